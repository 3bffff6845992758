import Geometry
import RenderTree
import SceneModel

/// What a tab bar item's view paints besides its title (which layout placed): its symbol as a
/// placeholder square (SF Symbols are Apple's, not drawn here, as `ImageViewDrawing` does), and
/// the colour of both: the tint when it is the selected item, `systemGray` otherwise
/// (https://developer.apple.com/documentation/uikit/uitabbar/unselecteditemtintcolor: unselected
/// items default to a system gray; measured as `systemGray` in the public measurements cited by
/// `BarMetrics`).
enum TabBarItemDrawing {
    /// The placeholder's stroke and corner radius (guessed, as the image view's placeholder is).
    static let placeholderLineWidth = 2.0
    static let placeholderRadius = 6.0

    static func paint(_ item: TabBarItemProperties, in context: DrawingContext) -> KindPaint {
        let color = item.isSelected ? context.tint : (SystemColor.named("systemGray") ?? context.tint)
        var contents: [Primitive] = []
        if item.symbol != nil {
            let square = BarMetrics.tabSymbolRect(bounds: context.bounds)
            contents.append(Ring(inside: RoundedRect(rect: square, radius: placeholderRadius), width: placeholderLineWidth, color: color).primitive)
        }
        return KindPaint(title: item.title.isEmpty ? item.symbol : item.title, contents: contents, textColor: color)
    }
}
