import Geometry
import SceneModel

/// A view or layer while the front end reads its element: the properties every node has and
/// its class's content, mutable, starting at UIKit's defaults for the node's class. A kind's
/// own properties live in its content only (its `ContentPayload`), so the draft has no field of
/// any one kind. `finished()` makes the immutable `SceneNode` as soon as the element is read;
/// the builder adds its subviews, and the frames and frame expressions that name other views,
/// once every element is read.
struct NodeDraft {
    let kind: SceneNode.Kind
    let location: SourceLocation
    let parent: Int?
    var id: String?
    /// The scene's name for the node in messages (`displayName`).
    var givenName: String?
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
    var cornerCurve: CornerCurve
    var maskedCorners: Corners
    var zPosition: Double
    var shadow: LayerShadow
    /// Set for the layer a `<mask>` element holds.
    var isMask = false

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
    var tintColor: Color?
    var expectedFrame: Rect?
    var contentMode = ContentMode.scaleToFill
    var alignmentRectInsets: EdgeInsets = .zero
    var marginRules = MarginRules()

    /// What only the node's class has (a label's text, a stack view's arrangement), starting at
    /// UIKit's defaults for it; the kind's own attributes write into it (`updateContent(_:)`).
    var content: NodeContent

    /// A node of `syntax`'s kind with UIKit's defaults for that class: the shared properties'
    /// defaults from the model's types, so that each UIKit number is written once, in the type
    /// it belongs to, then the kind's content and whatever the kind changes of the shared ones.
    init(_ syntax: KindSyntax, location: SourceLocation, parent: Int?, design: DesignEra = .current) {
        self.kind = syntax.kind
        self.location = location
        self.parent = parent
        let (geometry, layer, view) = (Self.geometry, Self.layer, Self.view)
        (transform, anchorPoint) = (geometry.transform, geometry.anchorPoint)
        (opacity, isHidden, masksToBounds, borderWidth, borderColor, cornerRadius, zPosition) =
            (layer.opacity, layer.isHidden, layer.masksToBounds, layer.borderWidth, layer.borderColor, layer.cornerRadius, layer.zPosition)
        shadow = layer.shadow
        (cornerCurve, maskedCorners) = (layer.cornerCurve, layer.maskedCorners)
        (isUserInteractionEnabled, isPassThrough, layoutMargins, horizontalContent, verticalContent, autoresizingMask, sizeToFit) =
            (view.isUserInteractionEnabled, view.isPassThrough, view.layoutMargins, view.horizontalContent, view.verticalContent,
             view.autoresizingMask, view.sizeToFit)
        content = syntax.content
        syntax.changingSharedDefaults?(&self, design)
    }

    // UIKit's defaults, made once.
    private static let geometry = NodeGeometry()
    private static let layer = LayerProperties()
    private static let view = ViewProperties()

    /// Where an attribute was written, or the element itself when it was not.
    func location(of name: AttributeName) -> SourceLocation {
        places.first { $0.name == name }?.location ?? location
    }

    /// A name for messages: the one the scene gives, else the id, else the element name.
    var displayName: String { givenName ?? id.map { "'\($0)'" } ?? "<\(kind.rawValue)>" }

    /// Lets `write` change the content as the kind's payload. Each kind's attributes are
    /// declared on its own element only, so the content always is a `Payload`.
    mutating func updateContent<Payload: ContentPayload>(_ write: (inout Payload) -> Void) {
        guard var payload = Payload(content) else { return }
        write(&payload)
        content = payload.content
    }

    /// The immutable node, without subviews or frame expressions yet.
    func finished() -> SceneNode {
        SceneNode(
            id: id, location: location, places: AttributePlaces(places), parent: parent, children: [],
            geometry: NodeGeometry(frame: frame, bounds: bounds, position: position, transform: transform, anchorPoint: anchorPoint),
            layer: LayerProperties(backgroundColor: backgroundColor, opacity: opacity, isHidden: isHidden, masksToBounds: masksToBounds,
                                   borderWidth: borderWidth, borderColor: borderColor, cornerRadius: cornerRadius,
                                   cornerCurve: cornerCurve, maskedCorners: maskedCorners, zPosition: zPosition, shadow: shadow, isMask: isMask),
            view: ViewProperties(isUserInteractionEnabled: isUserInteractionEnabled, isPassThrough: isPassThrough,
                                 layoutMargins: layoutMargins, intrinsicSize: intrinsicSize, horizontalContent: horizontalContent,
                                 verticalContent: verticalContent, spacingAfter: spacingAfter,
                                 translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints,
                                 autoresizingMask: autoresizingMask, frameExpressions: [], sizeToFit: sizeToFit,
                                 tintColor: tintColor, expectedFrame: expectedFrame, contentMode: contentMode,
                                 alignmentRectInsets: alignmentRectInsets, marginRules: marginRules),
            content: content, givenName: givenName)
    }
}
