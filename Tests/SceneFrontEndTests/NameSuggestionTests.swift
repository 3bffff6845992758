import XCTest

@testable import SceneFrontEnd

/// The banded edit distance that "did you mean" uses gives the full table's answer whenever
/// that answer is within the band, and nil otherwise.
final class NameSuggestionTests: XCTestCase {
    /// Optimal string alignment over the whole table: the independent reference.
    private func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    func testTheBandAgreesWithTheFullTable() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcv")
        var compared = 0
        for _ in 0..<20_000 {
            let a = (0..<Int.random(in: 0...8, using: &generator)).map { _ in letters.randomElement(using: &generator)! }
            let b = (0..<Int.random(in: 0...8, using: &generator)).map { _ in letters.randomElement(using: &generator)! }
            let full = fullDistance(a, b)
            for bound in 0...4 {
                XCTAssertEqual(NameSuggestion.editDistance(a, b, atMost: bound), full <= bound ? full : nil, "\(String(a)) \(String(b)) within \(bound)")
                compared += 1
            }
        }
        XCTAssertEqual(compared, 100_000)
    }

    func testTypicalTypos() {
        XCTAssertEqual(NameSuggestion.closest(to: "veiw", in: ["view", "label", "layer"]), "view")
        XCTAssertEqual(NameSuggestion.closest(to: "backgroundColour", in: ["backgroundColor", "borderColor"]), "backgroundColor")
        XCTAssertNil(NameSuggestion.closest(to: "zzzzzzzz", in: ["view", "label"]))
    }
}
