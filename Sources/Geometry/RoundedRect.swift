/// A rect with one corner radius, as Core Animation draws `cornerRadius`.
///
/// The radius is clamped to half the shorter side here, once, because CSS and SVG clamp
/// over-large radii differently (each clamps on its own terms, and they disagree once the sum
/// of two radii passes a side) and every back end must agree.
public struct RoundedRect: Hashable, Sendable {
    /// The rect, standardized.
    public var rect: Rect
    /// The corner radius, already clamped to 0…half the shorter side.
    public var radius: Double

    /// Standardizes `rect` and clamps `radius`, so no back end has to.
    public init(rect: Rect, radius: Double) {
        let r = rect.standardized
        self.rect = r
        self.radius = max(0, min(radius, r.width / 2, r.height / 2))
    }

    /// False for square corners, so printers can write a plain `rect` or box.
    public var isRounded: Bool { radius > 0 }
}
