import Geometry
import SceneModel

/// A flow's own layout engine: subviews at their content size, left to right, wrapping to a new
/// row when the next one would pass the width, each row's items centred vertically in it (as
/// `UICollectionViewFlowLayout` places cells). Its height for a width is what Auto Layout asks.
package struct FlowContent: ContentSizing {
    let items: [any ContentSizing]
    let spacing: Double
    let lineSpacing: Double

    package func size(fittingWidth width: Double?, scale: Double) -> Size {
        let frames = Self.frames(items.map { $0.size(fittingWidth: width, scale: scale) }, width: width, spacing: spacing, lineSpacing: lineSpacing)
        let maxX = frames.map(\.maxX).max() ?? 0
        let maxY = frames.map(\.maxY).max() ?? 0
        return Size(width: ScreenScale.ceil(maxX, scale: scale), height: ScreenScale.ceil(maxY, scale: scale))
    }

    package var heightDependsOnWidth: Bool { true }

    /// Where each item goes in a flow `width` wide (nil: one row), in the flow's bounds.
    package static func frames(_ sizes: [Size], width: Double?, spacing: Double, lineSpacing: Double) -> [Rect] {
        var rows: [[Int]] = []
        var x = 0.0
        for (i, size) in sizes.enumerated() {
            if let width, let row = rows.last, !row.isEmpty, x + spacing + size.width > width {
                rows.append([i])
                x = size.width
            } else if rows.isEmpty {
                rows.append([i])
                x = size.width
            } else {
                rows[rows.count - 1].append(i)
                x += spacing + size.width
            }
        }
        var frames = [Rect](repeating: .zero, count: sizes.count)
        var y = 0.0
        for row in rows {
            let height = row.map { sizes[$0].height }.max() ?? 0
            var x = 0.0
            for i in row {
                frames[i] = Rect(x: x, y: y + (height - sizes[i].height) / 2, width: sizes[i].width, height: sizes[i].height)
                x += sizes[i].width + spacing
            }
            y += height + lineSpacing
        }
        return frames
    }
}
