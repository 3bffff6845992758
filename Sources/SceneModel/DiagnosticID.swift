/// The kind of a diagnostic, by a stable name: tools and tests match on the id, never on the
/// wording, which may improve. The raw value is the name (kebab-case) and never changes once
/// released; docs/CLI.md lists every id with its severity.
///
/// One id may have several wordings in ``DiagnosticMessage`` (say, an unknown attribute on a
/// view and on `<import>`); each wording has exactly one id. The cases are grouped by the stage
/// that emits them, in pipeline order.
public enum DiagnosticID: String, CaseIterable, Sendable {
    // MARK: Reading the file

    /// The file holds no byte at all.
    case fileEmpty = "file-empty"
    /// A scene, an imported file or an image is larger than `--max-file-size`.
    case fileTooLarge = "file-too-large"
    /// A scene or an imported file cannot be read.
    case unreadableFile = "unreadable-file"
    /// The file is not UTF-8 text: UTF-16, a NUL byte, a malformed sequence, another declared encoding.
    case invalidEncoding = "invalid-encoding"
    /// libxml2 found the file not well-formed XML; the message says what and where, in scenec's words.
    case xmlSyntax = "xml-syntax"
    /// The file has a DOCTYPE, which could declare entities.
    case doctypeNotAllowed = "doctype-not-allowed"
    /// The file uses an entity reference other than XML's own five.
    case entityNotAllowed = "entity-not-allowed"
    /// An element has more attributes than any scene element can take.
    case tooManyAttributes = "too-many-attributes"
    /// Elements, or views and layers, nest deeper than `--max-depth` allows.
    case nestingTooDeep = "nesting-too-deep"
    /// The file has processing instructions (`<?name …?>`), which scenes do not use.
    case processingInstructionIgnored = "processing-instruction-ignored"

    // MARK: Components and imports

    /// An `<import>` names a file outside the scene's folder.
    case importOutsideFolder = "import-outside-folder"
    /// Imports lead back to a file that is being imported.
    case importCycle = "import-cycle"
    /// Imports nest deeper than scenec follows.
    case importsTooDeep = "imports-too-deep"
    /// Two `<component>` elements have the same name.
    case duplicateComponent = "duplicate-component"
    /// A `<use>` names no component that exists.
    case unknownComponent = "unknown-component"
    /// A `{name}` placeholder names no parameter of its component.
    case unknownParameter = "unknown-parameter"
    /// A component uses itself, directly or through others.
    case componentCycle = "component-cycle"
    /// Expanding components makes more elements, or longer values, than the limits allow.
    case expansionTooLarge = "expansion-too-large"

    // MARK: Building the scene

    /// The root element is not `<scene>` (or `<library>` in an imported file).
    case invalidRoot = "invalid-root"
    /// An element or attribute has a namespace prefix or `xmlns`.
    case namespaceNotAllowed = "namespace-not-allowed"
    /// An element name the scene format does not define.
    case unknownElement = "unknown-element"
    /// A known element inside a parent that cannot hold it.
    case misplacedElement = "misplaced-element"
    /// An attribute the element does not take.
    case unknownAttribute = "unknown-attribute"
    /// An element lacks an attribute it needs.
    case missingAttribute = "missing-attribute"
    /// Text inside an element that takes none.
    case unexpectedText = "unexpected-text"
    /// An attribute's value cannot be parsed or is out of range.
    case invalidValue = "invalid-value"
    /// An attribute value is longer than attribute values may be.
    case valueTooLong = "value-too-long"
    /// A frame expression or constraint is longer than `--max-expression-length`.
    case expressionTooLong = "expression-too-long"
    /// More views and layers than `--max-views` allows.
    case tooManyViews = "too-many-views"
    /// More constraints than `--max-constraints` allows.
    case tooManyConstraints = "too-many-constraints"
    /// More viewports than `--max-viewports` allows.
    case tooManyViewports = "too-many-viewports"
    /// More characters of text than `--max-text` allows.
    case textTooLong = "text-too-long"
    /// The scene gives no size, or gives it both on `<scene>` and as `<viewport>` elements.
    case invalidSceneSize = "invalid-scene-size"
    /// Two viewports have the same name.
    case duplicateViewport = "duplicate-viewport"
    /// Two views or layers have the same id.
    case duplicateID = "duplicate-id"
    /// A name refers to no view's id.
    case unknownID = "unknown-id"
    /// A frame follows the bounds of something it cannot follow, or an expression reads a view it cannot read.
    case invalidFrameReference = "invalid-frame-reference"
    /// More than two frame expressions set one axis of a view.
    case overdeterminedFrame = "overdetermined-frame"
    /// A `<constraint>` cannot be parsed, is empty, or relates anchors that do not match.
    case invalidConstraint = "invalid-constraint"
    /// A constraint names an anchor that does not exist.
    case unknownAnchor = "unknown-anchor"
    /// A constraint names something it cannot place: a layer, a missing superview, a guide of another view.
    case invalidConstraintItem = "invalid-constraint-item"
    /// `frame` and a non-identity `transform` are set together, which UIKit leaves undefined.
    case frameWithTransform = "frame-with-transform"
    /// `spacingAfter` is set on a view that no stack view arranges.
    case spacingOutsideStack = "spacing-outside-stack"
    /// A `<mask>` holds no layer or more than one, or its owner has a mask already.
    case invalidMask = "invalid-mask"
    /// A layer inside a `<mask>` sets a property a mask cannot draw (a clip, a shadow, a skew).
    case unsupportedInMask = "unsupported-in-mask"

    // MARK: Images

    /// An image file cannot be read, is not an image scenec can embed, or claims too many pixels.
    case invalidImage = "invalid-image"
    /// The scene's images together exceed `--max-image-bytes`.
    case imagesTooLarge = "images-too-large"

    // MARK: Layout

    /// A baseline alignment on a vertical stack view, which fills instead.
    case ineffectiveAlignment = "ineffective-alignment"
    /// Frame expressions read each other in a cycle.
    case frameExpressionCycle = "frame-expression-cycle"
    /// A frame expression divides by zero.
    case divisionByZero = "division-by-zero"
    /// A frame expression gives an infinity or NaN.
    case nonFiniteExpression = "non-finite-expression"
    /// A frame, or frame expressions, are ignored because constraints place the view.
    case frameIgnored = "frame-ignored"
    /// Constraints conflict and one is broken, as UIKit does; an error with `--strict`.
    case unsatisfiableConstraints = "unsatisfiable-constraints"
    /// A view's position or size is not determined by its constraints.
    case ambiguousLayout = "ambiguous-layout"
    /// A view's frame at the design viewport is more than half a point from the one the scene
    /// expects (`expectedFrame`, Interface Builder's stored frame).
    case misplacedView = "misplaced-view"
    /// The solver reached `--max-pivots` before finishing.
    case solverGaveUp = "solver-gave-up"
    /// The solver cannot answer a constraint's numbers exactly.
    case inexactLayout = "inexact-layout"
    /// A layer that draws something has a zero-size frame, so nothing is visible.
    case zeroSizeLayer = "zero-size-layer"
    /// No font of a label's or button's cascade has a glyph for a character of its text.
    case missingGlyph = "missing-glyph"

    // MARK: Compiling

    /// The document has no scene of the requested name (`--scene`).
    case unknownScene = "unknown-scene"
    /// The scene has no viewport, or none of the requested name.
    case unknownViewport = "unknown-viewport"
    /// A viewport size from the command line is not positive or too large.
    case invalidViewportSize = "invalid-viewport-size"
    /// Laying out every chosen viewport would lay out more views, characters of text or image
    /// bytes in all than `--max-views`, `--max-text` or `--max-image-bytes` allow.
    case layoutWorkTooLarge = "layout-work-too-large"
    /// Layout gives a view a position, size or transform that is not finite.
    case nonFiniteLayout = "non-finite-layout"
    /// An output file name is longer than the output folder's file system allows.
    case fileNameTooLong = "file-name-too-long"
    /// A hit-test grid asks for more cells or view tests than `--grid` answers.
    case gridTooLarge = "grid-too-large"
    /// Two scenes compiled by one command would write an output file of the same name.
    case outputNameClash = "output-name-clash"

    // MARK: Interface Builder documents

    /// The file is not an iOS Interface Builder document scenec reads (its type, version or
    /// runtime), or it holds no view to lay out.
    case interfaceBuilderDocumentUnreadable = "interface-builder-document-unreadable"
    /// An Interface Builder class, attribute or value scenec does not model yet: said once per
    /// kind and document, and compiling goes on with the nearest thing it models.
    case interfaceBuilderNotModelled = "interface-builder-not-modelled"

    // MARK: Any stage

    /// A file made more errors than a compile reports; the rest are not looked for.
    case tooManyErrors = "too-many-errors"
    /// A file made more warnings than a compile reports; the rest are not shown.
    case tooManyWarnings = "too-many-warnings"

    /// The severity every message of this kind has. `unsatisfiable-constraints` is a warning
    /// that `--strict` makes an error, `misplaced-view` one that `--strict-frames` makes an
    /// error; every other kind always has this severity.
    public var severity: Diagnostic.Severity {
        switch self {
        case .frameWithTransform, .spacingOutsideStack, .ineffectiveAlignment, .frameIgnored,
             .unsatisfiableConstraints, .ambiguousLayout, .misplacedView, .zeroSizeLayer, .missingGlyph, .tooManyWarnings, .processingInstructionIgnored,
             .interfaceBuilderNotModelled:
            return .warning
        default:
            return .error
        }
    }
}
