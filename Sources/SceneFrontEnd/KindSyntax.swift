import SceneModel

/// One UIKit kind as a scene file writes it: its element, the attributes only it has (each
/// with its parser, writing into the kind's `ContentPayload`), the content a new node starts
/// with (UIKit's defaults) and any default it changes on the properties every view or layer
/// shares. Each kind declares one, in its own file under Kinds/, and `SceneSchema.kinds` lists
/// them; the schema, the builder and `NodeDraft` read nothing else about a kind.
///
/// A class, not a struct, for the reason `SceneSchema.Attribute` is one: the builder looks up an
/// element's declaration for each node and a reference is passed on with one count.
final class KindSyntax: Sendable {
    /// Which shared properties the kind has besides its own.
    enum Base: Sendable {
        /// A view's and its layer's, under `UIView`'s names; it holds views and layers.
        case view
        /// A bare layer's, under `CALayer`'s names; it holds sublayers only.
        case layer
    }

    /// The element's name, after the UIKit class (`stackView`): `kind`'s raw value, which
    /// messages show a node by.
    let element: String
    /// The class a node of this element stands for.
    let kind: SceneNode.Kind
    /// The shared properties it has, whose attributes come before its own.
    let base: Base
    /// The attributes only this kind has, in the order the schema lists them.
    let attributes: [SceneSchema.Attribute]
    /// A new node's content: the payload at UIKit's defaults, made afresh for each node. Not
    /// kept made: a payload's box held only by this static declaration is out of sight of
    /// LeakSanitizer (the enum keeps its case in the pointer's spare bits), which would report
    /// it as leaked in every fuzz run.
    var content: NodeContent { makeContent() }
    private let makeContent: @Sendable () -> NodeContent
    /// What the kind changes of the shared defaults a new node starts with in a scene of a
    /// design era (a label takes no touches, a scroll view clips, a slider's alignment rect);
    /// nil when it changes none.
    let changingSharedDefaults: (@Sendable (inout NodeDraft, DesignEra) -> Void)?
    /// What is wrong with the payload once every attribute is read, for rules that tie two
    /// attributes together (a gradient's `locations` and `colors`), with the attribute to point
    /// at; nil when the kind has no such rule.
    let check: (@Sendable (NodeContent) -> (AttributeName, String)?)?

    /// A kind with a payload, which a new node starts at `Payload()`, and attributes of its own.
    init<Payload: ContentPayload>(element: String, payload: Payload.Type, base: Base = .view, attributes: [PayloadAttribute<Payload>],
                                  changingSharedDefaults: (@Sendable (inout NodeDraft, DesignEra) -> Void)? = nil,
                                  check: (@Sendable (Payload) -> (AttributeName, String)?)? = nil) {
        self.element = element
        self.kind = Payload.kind
        self.base = base
        self.attributes = attributes.map(\.attribute)
        self.makeContent = { Payload().content }
        self.changingSharedDefaults = changingSharedDefaults
        if let check {
            self.check = { @Sendable (content: NodeContent) -> (AttributeName, String)? in
                guard let payload = Payload(content) else { return nil }
                return check(payload)
            }
        } else {
            self.check = nil
        }
    }

    /// A kind with nothing of its own beyond the shared properties (`UIView`, `CALayer`).
    init(element: String, kind: SceneNode.Kind, base: Base, content: NodeContent) {
        self.element = element
        self.kind = kind
        self.base = base
        self.attributes = []
        self.makeContent = { content }
        self.changingSharedDefaults = nil
        self.check = nil
    }
}
