import Geometry
import SceneModel
import Typesetting

/// A view or layer while the front end reads its element: every property the schema can set,
/// mutable, starting at UIKit's defaults for the node's class. `finished()` makes the immutable
/// `SceneNode` once the tree, the references and the frame expressions are known.
struct NodeDraft {
    let kind: SceneNode.Kind
    let location: SourceLocation
    let parent: Int?
    var id: String?
    var places: [AttributePlaces.Entry] = []
    var children: [Int] = []

    // Geometry
    var frame: FrameSpec?
    var bounds: Rect?
    var position: Point?
    var transform = Transform.identity
    var anchorPoint = Point(x: 0.5, y: 0.5)

    // The layer
    var backgroundColor: Color?
    var opacity = 1.0
    var isHidden = false
    var masksToBounds: Bool
    var borderWidth = 0.0
    var borderColor = Color(red: 0, green: 0, blue: 0)
    var cornerRadius = 0.0
    var zPosition = 0.0

    // The view
    var isUserInteractionEnabled: Bool
    var isPassThrough = false
    var layoutMargins = EdgeInsets(all: 8)
    var intrinsicSize: Size?
    var horizontalContent = ContentPriorities()
    var verticalContent = ContentPriorities()
    var spacingAfter: Double?
    var translatesAutoresizingMaskIntoConstraints: Bool?
    var autoresizingMask = AutoresizingMask()
    var frameExpressions: [FrameExpression] = []
    var sizeToFit = false

    // Content: each kind reads its own part.
    var image: String?
    var text: String
    var fontFamily: String
    var fontSize: Double
    var fontWeight: FontWeight
    var textColor: Color
    var textAlignment: TextContent.Alignment
    var numberOfLines: Int
    var lineBreakMode: LineBreakMode
    var contentInsets = EdgeInsets.zero
    var flowItemSpacing = 8.0
    var flowLineSpacing = 8.0
    var stackAxis: StackProperties.Axis
    var stackSpacing: Double
    var stackDistribution: StackProperties.Distribution
    var stackAlignment: StackProperties.Alignment
    var isLayoutMarginsRelativeArrangement: Bool
    var contentSize: Size?
    var contentOffset: Point?

    /// A node of `kind` with UIKit's defaults for that class.
    init(kind: SceneNode.Kind, location: SourceLocation, parent: Int?) {
        self.kind = kind
        self.location = location
        self.parent = parent
        // UIImageView and UILabel turn touches off; every other view takes them.
        isUserInteractionEnabled = kind != .imageView && kind != .label
        // UIScrollView turns clipsToBounds on; every other view leaves it off.
        masksToBounds = kind == .scrollView
        let text = kind == .button ? TextContent.buttonTitle() : TextContent.label()
        self.text = text.string
        fontFamily = text.fontFamily
        fontSize = text.fontSize
        fontWeight = text.fontWeight
        textColor = text.color
        textAlignment = text.alignment
        numberOfLines = text.numberOfLines
        lineBreakMode = text.lineBreakMode
        let stack = StackProperties()
        stackAxis = stack.axis
        stackSpacing = stack.spacing
        stackDistribution = stack.distribution
        stackAlignment = stack.alignment
        isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
    }

    /// Where an attribute was written, or the element itself when it was not.
    func location(of name: AttributeName) -> SourceLocation {
        places.first { $0.name == name }?.location ?? location
    }

    /// A name for messages: the id, else the element name.
    var displayName: String { id.map { "'\($0)'" } ?? "<\(kind.rawValue)>" }

    /// The text of a label or a button's title, as the draft has it.
    var textContent: TextContent {
        TextContent(string: text, fontFamily: fontFamily, fontSize: fontSize, fontWeight: fontWeight, color: textColor,
                    alignment: textAlignment, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    /// The immutable node.
    func finished() -> SceneNode {
        let content: NodeContent = switch kind {
        case .view: .view
        case .layer: .layer
        case .imageView: .image(ImageProperties(name: image))
        case .label: .label(textContent)
        case .button: .button(ButtonProperties(title: textContent, contentInsets: contentInsets))
        case .flow: .flow(FlowProperties(itemSpacing: flowItemSpacing, lineSpacing: flowLineSpacing))
        case .stackView:
            .stack(StackProperties(axis: stackAxis, spacing: stackSpacing, distribution: stackDistribution, alignment: stackAlignment,
                                   isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement))
        case .scrollView: .scroll(ScrollProperties(contentSize: contentSize, contentOffset: contentOffset))
        }
        return SceneNode(
            id: id, location: location, places: AttributePlaces(places), parent: parent, children: children,
            geometry: NodeGeometry(frame: frame, bounds: bounds, position: position, transform: transform, anchorPoint: anchorPoint),
            layer: LayerProperties(backgroundColor: backgroundColor, opacity: opacity, isHidden: isHidden, masksToBounds: masksToBounds,
                                   borderWidth: borderWidth, borderColor: borderColor, cornerRadius: cornerRadius, zPosition: zPosition),
            view: ViewProperties(isUserInteractionEnabled: isUserInteractionEnabled, isPassThrough: isPassThrough,
                                 layoutMargins: layoutMargins, intrinsicSize: intrinsicSize, horizontalContent: horizontalContent,
                                 verticalContent: verticalContent, spacingAfter: spacingAfter,
                                 translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints,
                                 autoresizingMask: autoresizingMask, frameExpressions: frameExpressions, sizeToFit: sizeToFit),
            content: content)
    }
}
