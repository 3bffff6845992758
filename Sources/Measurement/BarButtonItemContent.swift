import Geometry
import SceneModel
import Typesetting

/// The size of a bar button item's view: its title (or symbol) at least the 44 pt hit area
/// wide and one row high; the back button its chevron, gap and title; a fixed space its
/// `spaceWidth`, a flexible one nothing (its bar shares out what is left).
struct BarButtonItemContent: ContentSizing {
    let item: BarButtonItemProperties
    let typesetter: Typesetter

    func size(fittingWidth width: Double?, scale: Double) -> Size {
        let row = BarMetrics.rowHeight
        switch item.systemItem {
        case .flexibleSpace: return Size(width: 0, height: row)
        case .fixedSpace: return Size(width: item.spaceWidth, height: row)
        default: break
        }
        let text = item.titleText
        let titleWidth = ScreenScale.ceil(typesetter.layout(text.string, maxWidth: nil, numberOfLines: 1, lineBreakMode: text.lineBreakMode).width, scale: scale)
        if item.placement == .back {
            return Size(width: BarMetrics.chevronSize.width + BarMetrics.chevronGap + titleWidth, height: row)
        }
        return Size(width: max(BarMetrics.minimumItemWidth, titleWidth), height: row)
    }

    var heightDependsOnWidth: Bool { false }
}
