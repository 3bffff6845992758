import Foundation
import TestSupport
import XCTest

@testable import HTMLBackEnd

/// The SHA-256 behind the Content-Security-Policy's script hashes, against the examples of
/// FIPS 180-4 and against Python's hashlib, an independent implementation.
final class SHA256Tests: XCTestCase {
    private func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    /// The digests NIST publishes for its examples
    /// ([Cryptographic Standards and Guidelines: Examples with Intermediate Values](https://csrc.nist.gov/projects/cryptographic-standards-and-guidelines/example-values)).
    func testPublishedExamples() {
        XCTAssertEqual(hex(SHA256.hash(Array("abc".utf8))), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(hex(SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1", "two blocks")
        XCTAssertEqual(hex(SHA256.hash([])), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(hex(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))),
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0", "a million a's")
    }

    /// Every length from 0 to 200 bytes (each padding case: the length fits in the last block
    /// or needs one more, at 55, 56, 63 and 64 bytes and their multiples), random bytes from a
    /// fixed seed, hashed here and by hashlib in one Python process.
    func testEveryLengthAgreesWithHashlib() throws {
        var random = SeededRandom(seed: 1804)
        let messages = (0...200).map { length in (0..<length).map { _ in UInt8(random.int(0...255)) } }
        let input = messages.map { hex($0) }.joined(separator: "\n")
        let r = try Subprocess.run("python3", ["-c", "import sys, hashlib\nfor line in sys.stdin.read().split('\\n'): print(hashlib.sha256(bytes.fromhex(line)).hexdigest())"],
                                   stdin: Data(input.utf8))
        XCTAssertEqual(r.status, 0, r.stderr)
        let expected = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(expected.count, messages.count)
        for (message, digest) in zip(messages, expected) {
            XCTAssertEqual(hex(SHA256.hash(message)), digest, "\(message.count) bytes")
        }
    }
}
