import Foundation
import XCTest

@testable import HTMLBackEnd

/// The base64 of the Content-Security-Policy's script hashes.
final class Base64Tests: XCTestCase {
    /// [RFC 4648's test vectors](https://www.rfc-editor.org/rfc/rfc4648#section-10): each padding case.
    func testPublishedVectors() {
        for (text, encoded) in [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
                                ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy")] {
            XCTAssertEqual(Base64.encode(Array(text.utf8)), encoded, text)
        }
    }

    /// Every byte value in every position of a group, against Foundation's encoder.
    func testEveryByteAgreesWithFoundation() {
        for length in 0...6 {
            for value in 0...255 {
                let bytes = (0..<length).map { UInt8(($0 * 97 + value) % 256) }
                XCTAssertEqual(Base64.encode(bytes), Data(bytes).base64EncodedString(), "\(bytes)")
            }
        }
    }
}
