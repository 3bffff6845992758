import Geometry
import RenderTree
import SceneModel

/// What a `UIButton` paints of itself besides its title's lines (which layout placed).
///
/// - A system button (no configuration): the title in the tint
///   (https://developer.apple.com/documentation/uikit/uibutton/buttontype/system: "A system
///   style button … uses the tint color").
/// - A button made with a `UIButton.Configuration` style
///   (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct):
///   `plain` has no background and a tinted title; `gray` a `tertiarySystemFill` background
///   (*guessed* for "a gray background") and a tinted title; `tinted` the tint at 15% behind a
///   tinted title (*guessed*); `filled` the tint behind a white title. The background's corners
///   are `cornerStyle` `.dynamic` at the medium size, a radius of 6 pt in the iOS 15–18 design
///   (*guessed*: Apple calls it "a medium system-defined corner radius") and a capsule in the
///   iOS 26 design (*guessed* from Apple's Liquid Glass screenshots). A `symbol:` image is a
///   placeholder outline in the title's colour, in a square one line box high just before
///   the title (`imagePadding` 0), or centred without a title.
///
/// A disabled button is dimmed as every disabled control is (`ControlColors`).
enum ButtonDrawing {
    static let mediumCornerRadius = 6.0
    static let tintedBackgroundAlpha = 0.15

    static func paint(_ button: ButtonProperties, in context: DrawingContext) -> KindPaint {
        let title = button.title.string.isEmpty ? nil : button.title.string
        guard let style = button.configuration else {
            return KindPaint(title: title, textColor: ControlColors.shown(context.tint, enabled: button.isEnabled))
        }
        let (background, foreground) = colors(style, tint: context.tint)
        let enabled = button.isEnabled, b = context.bounds
        var contents: [Primitive] = []
        if let background {
            let radius = context.design == .ios26 ? min(b.width, b.height) / 2 : min(mediumCornerRadius, b.width / 2, b.height / 2)
            contents.append(ControlColors.fill(Path(roundedRect: RoundedRect(rect: b, radius: radius)), background, enabled: enabled))
        }
        if button.image != nil {
            let text = title == nil ? nil : context.textFrame
            let side = text?.height ?? max(0, b.height - 14)
            let x = text.map { $0.minX - side } ?? b.midX - side / 2
            let box = Rect(x: x, y: b.midY - side / 2, width: side, height: side)
            if let placeholder = ImageViewDrawing.symbolPlaceholder(in: box, color: ControlColors.shown(foreground, enabled: enabled)) {
                contents.append(placeholder)
            }
        }
        return KindPaint(title: title ?? button.image, contents: contents, textColor: ControlColors.shown(foreground, enabled: enabled))
    }

    /// The background (nil: none) and the title's and image's colour of a style.
    static func colors(_ style: ButtonConfigurationStyle, tint: Color) -> (background: Color?, foreground: Color) {
        switch style {
        case .plain: return (nil, tint)
        case .gray: return (ControlColors.named("tertiarySystemFill"), tint)
        case .tinted:
            var faint = tint
            faint.alpha *= tintedBackgroundAlpha
            return (faint, tint)
        case .filled: return (tint, ControlColors.named("white"))
        }
    }
}
