/// A rect with rounded corners, as Core Animation draws `cornerRadius`, `maskedCorners` and
/// `cornerCurve`.
///
/// The radius is clamped to half the shorter side here, once, because CSS and SVG clamp
/// over-large radii differently (each clamps on its own terms, and they disagree once the sum
/// of two radii passes a side) and every back end must agree.
public struct RoundedRect: Hashable, Sendable {
    /// The rect, standardized.
    public var rect: Rect
    /// The corner radius, already clamped to 0…half the shorter side.
    public var radius: Double
    /// Which corners are rounded; the others are square.
    public var corners: Corners
    /// The shape of each rounded corner.
    public var curve: CornerCurve

    /// Standardizes `rect` and clamps `radius`, so no back end has to.
    public init(rect: Rect, radius: Double, corners: Corners = .all, curve: CornerCurve = .circular) {
        let r = rect.standardized
        self.rect = r
        self.radius = max(0, min(radius, r.width / 2, r.height / 2))
        self.corners = corners
        self.curve = curve
    }

    /// False for square corners, so printers can write a plain `rect` or box.
    public var isRounded: Bool { radius > 0 && !corners.isEmpty }

    /// True when every corner is the same quarter circle (or none is rounded): what SVG's `rect`
    /// with `rx` and CSS's `border-radius` draw. Printers draw any other as its path.
    public var isUniform: Bool { !isRounded || (corners == .all && curve == .circular) }

    /// The same shape inset by `width` on every side, its radius less `width` (at least 0), the
    /// same corners and curve: the inner edge of a border of that width.
    public func inset(by width: Double) -> RoundedRect {
        RoundedRect(rect: rect.inset(by: EdgeInsets(all: width)), radius: max(0, radius - width), corners: corners, curve: curve)
    }
}

/// Which corners of a rect are rounded: `CACornerMask`
/// (https://developer.apple.com/documentation/quartzcore/cacornermask), under its names, in a
/// flipped (UIKit) space where minimum y is the top.
public struct Corners: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `layerMinXMinYCorner`: the top left corner.
    public static let minXMinY = Corners(rawValue: 1)
    /// `layerMaxXMinYCorner`: the top right corner.
    public static let maxXMinY = Corners(rawValue: 2)
    /// `layerMinXMaxYCorner`: the bottom left corner.
    public static let minXMaxY = Corners(rawValue: 4)
    /// `layerMaxXMaxYCorner`: the bottom right corner.
    public static let maxXMaxY = Corners(rawValue: 8)
    /// Every corner: `maskedCorners`' default.
    public static let all: Corners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]

    /// Each corner under its `CACornerMask` name, in that type's order: how scenes write them
    /// and dumps show them.
    public static let names: [(name: String, corner: Corners)] = [
        ("layerMinXMinYCorner", .minXMinY), ("layerMaxXMinYCorner", .maxXMinY),
        ("layerMinXMaxYCorner", .minXMaxY), ("layerMaxXMaxYCorner", .maxXMaxY),
    ]
}

/// `CALayerCornerCurve` (https://developer.apple.com/documentation/quartzcore/calayercornercurve).
public enum CornerCurve: String, Hashable, Sendable, CaseIterable {
    /// A quarter circle of the radius: Core Animation's default.
    case circular
    /// Apple's continuous corner, whose curvature eases in from the straight edge
    /// (`Path(roundedRect:)` has the construction and its source).
    case continuous
}
