import Foundation
import TestSupport
import XCTest

/// The fuzz dictionary stays in step with the schema: a new element, attribute or keyword
/// reaches the fuzzer the day it reaches the front end.
final class FuzzDictionaryTests: XCTestCase {
    func testTheFuzzDictionaryListsTheSchema() throws {
        let path = Repository.path(FuzzDictionary.path)
        if ProcessInfo.processInfo.environment["FUZZ_DICTIONARY_RECORD"] == "1" {
            try FuzzDictionary.text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let checkedIn = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(checkedIn, FuzzDictionary.text,
                       "\(FuzzDictionary.path) is stale; regenerate with FUZZ_DICTIONARY_RECORD=1 swift test --filter FuzzDictionaryTests")
    }
}
