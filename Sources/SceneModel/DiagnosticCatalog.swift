import Geometry

// Every message scenec prints, in one place: call sites pick a message by name and hand it the
// facts (`.error(.duplicateID(id), at: …)`), so a wording is changed once, checked against its
// siblings, and always paired with the same ``DiagnosticID``.
//
// Conventions: lowercase, no final period, the offending name in quotes, and a `hint` (a
// "; did you mean …?" suffix from the front end, or "") where a close name exists. Names passed
// in are already quoted for display (`ValueSyntax.quoted`) where the file's text is shown.
// A message that wraps another component's text (libxml2's error in scenec's words, a value
// parser's reason, a solver's) takes that text as an argument.
//
// The groups follow ``DiagnosticID``'s, in pipeline order.

extension DiagnosticMessage {
    // MARK: - Reading the file

    /// The scene file has no bytes.
    public static var fileEmpty: Self { Self(.fileEmpty, "file is empty; a scene starts with <scene>") }

    /// A scene file of `size` bytes over `--max-file-size`.
    public static func fileTooLarge(_ size: Int, limit: Int) -> Self {
        Self(.fileTooLarge, "file is \(size) bytes; scenes are limited to \(limit) bytes (--max-file-size)")
    }

    /// An imported file of `size` bytes over `--max-file-size`.
    public static func importedFileTooLarge(_ file: String, size: Int, limit: Int) -> Self {
        Self(.fileTooLarge, "the imported file '\(file)' is \(size) bytes; files are limited to \(limit) bytes (--max-file-size)")
    }

    /// An image file of `size` bytes over `--max-file-size`.
    public static func imageTooLarge(_ name: String, size: Int, limit: Int) -> Self {
        Self(.fileTooLarge, "the image '\(name)' is \(size) bytes; files are limited to \(limit) bytes (--max-file-size)")
    }

    /// A scene file named on the command line that cannot be read, and why when that is known.
    public static func unreadableFile(_ path: String, because refusal: FileRefusal? = nil) -> Self {
        Self(.unreadableFile, "cannot read '\(path)'" + (refusal.map { ": " + reason($0, of: "scene files") } ?? ""))
    }

    /// An imported file that cannot be read, and why when that is known.
    public static func unreadableImport(_ path: String, because refusal: FileRefusal? = nil) -> Self {
        Self(.unreadableFile, "cannot read the imported file '\(path)'" + (refusal.map { ": " + reason($0, of: "imports") } ?? ""))
    }

    /// Why a file was refused, in words that name the rule; `kind` is what the rule is about
    /// ("imports"), plural.
    private static func reason(_ refusal: FileRefusal, of kind: String) -> String {
        switch refusal {
        case .missing: "there is no such file"
        case .linkOutOfFolder: "a symbolic link leads it out of the scene's folder; \(kind) are read only from the scene's folder and its subfolders, links resolved"
        case .notRegularFile: "it is not a regular file (a folder, FIFO, socket or device); \(kind) are read only from regular files"
        case .unopenable(let reason): reason
        }
    }

    /// A file that starts as UTF-16 or UTF-32 text.
    public static var utf16File: Self {
        Self(.invalidEncoding, "the file is UTF-16 (or UTF-32); scene files are UTF-8: convert it, for example with iconv -f UTF-16 -t UTF-8")
    }

    /// A NUL byte, where libxml2 would stop reading.
    public static var nulByte: Self {
        Self(.invalidEncoding, "the file holds a NUL byte; scene files are text, and nothing after a NUL would be read")
    }

    /// A malformed UTF-8 sequence; `bytes` shows them, such as `0xC3 0x28`.
    public static func invalidUTF8(bytes: String) -> Self {
        Self(.invalidEncoding, "the file is not valid UTF-8 (bytes \(bytes))")
    }

    /// An XML declaration naming an encoding other than UTF-8.
    public static func declaredEncoding(_ name: String) -> Self {
        Self(.invalidEncoding, "the file declares the encoding '\(name)'; scene files are UTF-8: save it as UTF-8 and declare encoding=\"UTF-8\", or nothing")
    }

    /// libxml2's first error, already put in scenec's words by the front end.
    public static func xmlSyntax(_ text: String) -> Self { Self(.xmlSyntax, text) }

    /// A parse that failed without any error libxml2 reported.
    public static var notWellFormed: Self { Self(.xmlSyntax, "the file is not a well-formed XML document") }

    /// libxml2 could not make a parser context (out of memory).
    public static var parserUnavailable: Self { Self(.xmlSyntax, "libxml2 could not start a parser for this file") }

    /// A DOCTYPE anywhere in the file.
    public static var doctypeNotAllowed: Self {
        Self(.doctypeNotAllowed, "a DOCTYPE is not allowed in a scene file; scenes use no DTD or entities")
    }

    /// An entity reference left in the tree.
    public static var entityNotAllowed: Self { Self(.entityNotAllowed, "entity references are not allowed in a scene file") }

    /// A start tag with more than `most` attributes.
    public static func tooManyAttributes(_ most: Int) -> Self {
        Self(.tooManyAttributes, "the element has more than \(most) attributes; elements are limited to \(most)")
    }

    /// The first processing instruction of a file (not its XML declaration).
    public static var processingInstructionIgnored: Self {
        Self(.processingInstructionIgnored, "processing instructions ('<?name …?>') are ignored; scenes use none")
    }

    /// Views and layers nested deeper than `--max-depth`.
    public static func nestingTooDeep(_ depth: Int) -> Self {
        Self(.nestingTooDeep, "views and layers are nested more than \(depth) deep; the limit is \(depth) (--max-depth)")
    }

    /// Elements nested deeper than `most`, the deepest a scene within `--max-depth` can need.
    public static func elementsTooDeep(_ most: Int, depth: Int) -> Self {
        Self(.nestingTooDeep, "elements are nested more than \(most) deep, more than a scene whose views and layers nest \(depth) deep can need; the limit is \(depth) (--max-depth)")
    }

    // MARK: - Components and imports

    /// An element other than `<component>` or `<import>` in a `<library>`.
    public static func notInLibrary(_ element: String) -> Self {
        Self(.misplacedElement, "<\(MessageText.name(element))> is not allowed inside <library>; a library holds <component> and <import> elements")
    }

    /// An attribute other than `file` on `<import>`.
    public static func unknownImportAttribute(_ name: String) -> Self {
        Self(.unknownAttribute, "unknown attribute '\(name)' on <import>; it takes only 'file'")
    }

    /// Any attribute on `<library>`.
    public static func unknownLibraryAttribute(_ name: String) -> Self {
        Self(.unknownAttribute, "unknown attribute '\(name)' on <library>; it takes none")
    }

    /// Text inside `<import>`.
    public static func unexpectedTextInImport(_ text: String) -> Self {
        Self(.unexpectedText, "unexpected text '\(text)' in <import>")
    }

    /// An `<import>` without `file`.
    public static var importNeedsFile: Self {
        Self(.missingAttribute, "<import> needs 'file', a path relative to this file, such as file=\"components.xml\"")
    }

    /// An `<import>` whose `file` is absolute or empty.
    public static func importPathNotRelative(_ file: String) -> Self {
        Self(.invalidValue, "invalid 'file': '\(file)' must be a path relative to the importing file")
    }

    /// An `<import>` whose `file` leads out of the scene's folder.
    public static func importOutsideFolder(_ file: String) -> Self {
        Self(.importOutsideFolder, "invalid 'file': '\(file)' leads out of the scene's folder; imports are read only from the scene's folder and its subfolders")
    }

    /// Imports that lead back to a file being imported; `cycle` shows the chain.
    public static func importCycle(_ cycle: String) -> Self { Self(.importCycle, "import cycle: \(cycle)") }

    /// Imports nested deeper than `depth` files.
    public static func importsTooDeep(_ depth: Int) -> Self { Self(.importsTooDeep, "imports nest more than \(depth) files deep") }

    /// An imported file whose root is not `<library>`.
    public static func invalidLibraryRoot(_ element: String) -> Self {
        Self(.invalidRoot, "an imported file must have <library> as its root element, not <\(MessageText.name(element))>")
    }

    /// A `<component>` without `name`.
    public static var componentNeedsName: Self {
        Self(.missingAttribute, "<component> needs a 'name', such as name=\"CustomView\"")
    }

    /// A word of `parameters` written twice.
    public static func parameterListedTwice(_ word: String) -> Self {
        Self(.invalidValue, "invalid 'parameters': '\(MessageText.name(word))' is listed twice")
    }

    /// A word of `parameters` that is an attribute `<use>` itself takes.
    public static func parameterNamesUseAttribute(_ word: String) -> Self {
        Self(.invalidValue, "invalid 'parameters': '\(word)' names an attribute of <use>")
    }

    /// A word of `parameters` that is a view property, which `word=` on `<use>` already sets.
    public static func parameterIsViewProperty(_ word: String) -> Self {
        Self(.invalidValue, "invalid 'parameters': '\(word)' is a view property, so '\(word)=' on <use> sets it; choose another name")
    }

    /// `id` on `<component>`, where each `<use>` gives the id instead.
    public static var idOnComponent: Self {
        Self(.unknownAttribute, "unknown attribute 'id' on <component>; each <use> gives its instance an id")
    }

    /// Two components of one name.
    public static func duplicateComponent(_ name: String) -> Self { Self(.duplicateComponent, "duplicate component '\(MessageText.name(name))'") }

    /// A `{name}` placeholder that is none of `parameters`.
    public static func unknownParameter(_ name: String, component: String, parameters: [String], hint: String) -> Self {
        let known = parameters.isEmpty ? "it has no parameters" : "its parameters are \(MessageText.quotedList(parameters))"
        return Self(.unknownParameter, "'{\(MessageText.name(name))}' is not a parameter of component '\(MessageText.name(component))'; \(known)\(hint)")
    }

    /// A component that uses itself; `path` holds the quoted names along the cycle.
    public static func componentCycle(_ component: String, path: [String]) -> Self {
        Self(.componentCycle, "component '\(MessageText.name(component))' uses itself: \(MessageText.list(path, separator: " uses "))")
    }

    /// Components that expand to more than `most` elements.
    public static func tooManyExpandedElements(_ most: Int, views: Int, constraints: Int) -> Self {
        Self(.expansionTooLarge, "components expand to more than \(most) elements; scenes are limited to \(views) views (--max-views) and \(constraints) constraints (--max-constraints)")
    }

    /// Parameters that expand one value past `most` bytes.
    public static func expandedValueTooLong(_ most: Int) -> Self {
        Self(.valueTooLong, "expanding component parameters here makes a value of more than \(most) bytes; attribute values are limited to \(most) bytes")
    }

    /// Expansion that makes more than `limit` bytes of values and text in all.
    public static func expansionTooLarge(_ limit: Int) -> Self {
        Self(.expansionTooLarge, "expanding components here makes more than \(limit) bytes of attribute values and text; scenes are limited to \(limit) bytes (--max-file-size)")
    }

    /// A `<use>` without `component`.
    public static var useNeedsComponent: Self { Self(.missingAttribute, "<use> needs 'component', the name of a <component>") }

    /// A `<use>` naming no component.
    public static func unknownComponent(_ name: String, hint: String) -> Self {
        Self(.unknownComponent, "no component is named '\(name)'\(hint)")
    }

    /// An attribute on `<use>` that is neither one of the component's `parameters` nor a view property.
    public static func unknownUseAttribute(_ name: String, component: String, parameters: [String], hint: String) -> Self {
        let takes = parameters.isEmpty ? "it takes no parameters" : "its parameters are \(MessageText.quotedList(parameters))"
        return Self(.unknownAttribute, "'\(name)' is neither a parameter of component '\(MessageText.name(component))' nor a view property; \(takes)\(hint)")
    }

    /// A `<use>` that leaves out some of the component's parameters (`missing`, in their order).
    public static func missingParameters(_ missing: [String], component: String) -> Self {
        let noun = missing.count == 1 ? "parameter" : "parameters"
        return Self(.missingAttribute, "<use component=\"\(MessageText.name(component))\"> needs the \(noun) \(MessageText.quotedList(missing))")
    }

    /// A `<use>` without `id`.
    public static var useNeedsID: Self {
        Self(.missingAttribute, "<use> needs an 'id'; the instance's views are named after it, such as 'card1.title'")
    }

    // MARK: - Building the scene

    /// A root element other than `<scene>`, or `<scene>` in a namespace.
    public static func invalidSceneRoot(_ element: String, namespace: String?) -> Self {
        let found = namespace.map { "<\(MessageText.name(element))> in the namespace '\(MessageText.name($0))'" } ?? "<\(MessageText.name(element))>"
        return Self(.invalidRoot, "the root element must be <scene> in no namespace, not \(found)")
    }

    /// An element with a namespace prefix or `xmlns`.
    public static func namespaceNotAllowed(_ element: String) -> Self {
        Self(.namespaceNotAllowed, "namespaces are not used in scene files; remove the prefix or xmlns from <\(MessageText.name(element))>")
    }

    /// An element the format does not define.
    public static func unknownElement(_ element: String, hint: String) -> Self {
        Self(.unknownElement, "unknown element <\(MessageText.name(element))>\(hint)")
    }

    /// A known element inside a parent that cannot hold it.
    public static func misplacedElement(_ element: String, parent: String) -> Self {
        let reason = parent == "layer" ? "; a layer can contain only layers, as CALayer cannot hold a view" : ""
        return Self(.misplacedElement, "<\(MessageText.name(element))> is not allowed inside <\(MessageText.name(parent))>\(reason)")
    }

    /// A `<mask>` with no layer (`empty`) or with more than one.
    public static func maskNeedsOneLayer(empty: Bool) -> Self {
        Self(.invalidMask, empty ? "<mask> is empty; it holds the one layer whose alpha masks its owner"
                                 : "a <mask> holds one layer, as CALayer.mask is one layer; put the others inside it as its sublayers")
    }

    /// A second `<mask>` on one view or layer.
    public static func duplicateMask(_ owner: String) -> Self {
        Self(.invalidMask, "\(MessageText.name(owner)) already has a <mask>; a layer has one mask")
    }

    /// A property of a layer inside a `<mask>` that the mask cannot draw; `reason` says why.
    public static func unsupportedInMask(_ attribute: String, _ reason: String) -> Self {
        Self(.unsupportedInMask, "'\(MessageText.name(attribute))' is not supported inside a <mask>: \(reason)")
    }

    /// An attribute `element` does not take.
    public static func unknownAttribute(_ name: String, on element: String, hint: String) -> Self {
        Self(.unknownAttribute, "unknown attribute '\(MessageText.name(name))' on <\(MessageText.name(element))>\(hint)")
    }

    /// A value that cannot be parsed; `reason` is the parser's words.
    public static func invalidValue(_ attribute: String, _ reason: String) -> Self {
        Self(.invalidValue, "invalid '\(attribute)': \(reason)")
    }

    /// An invalid value on a node the scene names for messages (`displayName`): the name says
    /// which, as a translated document's reader knows it.
    public static func invalidValue(_ attribute: String, of node: String, _ reason: String) -> Self {
        Self(.invalidValue, "invalid '\(attribute)' of \(node): \(reason)")
    }

    /// A value over the attribute length limit.
    public static func valueTooLong(_ attribute: String, bytes: Int, limit: Int) -> Self {
        Self(.valueTooLong, "the value of '\(MessageText.name(attribute))' is \(bytes) bytes; attribute values are limited to \(limit) bytes")
    }

    /// A frame expression or constraint over `--max-expression-length`.
    public static func expressionTooLong(_ length: Int, limit: Int) -> Self {
        Self(.expressionTooLong, "the expression is \(length) characters long; expressions are limited to \(limit) (--max-expression-length)")
    }

    /// More views and layers than `--max-views`.
    public static func tooManyViews(_ limit: Int) -> Self {
        Self(.tooManyViews, "the scene has more than \(limit) views and layers; scenes are limited to \(limit) (--max-views)")
    }

    /// More constraints than `--max-constraints`.
    public static func tooManyConstraints(_ limit: Int) -> Self {
        Self(.tooManyConstraints, "the scene has more than \(limit) constraints; scenes are limited to \(limit) (--max-constraints)")
    }

    /// More viewports than `--max-viewports`.
    public static func tooManyViewports(_ limit: Int) -> Self {
        Self(.tooManyViewports, "the scene has more than \(limit) viewports; scenes are limited to \(limit) (--max-viewports)")
    }

    /// More text than `--max-text`.
    public static func textTooLong(_ limit: Int) -> Self {
        Self(.textTooLong, "the scene has more than \(limit) characters of text; scenes are limited to \(limit) (--max-text)")
    }

    /// Text inside an element that takes none.
    public static func unexpectedText(_ text: String, in element: String) -> Self {
        Self(.unexpectedText, "unexpected text '\(text)' in <\(element)>; scenes put every value in an attribute")
    }

    /// A size both on `<scene>` and as `<viewport>` elements.
    public static var sizeGivenTwice: Self {
        Self(.invalidSceneSize, "give the size either on <scene> or as <viewport> elements, not both")
    }

    /// No size anywhere.
    public static var sceneNeedsSize: Self {
        Self(.invalidSceneSize, "<scene> needs a size: 'width' and 'height', or <viewport> elements")
    }

    /// Only one of `width` and `height` on `<scene>`.
    public static var sceneNeedsWidthAndHeight: Self { Self(.invalidSceneSize, "<scene> needs both 'width' and 'height'") }

    /// A `<viewport>` without a size.
    public static var viewportNeedsSize: Self {
        Self(.missingAttribute, "<viewport> needs 'width' and 'height' (a number, or 'fit' to fit the content)")
    }

    /// A `<viewport>` without a name, among several.
    public static var viewportNeedsName: Self {
        Self(.missingAttribute, "<viewport> needs a 'name'; it names the output file (SCENE.NAME.svg)")
    }

    /// Two viewports of one name.
    public static func duplicateViewport(_ name: String) -> Self { Self(.duplicateViewport, "duplicate viewport name '\(MessageText.name(name))'") }

    /// Two views or layers of one id.
    public static func duplicateID(_ id: String) -> Self { Self(.duplicateID, "duplicate id '\(MessageText.name(id))'") }

    /// A name that is no view's id.
    public static func unknownID(_ name: String, hint: String) -> Self { Self(.unknownID, "no view has the id '\(MessageText.name(name))'\(hint)") }

    /// An `autoresizingMask` option that does not exist.
    public static func unknownAutoresizingOption(_ name: String, hint: String) -> Self {
        Self(.invalidValue, "invalid 'autoresizingMask': unknown option '\(name)'\(hint)")
    }

    /// A frame expression that does not parse; `reason` is the parser's words.
    public static func invalidFrameExpression(_ attribute: String, _ reason: String, in value: String) -> Self {
        Self(.invalidValue, "invalid '\(attribute)': \(reason) in '\(value)'")
    }

    /// A frame expression naming a quantity that does not exist.
    public static func unknownFrameValue(_ attribute: String, _ name: String, hint: String) -> Self {
        Self(.invalidValue, "invalid '\(attribute)': unknown frame value '\(name)'\(hint)")
    }

    /// A text field's `leftView` or `rightView` (`attribute`) naming no view written directly
    /// inside the field; `elsewhere` when the id is another view's (an ancestor's, a sibling's).
    public static func unknownOverlayView(_ attribute: String, _ name: String, elsewhere: Bool) -> Self {
        Self(.unknownID, "invalid '\(attribute)': no view written directly inside the text field has the id '\(MessageText.name(name))'"
             + (elsewhere ? "; the view with that id is elsewhere in the scene, and a field's overlay view must be its own subview" : ""))
    }

    /// A text field whose `leftView` and `rightView` name the same view, which UIKit would move
    /// from one side to the other.
    public static func overlayViewUsedTwice(_ name: String) -> Self {
        Self(.invalidValue, "invalid 'rightView': the view '\(MessageText.name(name))' is the field's 'leftView' already; a view can be only one of the two")
    }

    /// A cell's `accessoryView` naming no view written directly inside the cell.
    public static func unknownAccessoryView(_ name: String) -> Self {
        Self(.unknownID, "invalid 'accessoryView': no view written directly inside the cell has the id '\(MessageText.name(name))'")
    }

    /// A frame expression naming no view's id.
    public static func unknownExpressionID(_ attribute: String, _ name: String, hint: String) -> Self {
        Self(.unknownID, "invalid '\(attribute)': no view has the id '\(name)'\(hint)")
    }

    /// A frame expression reading a view that is not a sibling.
    public static func notASibling(_ attribute: String, _ name: String, of node: String) -> Self {
        Self(.invalidFrameReference, "invalid '\(attribute)': '\(name)' is not a sibling of \(node); frame expressions read the superview, siblings and self")
    }

    /// `superview.bounds` on a layer or `owner.bounds` on a view.
    public static func wrongContainerBounds(_ name: String, isLayer: Bool) -> Self {
        Self(.invalidFrameReference, "a \(isLayer ? "layer" : "view")'s frame follows '\(isLayer ? "owner" : "superview").bounds', not '\(name).bounds'")
    }

    /// A view whose frame follows another view's bounds.
    public static func viewFollowsOnlySuperview(_ name: String) -> Self {
        Self(.invalidFrameReference, "a view's frame can follow only 'superview.bounds'; '\(name).bounds' needs a layer, or constraints")
    }

    /// A layer whose frame follows another layer's bounds.
    public static func layerBoundsFollowed(_ name: String) -> Self {
        Self(.invalidFrameReference, "'\(name)' is a layer; a layer's frame can follow the bounds of a view")
    }

    /// More than two frame expressions on one axis; `targets` are the quoted names.
    public static func overdeterminedFrame(_ node: String, targets: [String], horizontal: Bool) -> Self {
        Self(.overdeterminedFrame, "\(node) is over-determined: \(targets.dropLast().joined(separator: ", ")) and \(targets.last ?? "") all set its \(horizontal ? "horizontal" : "vertical") position and size; give two of them")
    }

    /// A `<constraint>` with no text.
    public static var emptyConstraint: Self {
        Self(.invalidConstraint, "<constraint> is empty; write it as text, such as <constraint>crown.top == board.top - 20</constraint>")
    }

    /// A constraint that does not parse or relates mismatched anchors; `reason` says why.
    public static func invalidConstraint(_ written: String, _ reason: String) -> Self {
        Self(.invalidConstraint, "invalid constraint '\(written)': \(reason)")
    }

    /// An anchor that does not exist.
    public static func unknownAnchor(_ name: String, hint: String) -> Self { Self(.unknownAnchor, "unknown anchor '\(name)'\(hint)") }

    /// `superview` in a constraint whose first view has none.
    public static var noSuperview: Self {
        Self(.invalidConstraintItem, "'superview' means the superview of the view the constraint starts with, and it has none here")
    }

    /// A layer named in a constraint.
    public static func layerInConstraint(_ name: String) -> Self {
        Self(.invalidConstraintItem, "'\(name)' is a layer; constraints place views only")
    }

    /// A scroll view's guide on a view of another kind.
    public static func guideOfScrollView(_ guide: String, node: String, kind: String) -> Self {
        Self(.invalidConstraintItem, "'\(guide)' belongs to a <scrollView>, and \(node) is a <\(kind)>")
    }

    /// `frame` with a non-identity `transform`; a layer positions with `position`, a view with `center`.
    public static func frameWithTransform(isLayer: Bool) -> Self {
        Self(.frameWithTransform, "'frame' is undefined when 'transform' is not the identity; the frame is applied as if set before the transform, position with \(isLayer ? "'position'" : "'center'") and 'bounds' instead")
    }

    /// `spacingAfter` on a view outside a stack view.
    public static func spacingOutsideStack(_ node: String) -> Self {
        Self(.spacingOutsideStack, "'spacingAfter' has no effect: \(node) is not arranged in a <stackView>")
    }

    // MARK: - Images

    /// An image that crosses `--max-image-bytes`, taking the total to `total` bytes.
    public static func imagesTooLarge(_ name: String, total: Int, limit: Int) -> Self {
        Self(.imagesTooLarge, "the image '\(name)' takes the scene's image files to \(total) bytes; scenes are limited to \(limit) bytes of images (--max-image-bytes)")
    }

    /// A file of no image type scenec embeds.
    public static func notAnImage(_ name: String) -> Self { Self(.invalidImage, "'\(name)' is not a PNG, JPEG, GIF or WebP image") }

    /// An image whose header claims more than `limit` pixels on a side.
    public static func imageTooManyPixels(_ name: String, width: Int, height: Int, limit: Int) -> Self {
        Self(.invalidImage, "the image '\(name)' claims to be \(width) × \(height) pixels; images are at most \(limit) pixels on a side")
    }

    /// An image that cannot be read from the scene's folder, and why when that is known.
    public static func unreadableImage(_ name: String, because refusal: FileRefusal? = nil) -> Self {
        Self(.invalidImage, "cannot read the image '\(name)' in the scene's folder"
             + (refusal.map { ": " + reason($0, of: "images") } ?? " (missing, unreadable, not a file, or a link out of the folder)"))
    }

    // MARK: - Layout

    /// A baseline alignment on a vertical stack view.
    public static func baselineInVerticalStack(_ alignment: String, node: String) -> Self {
        Self(.ineffectiveAlignment, "'\(alignment)' aligns the views of a horizontal stack; \(node) is vertical, so its views fill its width")
    }

    /// Frame expressions reading each other; `names` are `id.target`, in reading order.
    public static func frameExpressionCycle(_ names: [String]) -> Self {
        Self(.frameExpressionCycle, "frame expressions read each other in a cycle: \(MessageText.list(names + names.prefix(1), separator: " → "))")
    }

    /// A frame expression dividing by zero.
    public static func divisionByZero(_ target: String, expression: String) -> Self {
        Self(.divisionByZero, "'\(target)' divides by zero: '\(expression)'")
    }

    /// A frame expression with an infinite or NaN value.
    public static func nonFiniteExpression(_ target: String, expression: String) -> Self {
        Self(.nonFiniteExpression, "'\(target)' gives no finite value: '\(expression)'")
    }

    /// Frame expressions on a view that constraints place.
    public static func frameExpressionsIgnored(_ node: String) -> Self {
        Self(.frameIgnored, "frame expressions of \(node) are ignored: constraints place this view (translatesAutoresizingMaskIntoConstraints is false)")
    }

    /// `frame` on a view that constraints place.
    public static func frameIgnored(_ node: String) -> Self {
        Self(.frameIgnored, "'frame' of \(node) is ignored: constraints place this view (translatesAutoresizingMaskIntoConstraints is false)")
    }

    /// UIKit's "Unable to simultaneously satisfy constraints", breaking `constraint`.
    public static func unsatisfiableConstraints(breaking constraint: String) -> Self {
        Self(.unsatisfiableConstraints, "unable to simultaneously satisfy constraints; breaking \(constraint)")
    }

    /// A view whose `aspects` (such as "width") its constraints leave loose.
    /// `expected` and `actual` as `(x y; width height)`, as the message prints frames.
    public static func misplacedView(_ node: String, expected: String, actual: String) -> Self {
        Self(.misplacedView, "\(node) is misplaced: its stored frame is \(expected), the layout gives \(actual)")
    }

    public static func ambiguousLayout(_ node: String, aspects: [String]) -> Self {
        let list = aspects.count <= 2
            ? aspects.joined(separator: " and ")
            : aspects.dropLast().joined(separator: ", ") + " and " + (aspects.last ?? "")
        return Self(.ambiguousLayout, "\(node) has an ambiguous layout: its \(list) \(aspects.count == 1 ? "is" : "are") not determined by its constraints")
    }

    /// The solver stopped at `--max-pivots` while adding `constraint`.
    public static func solverGaveUp(after pivots: Int, adding constraint: String) -> Self {
        Self(.solverGaveUp, "layout gave up after \(pivots) simplex pivots (--max-pivots), while adding \(constraint); the constraints are too many or the solver cycles")
    }

    /// The solver declined to answer `constraint`; `reason` is its words.
    public static func inexactLayout(_ constraint: String, _ reason: String) -> Self {
        Self(.inexactLayout, "cannot lay out \(constraint) exactly: \(reason)")
    }

    /// A drawing layer with a zero-size frame.
    public static func zeroSizeLayer(_ node: String) -> Self {
        Self(.zeroSizeLayer, "layer \(node) has a zero-size frame, so nothing it draws is visible; give it a 'frame', for example frame=\"owner.bounds\"")
    }

    /// A character of label or button text that no font of its cascade has: the font's
    /// missing-glyph box is drawn in its place, or nothing where that box is empty. A character
    /// of more than 8 scalars (a letter under a pile of marks) is named by its first 8 codes
    /// alone, so one message stays short however the text piles them up.
    public static func missingGlyph(_ character: Character, drawnAsBox: Bool) -> Self {
        let scalars = character.unicodeScalars
        var codes = scalars.prefix(8).map { scalar -> String in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
        codes += scalars.count > 8 ? " …" : " '\(character)'"
        let drawn = drawnAsBox ? "the font's missing-glyph box" : "nothing"
        return Self(.missingGlyph, "no font has a glyph for \(codes); it is drawn as \(drawn)")
    }

    /// More characters than the warnings name that no font has.
    public static func moreMissingGlyphs(_ count: Int) -> Self {
        Self(.missingGlyph, "and \(count) more character\(count == 1 ? "" : "s") of the scene's text that no font has a glyph for")
    }

    // MARK: - Any stage

    /// The error past `most` in one file: the rest are not looked for.
    public static func tooManyErrors(_ most: Int) -> Self {
        Self(.tooManyErrors, "too many errors; scenec stops after \(most) errors in one file")
    }

    /// The warning past `most` in one file: the rest are not shown.
    public static func tooManyWarnings(_ most: Int) -> Self {
        Self(.tooManyWarnings, "too many warnings; scenec shows the first \(most) of one file")
    }

    // MARK: - Compiling

    /// `--scene NAME` naming none of the document's scenes, `names` (quoted, comma-separated;
    /// the first few, then how many more).
    public static func unknownScene(_ name: String, names: String) -> Self {
        Self(.unknownScene, "no scene named '\(name)'; the file has \(names)")
    }

    /// A scene without viewports, where one is needed.
    public static var noViewport: Self { Self(.unknownViewport, "the scene has no viewport") }

    /// `--viewport NAME` naming none of `names` (quoted, comma-separated; "" for none).
    public static func unknownViewport(_ name: String, names: String) -> Self {
        Self(.unknownViewport, "no viewport named '\(name)'; the scene has \(names.isEmpty ? "none" : names)")
    }

    /// `--size WxH` outside the sizes a viewport may have.
    public static func invalidViewportSize(width: Double, height: Double) -> Self {
        Self(.invalidViewportSize, "a viewport size must be positive and at most 10000000 points, not \(NumberText.format(width))×\(NumberText.format(height))")
    }

    /// More view layouts over all viewports than `--max-views`.
    public static func layoutWorkTooLarge(views: Int, viewports: Int, limit: Int) -> Self {
        Self(.layoutWorkTooLarge, "laying out \(views) views at \(viewports) viewports is \(views * viewports) view layouts; a compile lays out at most \(limit) (--max-views), so compile fewer viewports at once (--viewport) or raise the limit")
    }

    /// Text laid out again at each of `viewports` past `--max-text` characters in all.
    public static func textWorkTooLarge(characters: Int, viewports: Int, limit: Int) -> Self {
        Self(.layoutWorkTooLarge, "laying out \(characters) characters of text at \(viewports) viewports is \(characters * viewports) characters; a compile lays out at most \(limit) (--max-text), so compile fewer viewports at once (--viewport) or raise the limit")
    }

    /// Images embedded again at each of `viewports` past `--max-image-bytes` in all.
    public static func imageWorkTooLarge(bytes: Int, viewports: Int, limit: Int) -> Self {
        Self(.layoutWorkTooLarge, "embedding \(bytes) bytes of images at \(viewports) viewports is \(bytes * viewports) bytes; a compile embeds at most \(limit) (--max-image-bytes), so compile fewer viewports at once (--viewport) or raise the limit")
    }

    /// A render tree with a NaN or infinity at `node`.
    public static func nonFiniteLayout(_ node: String) -> Self {
        Self(.nonFiniteLayout, "layout gives \(node) a position, size or transform that is not a finite number; numbers this large cannot be drawn")
    }

    /// An output file name longer than the file system takes.
    public static func fileNameTooLong(_ name: String, longest: Int, isViewport: Bool) -> Self {
        Self(.fileNameTooLong, "the output file name '\(name)' is \(name.utf8.count) bytes; the output folder's file system takes at most \(longest); give the \(isViewport ? "viewport" : "scene") a shorter name")
    }

    /// A hit-test grid with more than `maximum` cells.
    public static func gridTooManyCells(step: Double, width: Double, height: Double, columns: Double, rows: Double, maximum: Int) -> Self {
        let f = NumberText.format
        return Self(.gridTooLarge, "a grid of \(f(step))-point cells over \(f(width))×\(f(height)) points is \(f(columns))×\(f(rows)) cells; --grid answers at most \(maximum) points, so use larger cells")
    }

    /// A hit-test grid whose cells times views exceed `maximum`.
    public static func gridTooManyTests(cells: Double, views: Int, maximum: Int) -> Self {
        let f = NumberText.format
        return Self(.gridTooLarge, "a grid of \(f(cells)) cells over \(views) views may make \(f(cells * Double(views))) view tests; --grid makes at most \(maximum), so use larger cells")
    }

    /// A scene's output file `name` that another scene of the same command, `other`, already wrote.
    public static func outputNameClash(_ name: String, other: String) -> Self {
        Self(.outputNameClash, "'\(name)' would overwrite the output of '\(other)'; give one of the scenes another name")
    }
}

extension NoteMessage {
    /// At the first of two equal names.
    public static var firstDefinedHere: Self { Self("first defined here") }

    /// At the `<import>` of a file with the wrong root.
    public static var importedHere: Self { Self("imported here") }

    /// At the definition of `name`.
    public static func definedHere(_ name: String) -> Self { Self("'\(name)' is defined here") }

    /// At a constraint that conflicts with the broken one.
    public static func conflictsWith(_ constraint: String) -> Self { Self("conflicts with \(constraint)") }

    /// After the conflicting constraints a diagnostic lists: how many more conflict.
    public static func moreConflicts(_ count: Int) -> Self {
        Self("and \(count) more conflicting constraint\(count == 1 ? "" : "s")")
    }

    /// At another frame expression of a cycle.
    public static func partOfCycle(_ target: String, expression: String) -> Self {
        Self("'\(target)' = '\(expression)' is part of the cycle")
    }
}

// MARK: Interface Builder documents

extension DiagnosticMessage {

    /// The document is not one scenec reads, and why.
    public static func interfaceBuilderDocumentUnreadable(_ why: String) -> Self {
        Self(.interfaceBuilderDocumentUnreadable, why)
    }

    /// Something scenec does not model yet, in its own words (which class, attribute or value,
    /// and what is drawn instead).
    public static func interfaceBuilderNotModelled(_ what: String) -> Self {
        Self(.interfaceBuilderNotModelled, what)
    }
}
