import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd
@testable import XMLReading

/// Component definitions are read in one pass each: placeholders left to right, parameter names
/// through a set, sizes over the graph once, values held to their limit where they are written.
final class ComponentScanTests: XCTestCase {
    private func scene(_ body: String) -> String { #"<scene width="10" height="10">"# + body + "</scene>" }

    /// The placeholders found in one pass are those the search from every `{` finds.
    func testPlaceholdersMatchASearchFromEveryBrace() {
        var random = SeededRandom(seed: 7)
        let alphabet: [Character] = ["{", "}", "a", "b", " ", "-", "é"]
        for _ in 0..<3_000 {
            let text = String((0..<random.int(0...24)).map { _ in random.pick(alphabet) })
            XCTAssertEqual(Placeholders.names(in: text), Self.searchedPlaceholders(text), text)
            let arguments = ["a": "[A]", "b": "", "ab": "{a}"]
            XCTAssertEqual(Placeholders.substitute(text, arguments, atMost: 1_000), Self.searchedSubstitution(text, arguments), text)
        }
    }

    func testSubstitutionStopsAtTheLimit() {
        XCTAssertNil(Placeholders.substitute("{a}{a}{a}", ["a": "12345"], atMost: 14))
        XCTAssertEqual(Placeholders.substitute("{a}{a}{a}", ["a": "12345"], atMost: 15), "123451234512345")
        XCTAssertNil(Placeholders.substitute("{a}xy", ["a": "1"], atMost: 2))
    }

    /// An unused component whose value is `{ ` 32,000 times over, then a placeholder.
    func testABodyOfOpenBracesIsReadOnce() {
        let value = String(repeating: "{ ", count: 32_000) + "{missing}"
        let found = diagnostics(scene(#"<component name="C"><view id="v" backgroundColor="\#(value)"/></component>"#))
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].contains("'{missing}' is not a parameter of component 'C'; it has no parameters"), found[0])
    }

    func testADefinitionsValuesAreHeldToTheLimitWhereTheyAreWritten() {
        let names = (0..<10_000).map { "parameter\($0)" }.joined(separator: " ")
        XCTAssertGreaterThan(names.utf8.count, XMLLoader.maximumAttributeLength)
        let found = diagnostics(scene(#"<component name="C" parameters="\#(names)"/>"#))
        XCTAssertEqual(found, ["t.xml:1:51: error: the value of 'parameters' is \(names.utf8.count) bytes; attribute values are limited to 65536 bytes"])
    }

    func testAParameterListedTwiceIsFoundAmongThousands() {
        let names = (0..<5_000).map { "p\($0)" } + ["p17"]
        let found = diagnostics(scene(#"<component name="C" parameters="\#(names.joined(separator: " "))"/>"#))
        XCTAssertEqual(found, ["t.xml:1:51: error: invalid 'parameters': 'p17' is listed twice"])
    }

    /// Thousands of uses of components defined after them, each using the next: every instance
    /// is made, and counted once.
    func testUsesOfComponentsDefinedLaterAreCounted() throws {
        let uses = (0..<5_000).map { #"<use component="A" id="u\#($0)"/>"# }.joined()
        let definitions = #"<component name="A"><use component="B" id="b"/><view id="x"/></component><component name="B"><view id="y"/></component>"#
        let (built, found) = SceneFrontEnd.parse(bytes: Array(scene(uses + definitions).utf8), path: "t.xml")
        XCTAssertEqual(found, [])
        // The root, and per use: A's root, B's root, x and y.
        XCTAssertEqual(try XCTUnwrap(built).nodes.count, 1 + 5_000 * 4)
    }

    // MARK: - The search the one pass replaced, as a reference

    private static func searchedPlaceholders(_ text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = String(after[..<close])
            if ValueSyntax.isIdentifier(name) { names.append(name) }
            rest = ValueSyntax.isIdentifier(name) ? after[after.index(after: close)...] : after
        }
        return names
    }

    private static func searchedSubstitution(_ text: String, _ arguments: [String: String]) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            let close = after.firstIndex(of: "}")
            result += rest[..<open]
            if let close, let value = arguments[String(after[..<close])] {
                result += value
                rest = after[after.index(after: close)...]
            } else {
                result += "{"
                rest = after
            }
        }
        return result + rest
    }
}
