@testable import SceneFrontEnd
import XCTest

/// `NameStrings`: names libxml2 reports, made strings once each.
final class NameStringsTests: XCTestCase {
    /// The name at an address is read again when its bytes change, so a reused address never
    /// gives the name that was there before; names past the kept number are still right.
    func testGivesTheNameAtTheAddressEvenWhenItChanged() {
        var names = NameStrings()
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 16)
        defer { buffer.deallocate() }
        func put(_ text: String) {
            let bytes = Array(text.utf8) + [0]
            buffer.update(from: bytes, count: bytes.count)
        }
        put("view")
        XCTAssertEqual(names.string(buffer), "view")
        XCTAssertEqual(names.string(buffer), "view")
        put("viewport")
        XCTAssertEqual(names.string(buffer), "viewport")
        put("vie")
        XCTAssertEqual(names.string(buffer), "vie")
        put("view")
        XCTAssertEqual(names.string(buffer), "view")
        // More distinct names than are kept, each at its own address, twice over.
        let many = (0..<100).map { "name\($0)" }
        let stored = many.map { name -> UnsafeMutablePointer<UInt8> in
            let bytes = Array(name.utf8) + [0]
            let p = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
            p.initialize(from: bytes, count: bytes.count)
            return p
        }
        defer { stored.forEach { $0.deallocate() } }
        for _ in 0..<2 {
            for (name, p) in zip(many, stored) { XCTAssertEqual(names.string(p), name) }
        }
    }
}
