import Foundation
import TestSupport
import Typesetting
import XCTest

/// The DejaVu files the tests measure (Debian's fonts-dejavu-core).
enum Fonts {
    static let directory = "/usr/share/fonts/truetype/dejavu"
    static let sans = directory + "/DejaVuSans.ttf"
    static let sansBold = directory + "/DejaVuSans-Bold.ttf"
    static let sansMono = directory + "/DejaVuSansMono.ttf"
    static let serif = directory + "/DejaVuSerif.ttf"

    static func face(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws -> FontFace {
        do { return try FontFace(path: path) } catch {
            XCTFail("cannot open \(path): \(error)", file: file, line: line)
            throw error
        }
    }
}

/// What font_oracle.py reports for one font (see its docstring for the rules it measures by).
struct OracleFont: Decodable {
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let advances: [Int]
    let units: [Int]
    let widths: [[Double]]
}

enum Oracle {
    struct Request: Encodable {
        let path: String
        let sizes: [Double]
        let strings: [String]
        let scalars: [UInt32]
    }

    private struct Response: Decodable { let fonts: [OracleFont] }
    enum Failure: Error { case fontToolsMissing, failed(String) }

    /// Runs font_oracle.py once for all requests.
    static func measure(_ requests: [Request]) throws -> [OracleFont] {
        struct Payload: Encodable { let fonts: [Request] }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("font_oracle.py").path
        let output = try Subprocess.run("python3", [script], stdin: try JSONEncoder().encode(Payload(fonts: requests)))
        if output.status == 3 {
            XCTFail("fontTools missing: pip install fonttools (or run .ci/install-deps)")
            throw Failure.fontToolsMissing
        }
        guard output.status == 0 else {
            XCTFail("font oracle failed (\(output.status)): \(output.stderr)")
            throw Failure.failed(output.stderr)
        }
        return try JSONDecoder().decode(Response.self, from: Data(output.stdout.utf8)).fonts
    }
}
