import Geometry

/// A `UITextField`'s own properties: its border, its text and placeholder, when its clear
/// button shows, and which of its subviews are its left and right overlay views.
public struct TextFieldProperties: ContentPayload {
    /// `UITextField.BorderStyle`
    /// (https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.enum).
    public enum BorderStyle: String, CaseIterable, Sendable {
        /// No border: the text alone.
        case none
        /// A thin rectangle around the field.
        case line
        /// A bezel, the inset look of a data-entry field.
        case bezel
        /// A rounded rectangle on a white field: Interface Builder's default.
        case roundedRect
    }

    /// `UITextField.ViewMode`, for `clearButtonMode`, `leftViewMode` and `rightViewMode`
    /// (https://developer.apple.com/documentation/uikit/uitextfield/viewmode).
    public enum ViewMode: String, CaseIterable, Sendable {
        /// Never shown.
        case never
        /// Shown only while the field is being edited: never in a still scene.
        case whileEditing
        /// Shown while the field is not being edited: always in a still scene.
        case unlessEditing
        /// Always shown.
        case always

        /// Whether a view in this mode shows while the field is not being edited, as in a
        /// still scene: `unlessEditing` and `always`.
        public var showsUnlessEditing: Bool { self == .unlessEditing || self == .always }
    }

    /// `borderStyle`.
    public var borderStyle: BorderStyle
    /// The text with its font, colour and alignment (`text`, `font`, `textColor`,
    /// `textAlignment`), one line truncated at its tail as UIKit shows a field not being edited.
    public var text: TextContent
    /// `placeholder`: shown in the `placeholderText` colour while the text is empty.
    public var placeholder: String
    /// `clearButtonMode`.
    public var clearButtonMode: ViewMode
    /// `leftView`: the id (scoped as the scene's ids are) of the subview written inside the
    /// field that is its left overlay view; nil without one.
    public var leftView: String?
    /// `rightView`: the id of the subview that is its right overlay view; nil without one.
    public var rightView: String?
    /// `leftViewMode`: when the left view shows.
    public var leftViewMode: ViewMode
    /// `rightViewMode`: when the right view shows.
    public var rightViewMode: ViewMode

    /// A new `UITextField`'s properties: no border
    /// (https://developer.apple.com/documentation/uikit/uitextfield/borderstyle-swift.property:
    /// "The default value … is UITextField.BorderStyle.none"), no text and no placeholder, the
    /// body style of the system font, 17 pt at the default text size
    /// (https://developer.apple.com/documentation/uikit/uitextfield/font: "The default value of
    /// this property is the body style of the system font"; body is 17 pt:
    /// https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-Dynamic-Type-sizes),
    /// in the `label` colour (https://developer.apple.com/documentation/uikit/uitextfield/textcolor),
    /// natural alignment (https://developer.apple.com/documentation/uikit/uitextfield/textalignment),
    /// and the clear button never shown
    /// (https://developer.apple.com/documentation/uikit/uitextfield/clearbuttonmode: "The default
    /// value of this property is UITextField.ViewMode.never"), with no left or right view, each
    /// never shown (https://developer.apple.com/documentation/uikit/uitextfield/leftviewmode:
    /// "The default value of this property is UITextField.ViewMode.never"; the same on
    /// https://developer.apple.com/documentation/uikit/uitextfield/rightviewmode).
    public init() {
        var text = TextContent.label()
        text.color = SystemColor.named("label") ?? text.color
        self.borderStyle = .none
        self.text = text
        self.placeholder = ""
        self.clearButtonMode = .never
        self.leftView = nil
        self.rightView = nil
        self.leftViewMode = .never
        self.rightViewMode = .never
    }

    /// What the field shows: its text, or the placeholder in the `placeholderText` colour
    /// (https://developer.apple.com/documentation/uikit/uicolor/placeholdertext) when the text is
    /// empty, in the same font (https://developer.apple.com/documentation/uikit/uitextfield/font:
    /// the font "also applies to the placeholder text").
    public var displayedText: TextContent {
        guard text.string.isEmpty, !placeholder.isEmpty else { return text }
        var shown = text
        shown.string = placeholder
        shown.color = SystemColor.named("placeholderText") ?? text.color
        return shown
    }

    /// Whether the clear button shows in a still scene: the field has text and is not being
    /// edited, so `unlessEditing` and `always` show it and `whileEditing` does not.
    public var showsClearButton: Bool {
        !text.string.isEmpty && clearButtonMode.showsUnlessEditing
    }

    /// Whether the left view shows in a still scene: the field has one and is not being edited.
    public var showsLeftView: Bool { leftView != nil && leftViewMode.showsUnlessEditing }

    /// Whether the right view shows in a still scene.
    public var showsRightView: Bool { rightView != nil && rightViewMode.showsUnlessEditing }

    /// The field's left and right views that show, by node index: those of its `children`
    /// (read in `nodes`) whose ids `leftView` and `rightView` name. A field has a few subviews,
    /// so the search is short.
    public func overlayViews(among children: [Int], in nodes: [SceneNode]) -> (left: Int?, right: Int?) {
        let left = showsLeftView ? children.first { nodes[$0].id == leftView && nodes[$0].kind.isView } : nil
        let right = showsRightView ? children.first { nodes[$0].id == rightView && nodes[$0].kind.isView } : nil
        return (left, right)
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.textField

    /// A text field's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .textField(let field) = content else { return nil }
        self = field
    }

    /// The properties as a text field's content.
    public var content: NodeContent { .textField(self) }
}
