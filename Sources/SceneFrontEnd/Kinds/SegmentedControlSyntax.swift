import Geometry
import SceneModel

/// `<segmentedControl>`: a `UISegmentedControl` of titled segments, starting at a new one's
/// (`SegmentedControlProperties()`), with its alignment rect 1 pt above its frame's bottom.
enum SegmentedControlSyntax {
    static let declaration = KindSyntax(
        element: "segmentedControl", payload: SegmentedControlProperties.self,
        attributes: [
            .init("segments", .segmentTitles) { $0.segments = $1 },
            .init("selectedSegmentIndex", .nonNegativeInteger) { $0.selectedSegmentIndex = $1 },
            .init("isEnabled", .bool) { $0.isEnabled = $1 },
        ],
        changingSharedDefaults: { draft, _ in draft.alignmentRectInsets = SegmentedControlProperties.alignmentRectInsets },
        check: { control in
            // Selecting a segment that does not exist raises NSRangeException in UIKit.
            guard let selected = control.selectedSegmentIndex, selected >= control.segments.count else { return nil }
            return (.selectedSegmentIndex, "'selectedSegmentIndex' \(selected) names no segment: there are \(control.segments.count)")
        })
}

extension ValueParser where Value == [String] {
    /// Segment titles separated by `|` (a title may hold spaces and commas); empty text is no
    /// segments.
    static var segmentTitles: Self {
        Self(kind: .segmentTitles) { _, text in
            guard !text.isEmpty else { return .success([]) }
            var titles: [String] = []
            for part in text.split(separator: "|", omittingEmptySubsequences: false) {
                switch ValueSyntax.text(String(part)) {
                case .success(let title): titles.append(title.trimmingSpaces())
                case .failure(let message): return .failure(message)
                }
            }
            return .success(titles)
        }
    }
}
