import Geometry
import SceneModel

/// `<scrollView>`: a `UIScrollView`'s content size, offset and insets, starting at rest with its
/// content sized by constraints (`ScrollProperties()`).
enum ScrollViewSyntax {
    static let declaration = KindSyntax(
        element: "scrollView", payload: ScrollProperties.self,
        attributes: [.init("contentSize", .nonNegativeSize) { $0.contentSize = $1 }] + scrolling(\ScrollProperties.self),
        // UIScrollView changes `clipsToBounds`'s default to true
        // (https://developer.apple.com/documentation/uikit/uiview/clipstobounds).
        changingSharedDefaults: { draft, _ in draft.masksToBounds = true })

    /// The attributes every scroll view has, a table view too, writing into the scroll view
    /// properties at `path` in the kind's payload.
    static func scrolling<Payload: ContentPayload>(_ path: WritableKeyPath<Payload, ScrollProperties> & Sendable) -> [PayloadAttribute<Payload>] {
        [
            .init("contentOffset", .contentOffset) { $0[keyPath: path].write($1) },
            .init("contentInset", .edgeInsets) { $0[keyPath: path].contentInset = $1 },
            .init("contentInsetAdjustmentBehavior", .adjustmentBehavior) { $0[keyPath: path].contentInsetAdjustmentBehavior = $1 },
        ]
    }
}

/// What `contentOffset` takes: a point, or where the offset rests relative to the content.
enum WrittenOffset: Sendable {
    case point(Point)
    case resting(ScrollProperties.RestingOffset)
}

extension ValueParser where Value == WrittenOffset {
    /// `x y`, `start` or `end`.
    static var contentOffset: Self {
        Self(kind: .contentOffset) { syntax, text in
            if let resting = ScrollProperties.RestingOffset(rawValue: text) { return .success(.resting(resting)) }
            return ValueParser<Point>.point.parse(syntax, text).map { .point($0) }
        }
    }
}

extension ValueParser where Value == ScrollProperties.AdjustmentBehavior {
    static var adjustmentBehavior: Self {
        Self(kind: .adjustmentBehavior) { ValueSyntax.enumeration($1, Value.self, "content inset adjustment behavior") }
    }
}

extension ScrollProperties {
    /// Writes a `contentOffset` as the scene wrote it.
    mutating func write(_ offset: WrittenOffset) {
        switch offset {
        case .point(let point): (contentOffset, restingOffset) = (point, .start)
        case .resting(let resting): (contentOffset, restingOffset) = (nil, resting)
        }
    }
}
