import Geometry
import SceneModel
import Typesetting

/// A view or layer while the front end reads its element: every property the schema can set,
/// mutable, starting at UIKit's defaults for the node's class. `finished()` makes the immutable
/// `SceneNode` as soon as the element is read; the builder adds its subviews, and the frames
/// and frame expressions that name other views, once every element is read.
struct NodeDraft {
    let kind: SceneNode.Kind
    let location: SourceLocation
    let parent: Int?
    var id: String?
    var places: [AttributePlaces.Entry] = []

    // Geometry
    var frame: FrameSpec?
    var bounds: Rect?
    var position: Point?
    var transform: Transform
    var anchorPoint: Point

    // The layer
    var backgroundColor: Color?
    var opacity: Double
    var isHidden: Bool
    var masksToBounds: Bool
    var borderWidth: Double
    var borderColor: Color
    var cornerRadius: Double
    var zPosition: Double

    // The view
    var isUserInteractionEnabled: Bool
    var isPassThrough: Bool
    var layoutMargins: EdgeInsets
    var intrinsicSize: Size?
    var horizontalContent: ContentPriorities
    var verticalContent: ContentPriorities
    var spacingAfter: Double?
    var translatesAutoresizingMaskIntoConstraints: Bool?
    var autoresizingMask: AutoresizingMask
    var sizeToFit: Bool

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
    var contentInsets: EdgeInsets
    var flowItemSpacing: Double
    var flowLineSpacing: Double
    var stackAxis: StackProperties.Axis
    var stackSpacing: Double
    var stackDistribution: StackProperties.Distribution
    var stackAlignment: StackProperties.Alignment
    var isLayoutMarginsRelativeArrangement: Bool
    var contentSize: Size?
    var contentOffset: Point?

    /// A node of `kind` with UIKit's defaults for that class: the model's own defaults, so that
    /// each UIKit number is written once, in the type it belongs to.
    init(kind: SceneNode.Kind, location: SourceLocation, parent: Int?) {
        self.kind = kind
        self.location = location
        self.parent = parent
        let (geometry, layer, view) = (Self.geometry, Self.layer, Self.view)
        (transform, anchorPoint) = (geometry.transform, geometry.anchorPoint)
        (opacity, isHidden, borderWidth, borderColor, cornerRadius, zPosition) =
            (layer.opacity, layer.isHidden, layer.borderWidth, layer.borderColor, layer.cornerRadius, layer.zPosition)
        (isPassThrough, layoutMargins, horizontalContent, verticalContent, autoresizingMask, sizeToFit) =
            (view.isPassThrough, view.layoutMargins, view.horizontalContent, view.verticalContent, view.autoresizingMask, view.sizeToFit)
        contentInsets = Self.button.contentInsets
        (flowItemSpacing, flowLineSpacing) = (Self.flow.itemSpacing, Self.flow.lineSpacing)
        // UIImageView and UILabel turn touches off; every other view takes them.
        isUserInteractionEnabled = kind != .imageView && kind != .label
        // UIScrollView turns clipsToBounds on; every other view leaves it off.
        masksToBounds = kind == .scrollView
        let text = kind == .button ? Self.buttonTitle : Self.label
        self.text = text.string
        fontFamily = text.fontFamily
        fontSize = text.fontSize
        fontWeight = text.fontWeight
        textColor = text.color
        textAlignment = text.alignment
        numberOfLines = text.numberOfLines
        lineBreakMode = text.lineBreakMode
        let stack = Self.stack
        stackAxis = stack.axis
        stackSpacing = stack.spacing
        stackDistribution = stack.distribution
        stackAlignment = stack.alignment
        isLayoutMarginsRelativeArrangement = stack.isLayoutMarginsRelativeArrangement
    }

    // UIKit's defaults, made once.
    private static let geometry = NodeGeometry()
    private static let layer = LayerProperties()
    private static let view = ViewProperties()
    private static let button = ButtonProperties()
    private static let flow = FlowProperties()
    private static let label = TextContent.label()
    private static let buttonTitle = TextContent.buttonTitle()
    private static let stack = StackProperties()

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

    /// The immutable node, without subviews or frame expressions yet.
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
            id: id, location: location, places: AttributePlaces(places), parent: parent, children: [],
            geometry: NodeGeometry(frame: frame, bounds: bounds, position: position, transform: transform, anchorPoint: anchorPoint),
            layer: LayerProperties(backgroundColor: backgroundColor, opacity: opacity, isHidden: isHidden, masksToBounds: masksToBounds,
                                   borderWidth: borderWidth, borderColor: borderColor, cornerRadius: cornerRadius, zPosition: zPosition),
            view: ViewProperties(isUserInteractionEnabled: isUserInteractionEnabled, isPassThrough: isPassThrough,
                                 layoutMargins: layoutMargins, intrinsicSize: intrinsicSize, horizontalContent: horizontalContent,
                                 verticalContent: verticalContent, spacingAfter: spacingAfter,
                                 translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints,
                                 autoresizingMask: autoresizingMask, frameExpressions: [], sizeToFit: sizeToFit),
            content: content)
    }
}
