import Geometry
import RenderTree
import SceneModel

/// The colours UIKit's standard controls draw in when the scene sets none, by semantic name so
/// that another appearance follows, and how a disabled control is dimmed.
enum ControlColors {
    /// A semantic colour by its UIKit name (`SystemColor`).
    static func named(_ name: String) -> Color { SystemColor.named(name) ?? .clear }

    /// How much of its colour a disabled control keeps: half (*guessed*; Apple documents only
    /// that "subclasses may draw differently", https://developer.apple.com/documentation/uikit/uicontrol/isenabled,
    /// and screenshots of disabled switches and sliders show them at about half opacity).
    static let disabledAlpha = 0.5

    /// `color` as a control in `enabled` state draws it.
    static func shown(_ color: Color, enabled: Bool) -> Color {
        var c = color
        if !enabled { c.alpha *= disabledAlpha }
        return c
    }

    /// A filled path in `color`, dimmed when disabled.
    static func fill(_ path: Path, _ color: Color, enabled: Bool) -> Primitive {
        .fill(PathFill(path: path, paint: .solid(shown(color, enabled: enabled))))
    }

    /// `outer` filled in `color` with a hole where `inner` (wholly inside it) lies, so that
    /// what is drawn in the hole (a thumb, a selection) lets the background through when it
    /// is dimmed, as one dimmed control would, rather than the part beneath.
    static func fill(_ outer: Path, around inner: Path, _ color: Color, enabled: Bool) -> Primitive {
        .fill(PathFill(path: outer.appending(inner), rule: .evenOdd, paint: .solid(shown(color, enabled: enabled))))
    }

    /// A capsule: a rounded rect whose radius is half its shorter side.
    static func capsule(_ rect: Rect) -> Path {
        Path(roundedRect: RoundedRect(rect: rect, radius: min(rect.width, rect.height) / 2))
    }

    /// A thumb's edge: UIKit lifts a white thumb off its track with a soft shadow, which a
    /// control's contents cannot cast; a 0.5 pt ring of black at 15% stands in for it
    /// (*guessed*), so that a white thumb shows on a white background.
    static func thumbEdge(_ path: Path, enabled: Bool) -> Primitive {
        .stroke(PathStroke(path: path, style: StrokeStyle(width: 0.5), paint: .solid(shown(Color(red: 0, green: 0, blue: 0, alpha: 0.15), enabled: enabled))))
    }
}
