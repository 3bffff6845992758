import Geometry
import Measurement
import SceneModel

/// Where a `UITableViewCell`'s style puts its image view and labels in its `contentView`, and
/// how tall they stand together, which a self-sizing row adds its padding to.
struct CellLabels {
    let scene: Scene
    let content: ContentSizes
    let cell: TableCellProperties
    let metrics: TableMetrics
    /// The built-in views in the contentView, each nil when the cell has none.
    let imageView: Int?, textLabel: Int?, detailLabel: Int?
    /// Where the text starts in the contentView: the margin, or past the image.
    private(set) var textX = 0.0
    private var textSize = Size.zero, detailSize = Size.zero
    /// The room the labels share, from `textX`.
    private var available = 0.0

    init(scene: Scene, content: ContentSizes, cell: TableCellProperties, contentView: Int, metrics: TableMetrics) {
        (self.scene, self.content, self.cell, self.metrics) = (scene, content, cell, metrics)
        var parts = scene.nodes[contentView].children.makeIterator()
        imageView = cell.image != nil ? parts.next() : nil
        textLabel = cell.text != nil ? parts.next() : nil
        detailLabel = cell.hasDetailLabel ? parts.next() : nil
    }

    /// Measures the labels in a contentView `contentWidth` wide whose text ends `trailingInset`
    /// before its trailing edge.
    mutating func measure(contentWidth: Double, trailingInset: Double) {
        textX = metrics.margin + (imageView == nil ? 0 : TableMetrics.imageSize.width + TableMetrics.imageToText)
        available = max(0, contentWidth - trailingInset - textX)
        switch cell.style {
        case .default, .subtitle:
            textSize = size(textLabel, width: available)
            detailSize = size(detailLabel, width: available)
        case .value1:
            textSize = size(textLabel, width: available)
            detailSize = size(detailLabel, width: max(0, available - textSize.width - TableMetrics.valueSpacing))
        case .value2:
            textSize = size(textLabel, width: TableMetrics.value2TitleWidth)
            detailSize = size(detailLabel, width: max(0, available - TableMetrics.value2TitleWidth - TableMetrics.valueSpacing))
        }
    }

    /// Whether the cell shows an image or a label of its own.
    var hasLabels: Bool { imageView != nil || textLabel != nil || detailLabel != nil }

    /// The labels' height together: stacked for a subtitle cell, side by side otherwise.
    var stackHeight: Double {
        let image = imageView == nil ? 0 : TableMetrics.imageSize.height
        let labels = cell.style == .subtitle && detailLabel != nil
            ? textSize.height + TableMetrics.subtitleSpacing + detailSize.height : max(textSize.height, detailSize.height)
        return max(image, labels)
    }

    /// The frames of the image view and labels in a contentView `contentHeight` tall.
    func frames(contentHeight: Double) -> [(node: Int, frame: Rect)] {
        var frames: [(node: Int, frame: Rect)] = []
        let centred = { (height: Double) in metrics.pixelRounded((contentHeight - height) / 2) }
        if let imageView {
            let size = TableMetrics.imageSize
            frames.append((imageView, Rect(x: metrics.margin, y: centred(size.height), width: size.width, height: size.height)))
        }
        switch cell.style {
        case .default:
            // Interface Builder stores a basic cell's label as tall as its contentView (0, 43.5).
            if let textLabel { frames.append((textLabel, Rect(x: textX, y: 0, width: available, height: contentHeight))) }
        case .subtitle:
            let top = centred(stackHeight)
            if let textLabel { frames.append((textLabel, Rect(x: textX, y: top, width: textSize.width, height: textSize.height))) }
            if let detailLabel {
                let y = top + textSize.height + TableMetrics.subtitleSpacing
                frames.append((detailLabel, Rect(x: textX, y: y, width: detailSize.width, height: detailSize.height)))
            }
        case .value1:
            if let textLabel { frames.append((textLabel, Rect(x: textX, y: centred(textSize.height), width: textSize.width, height: textSize.height))) }
            if let detailLabel {
                let x = textX + available - detailSize.width
                frames.append((detailLabel, Rect(x: x, y: centred(detailSize.height), width: detailSize.width, height: detailSize.height)))
            }
        case .value2:
            let column = TableMetrics.value2TitleWidth
            if let textLabel { frames.append((textLabel, Rect(x: textX, y: centred(textSize.height), width: column, height: textSize.height))) }
            if let detailLabel {
                let x = textX + column + TableMetrics.valueSpacing
                frames.append((detailLabel, Rect(x: x, y: centred(detailSize.height), width: detailSize.width, height: detailSize.height)))
            }
        }
        return frames
    }

    /// A label's size at most `width` wide; zero without the label.
    private func size(_ label: Int?, width: Double) -> Size {
        guard let label, let size = content.size(label, fittingWidth: width) else { return .zero }
        return Size(width: min(size.width, width), height: size.height)
    }
}
