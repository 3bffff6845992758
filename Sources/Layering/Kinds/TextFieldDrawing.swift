import Geometry
import RenderTree
import SceneModel

/// What a `UITextField` paints of itself besides its text (which layout placed in its
/// `textRect(forBounds:)`): its border style's background and border, and the clear button
/// when it shows. Apple documents what each border style is
/// (https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum) but not
/// its colours or radii: the values here are approximations, listed as guessed in docs/Semantics.md.
enum TextFieldDrawing {
    /// A rounded rect's corner radius (guessed from screenshots of iOS 17 fields).
    static let roundedRectCornerRadius = 5.0
    /// A rounded rect's border width: one hairline at 2× (guessed from screenshots).
    static let roundedRectBorderWidth = 0.5
    /// A line or bezel border's width: "a thin rectangle" (the border style page above).
    static let lineBorderWidth = 1.0
    /// The clear button's cross, as a fraction of the button's side (guessed from the
    /// `xmark.circle.fill` symbol).
    static let crossFraction = 0.32
    /// The cross's stroke width (guessed from the symbol at the field's size).
    static let crossLineWidth = 1.5

    static func paint(_ field: TextFieldProperties, in context: DrawingContext) -> KindPaint {
        var contents = border(field.borderStyle, bounds: context.bounds)
        if let rect = field.clearButtonRect(forBounds: context.bounds, design: context.design, overlays: context.textFieldOverlays) {
            contents += clearButton(in: rect)
        }
        let shown = field.displayedText.string
        return KindPaint(title: shown.isEmpty ? nil : shown, contents: contents)
    }

    /// A line is a black rectangle (`label`); a bezel a `systemGray` one; a rounded rect a white
    /// (`systemBackground`) rounded rect with a `systemGray4` hairline.
    private static func border(_ style: TextFieldProperties.BorderStyle, bounds: Rect) -> [Primitive] {
        switch style {
        case .none:
            return []
        case .line:
            return [Ring(inside: RoundedRect(rect: bounds, radius: 0), width: lineBorderWidth, color: named("label")).primitive]
        case .bezel:
            return [Ring(inside: RoundedRect(rect: bounds, radius: 0), width: lineBorderWidth, color: named("systemGray")).primitive]
        case .roundedRect:
            let shape = RoundedRect(rect: bounds, radius: min(roundedRectCornerRadius, min(bounds.width, bounds.height) / 2))
            return [.fill(PathFill(path: Path(roundedRect: shape), paint: .solid(named("systemBackground")))),
                    Ring(inside: shape, width: roundedRectBorderWidth, color: named("systemGray4")).primitive]
        }
    }

    /// The `xmark.circle.fill` symbol drawn as a `tertiaryLabel` disc with a white cross.
    private static func clearButton(in rect: Rect) -> [Primitive] {
        let c = Point(x: rect.minX + rect.width / 2, y: rect.minY + rect.height / 2)
        let arm = rect.width * crossFraction / 2
        let cross = Path([.move(Point(x: c.x - arm, y: c.y - arm)), .line(Point(x: c.x + arm, y: c.y + arm)),
                          .move(Point(x: c.x + arm, y: c.y - arm)), .line(Point(x: c.x - arm, y: c.y + arm))])
        return [.fill(PathFill(path: Path(ellipseIn: rect), paint: .solid(named("tertiaryLabel")))),
                .stroke(PathStroke(path: cross, style: StrokeStyle(width: crossLineWidth, cap: .round), paint: .solid(named("white"))))]
    }

    private static func named(_ name: String) -> Color { SystemColor.named(name) ?? Color(red: 0, green: 0, blue: 0) }
}
