import Geometry
import SceneModel
import XMLReading

/// Turns element records into a `Scene`, checking every name and value against `SceneSchema`.
///
/// A loop over the schema: each attribute's declaration says which parser reads it and where
/// the value goes (a draft of the node, the scene or a viewport), so adding an attribute is one
/// line in the schema. It reports every problem it finds rather than stopping at the first; an
/// unknown element's subtree is skipped, since nothing inside it can be interpreted.
struct SceneBuilder {
    private let elements: [XMLElementRecord]
    private let fallbackName: String
    private let limits: ResourceLimits
    /// The value parsers, bounded by `limits`.
    private let syntax: ValueSyntax
    /// Label and button text so far, in Unicode scalars, against `limits.textCharacters`.
    private var textCharacters = 0
    private var diagnostics = DiagnosticLog()
    /// Every view and layer so far, in document order, each finished as soon as its element is
    /// read: a draft lives only while its attributes are applied, so a scene holds one node per
    /// view rather than a draft and a node. What is known only later (subviews, frames that
    /// follow a named view, frame expressions) is kept beside them and set by `finishedNodes()`.
    private var nodes: [SceneNode] = []
    /// The list each node's draft gathers its attribute places in, lent to one draft at a time.
    private var placesScratch: [AttributePlaces.Entry] = []
    /// Frames that follow a named view, by node, once resolved (looked up, never iterated).
    private var followedFrames: [Int: FrameSpec] = [:]
    /// Each node's frame expressions once resolved, in node order: a node's are consecutive.
    private var expressions: [(node: Int, expression: FrameExpression)] = []
    private var viewports: [Viewport] = []
    /// The viewport limit was crossed and reported; later viewports are dropped unreported.
    private var sawTooManyViewports = false
    /// Node index for each id, for references and duplicate checks (looked up, never iterated).
    private var ids: [String: Int] = [:]
    /// Frames that follow a named view, resolved once every id is known.
    private var pendingReferences: [(node: Int, name: String, scope: String, location: SourceLocation)] = []
    /// Frame expressions, resolved once every id is known.
    private var pendingExpressions: [(node: Int, scope: String, attribute: XMLElementRecord.Attribute, items: [ExpressionSyntax.Item])] = []
    /// `<constraint>` elements, resolved once every id is known.
    private var pendingConstraints: [XMLElementRecord] = []
    private var constraints: [LayoutConstraint] = []
    private var sceneSafeArea = EdgeInsets.zero
    private var sceneScale: Double?
    private var sceneKeyboardHeight: Double?
    /// The scene's design era, which sets some kinds' defaults (a slider's alignment rect).
    private var sceneDesign = DesignEra.current
    /// The layers in masks that turn, or lie in one that turns, by an angle that is no multiple
    /// of 90° (looked up, never iterated).
    private var turnedInMask: Set<Int> = []
    /// Suggestions among the scene's ids, which grow with the scene.
    private var suggestions = SuggestionBudget()
    /// A size or viewport attribute was written but invalid, and reported so: a missing size
    /// is then not reported again.
    private var sawInvalidSize = false
    /// How many `<section>`s each table view has so far, by its node (looked up, never iterated).
    private var sectionCounts: [Int: Int] = [:]
    /// The inset grouped table views, whose sections' first and last rows are rounded once
    /// their children are known.
    private var insetGroupedTables: [Int] = []
    /// The cells with an `accessoryView`, by their `contentView`: the scoped id of the view
    /// written inside the cell that the cell takes as its accessory (looked up, never iterated),
    /// and in document order those not found yet, reported once every element is read.
    private var accessoryNames: [Int: String] = [:]
    private var pendingAccessories: [(contentView: Int, name: String, location: SourceLocation)] = []
    /// The views text fields name as their left and right views.
    private var overlayNames = TextFieldOverlayNames()

    init(elements: [XMLElementRecord], fallbackName: String, limits: ResourceLimits = .standard) {
        self.elements = elements
        self.fallbackName = fallbackName
        self.limits = limits
        self.syntax = ValueSyntax(limits: limits)
    }

    mutating func build() -> (Scene?, DiagnosticLog) {
        guard let root = elements.first else { return (nil, diagnostics) }
        guard root.name == "scene", root.namespaceURI == nil else {
            diagnostics.append(.error(.invalidSceneRoot(root.name, namespace: root.namespaceURI.map(ValueSyntax.quoted)), at: root.location))
            return (nil, diagnostics)
        }
        nodes.reserveCapacity(elements.count)
        let (sceneDraft, invalid) = readSceneAttributes(root)
        let sceneName = sceneDraft.name ?? fallbackName
        let size = (width: sceneDraft.width, height: sceneDraft.height)
        sceneSafeArea = sceneDraft.safeAreaInsets
        sceneScale = sceneDraft.scale
        sceneKeyboardHeight = sceneDraft.keyboardHeight
        sceneDesign = sceneDraft.design ?? .current
        addRootNode(root, sceneDraft, invalid: invalid)
        guard readElements() else { return (nil, diagnostics) }
        resolvePending()
        if invalid.contains("width") || invalid.contains("height") { sawInvalidSize = true }
        if !sawInvalidSize { checkSize(size, scene: root) }
        if let w = size.width, let h = size.height {
            viewports.insert(Viewport(name: nil, size: Size(width: w, height: h), safeAreaInsets: sceneSafeArea, scale: sceneScale,
                                      keyboardHeight: sceneKeyboardHeight, location: root.location), at: 0)
        }
        if diagnostics.hasErrors { return (nil, diagnostics) }
        return (Scene(name: sceneName, location: root.location, viewports: viewports, nodes: finishedNodes(),
                      constraints: constraints, design: sceneDraft.design ?? .current,
                      controller: sceneDraft.isViewControllerRoot ? sceneDraft.controller : nil,
                      collapsesHiddenArrangedSubviews: sceneDraft.collapsesHiddenArrangedSubviews), diagnostics)
    }

    /// The `<scene>` element's attributes applied to a draft, with the names of those whose
    /// value was invalid (looked up only).
    private mutating func readSceneAttributes(_ root: XMLElementRecord) -> (SceneDraft, Set<String>) {
        var sceneDraft = SceneDraft()
        var invalid: Set<String> = []
        for (attribute, declaration) in checkedAttributes(of: root, schema: "scene") {
            guard case .scene(let rule) = declaration.destination else { continue }
            if !apply(rule, to: &sceneDraft, attribute) { invalid.insert(attribute.name) }
        }
        return (sceneDraft, invalid)
    }

    /// The root view, node 0, with the scene's background.
    private mutating func addRootNode(_ root: XMLElementRecord, _ sceneDraft: SceneDraft, invalid: Set<String>) {
        var rootNode = NodeDraft(ViewSyntax.declaration, location: root.location, parent: nil)
        rootNode.backgroundColor = invalid.contains("backgroundColor") ? nil : sceneDraft.backgroundColor ?? SystemColor.named("systemBackground")
        rootNode.tintColor = sceneDraft.tintColor
        // UIKit manages a controller's root margins: 0 at the top and bottom and the system
        // minimum at the sides (`ViewControllerRoot.systemMinimumMargins(width:)`) unless set.
        rootNode.layoutMargins = sceneDraft.layoutMargins ?? (sceneDraft.isViewControllerRoot ? .zero : rootNode.layoutMargins)
        rootNode.marginRules.insetsFromSafeArea = sceneDraft.insetsLayoutMarginsFromSafeArea
        checkText(root)
        nodes.append(rootNode.finished())
    }

    /// Where the walk over the elements below the root stands, by record.
    private struct ElementWalk {
        var nodeForRecord: [Int?]
        var skipped: [Bool]
        /// Components can nest deeper than the file did, so depth is checked again after
        /// expansion: views and layers against `limits.depth` (the root view is 0 deep), here,
        /// before any stage walks the tree, and every element against the deepest a valid one can be.
        var depth: [Int]
        var nodeDepth = [0]
        /// Each element's index in `SceneSchema.elements`, found once, where its children are checked.
        var schemaIndex: [Int]
        /// By record: a `<mask>` element, or an element inside one, and whether the mask has its
        /// layer yet (`MaskSyntax`).
        var masks: [MaskSyntax.Place]
        /// The node of each `<mask>` element's owner that has one already (looked up, never iterated).
        var maskedOwners: Set<Int> = []

        init(count: Int) {
            nodeForRecord = [Int?](repeating: nil, count: count)
            nodeForRecord[0] = Scene.rootIndex
            skipped = [Bool](repeating: false, count: count)
            depth = [Int](repeating: 1, count: count)
            nodeDepth.reserveCapacity(count)
            schemaIndex = [Int](repeating: 0, count: count)
            schemaIndex[0] = SceneSchema.elementIndex(named: "scene") ?? 0
            masks = [MaskSyntax.Place](repeating: .outside, count: count)
        }
    }

    /// What one element below the root did to the walk.
    private enum ElementStep {
        /// Read, or passed over with its subtree.
        case next
        /// A limit was crossed and reported: the scene is dropped.
        case stop
    }

    /// Every element below the root, read in document order, so one forward loop creates nodes
    /// parents-first. False when a limit or the error budget stopped it: the scene is dropped.
    private mutating func readElements() -> Bool {
        var walk = ElementWalk(count: elements.count)
        for index in elements.indices.dropFirst() {
            // Past a file's budget of errors, nothing more is looked for.
            if diagnostics.isFull { return false }
            if readElement(index, walk: &walk) == .stop { return false }
        }
        for (index, place) in walk.masks.enumerated() where place == .emptyMask {
            diagnostics.append(.error(.maskNeedsOneLayer(empty: true), at: elements[index].location))
        }
        for (contentView, name, location) in pendingAccessories where accessoryNames[contentView] != nil {
            diagnostics.append(.error(.unknownAccessoryView(name), at: location))
        }
        diagnostics.append(contentsOf: overlayNames.unfound(ids: ids))
        return true
    }

    /// One element below the root: checked against its parent's schema, then read as a view or
    /// layer, or as one of the other elements a scene holds.
    private mutating func readElement(_ index: Int, walk: inout ElementWalk) -> ElementStep {
        let record = elements[index]
        guard let parentRecord = record.parent, !walk.skipped[parentRecord] else { walk.skipped[index] = true; return .next }
        walk.depth[index] = walk.depth[parentRecord] + 1
        guard walk.depth[index] <= XMLReadingRules.deepestSceneElement(limits) else {
            diagnostics.append(.error(XMLReadingRules.tooDeepSceneElements(limits), at: record.location))
            return .stop
        }
        guard let schema = allowedSchema(record, inside: walk.schemaIndex[parentRecord]) else {
            walk.skipped[index] = true; return .next
        }
        walk.schemaIndex[index] = schema
        // A view's or layer's element, nearly every one, is known by its schema: the names
        // below are compared only for the others.
        if SceneSchema.kind(at: schema) == nil, let step = readOtherElement(index, record, walk: &walk) { return step }
        return readNodeElement(index, record, schema: schema, parentRecord: parentRecord, walk: &walk)
    }

    /// An element that is not a view or layer: a viewport, the constraints or one of them, or
    /// what component expansion left. Nil for any other, which is read as a view or layer.
    private mutating func readOtherElement(_ index: Int, _ record: XMLElementRecord, walk: inout ElementWalk) -> ElementStep? {
        // What ComponentExpander leaves of these was reported there already.
        if ["component", "import", "use", "library"].contains(record.name) { walk.skipped[index] = true; return .next }
        if record.name == "viewport" { addViewport(record); return .next }
        if record.name == "mask" { readMask(index, record, walk: &walk); return .next }
        if record.name == "section" { return addSection(index, record, walk: &walk) }
        if record.name == "constraints" { _ = checkedAttributes(of: record, schema: "constraints"); checkText(record); return .next }
        if record.name == "constraint" {
            guard pendingConstraints.count < limits.constraints else {
                diagnostics.append(.error(.tooManyConstraints(limits.constraints), at: record.location))
                return .stop
            }
            pendingConstraints.append(record)
            return .next
        }
        return nil
    }

    /// A view's or layer's element, made a node under its parent's, within the limits on views,
    /// depth and text.
    private mutating func readNodeElement(_ index: Int, _ record: XMLElementRecord, schema: Int, parentRecord: Int,
                                          walk: inout ElementWalk) -> ElementStep {
        guard let parentNode = walk.nodeForRecord[parentRecord] else { walk.skipped[index] = true; return .next }
        if let kind = SceneSchema.kind(at: schema)?.kind, kind.isCell, kind != Self.cellKind(in: nodes[parentNode].kind) {
            // A section holds the cells of its own container: rows in a table, items in a collection view.
            diagnostics.append(.error(.misplacedElement(record.name, parent: SceneSchema.kinds.first { $0.kind == nodes[parentNode].kind }?.element ?? "section"),
                                      at: record.location))
            walk.skipped[index] = true
            return .next
        }
        guard nodes.count <= limits.views else {
            diagnostics.append(.error(.tooManyViews(limits.views), at: record.location))
            return .stop
        }
        guard walk.nodeDepth[parentNode] < limits.depth else {
            diagnostics.append(.error(.nestingTooDeep(limits.depth), at: record.location))
            return .stop
        }
        let (node, characters) = addNode(record, schema: schema, parent: accessoryOwner(record, in: parentNode) ?? parentNode,
                                         mask: MaskSyntax.role(of: index, parentRecord: parentRecord, in: &walk.masks))
        walk.nodeForRecord[index] = node
        walk.nodeDepth.append(walk.nodeDepth[parentNode] + 1)
        textCharacters += characters
        if nodes[node].kind.isCell {
            // The cell's own views; what the scene writes inside the cell goes into its contentView.
            let (parts, contentView) = CellParts.parts(of: nodes[node], index: node, next: nodes.count)
            guard appendGenerated(parts, at: record.location, walk: &walk) else { return .stop }
            walk.nodeForRecord[index] = contentView
            if let name = nodes[node].tableCell?.accessoryView {
                accessoryNames[contentView] = record.scope + name
                pendingAccessories.append((contentView, record.scope + name, nodes[node].location(of: .accessoryView)))
            }
        }
        guard textCharacters <= limits.textCharacters else {
            diagnostics.append(.error(.textTooLong(limits.textCharacters), at: record.location))
            return .stop
        }
        return .next
    }

    /// The cell whose `accessoryView` names the element, written directly inside the cell (whose
    /// `contentView` is `parent`): the accessory is the cell's subview, beside its `contentView`,
    /// as UIKit adds it (https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview).
    private mutating func accessoryOwner(_ record: XMLElementRecord, in parent: Int) -> Int? {
        // Most scenes name no accessory view: no element pays a lookup then.
        guard !accessoryNames.isEmpty, let name = accessoryNames[parent],
              let written = record.attributes.first(where: { $0.name == "id" }),
              record.scope + written.value == name else { return nil }
        accessoryNames[parent] = nil
        return nodes[parent].parent
    }

    /// A `<mask>`: no attributes or text, one per owner; its layer becomes a node of the owner's,
    /// marked as its mask (`readNodeElement`).
    private mutating func readMask(_ index: Int, _ record: XMLElementRecord, walk: inout ElementWalk) {
        _ = checkedAttributes(of: record, schema: "mask")
        checkText(record)
        guard let parentRecord = record.parent, let owner = walk.nodeForRecord[parentRecord] else { walk.skipped[index] = true; return }
        if walk.masks[parentRecord] == .inside {
            diagnostics.append(.error(.unsupportedInMask("mask", MaskSyntax.nestedMask), at: record.location))
            walk.skipped[index] = true
            return
        }
        guard walk.maskedOwners.insert(owner).inserted else {
            diagnostics.append(.error(.duplicateMask(nodes[owner].displayName), at: record.location))
            walk.skipped[index] = true
            return
        }
        walk.nodeForRecord[index] = owner
        walk.masks[index] = .emptyMask
    }

    /// The cell kind a section inside a view of `container`'s kind holds.
    private static func cellKind(in container: SceneNode.Kind) -> SceneNode.Kind {
        container == .collectionView ? .collectionViewCell : .tableViewCell
    }

    /// A table's or collection view's `<section>`: in a table, its header and footer views, made
    /// under the table, which then holds the section's cells; a collection view's section has
    /// no titles (its headers are supplementary views, not modelled).
    private mutating func addSection(_ index: Int, _ record: XMLElementRecord, walk: inout ElementWalk) -> ElementStep {
        guard let parentRecord = record.parent, let table = walk.nodeForRecord[parentRecord] else { walk.skipped[index] = true; return .next }
        let inCollection = nodes[table].kind == .collectionView
        var titles: [String: String] = [:]
        for (attribute, _) in checkedAttributes(of: record, schema: "section") {
            if inCollection {
                diagnostics.append(.error(.unknownAttribute(ValueSyntax.quoted(attribute.name), on: record.name, hint: "; only a table's section has a title"),
                                          at: attribute.location))
            } else if let text = value(attribute, ValueSyntax.text) { titles[attribute.name] = text }
        }
        checkText(record)
        let section = sectionCounts[table, default: 0]
        sectionCounts[table] = section + 1
        if section == 0, nodes[table].table?.style == .insetGrouped { insetGroupedTables.append(table) }
        if inCollection {
            walk.nodeForRecord[index] = table
            return .next
        }
        let parts = TableParts.section(section, header: titles["header"], footer: titles["footer"], table: table,
                                       style: nodes[table].table?.style ?? .plain, next: nodes.count, location: record.location)
        guard appendGenerated(parts, at: record.location, walk: &walk) else { return .stop }
        walk.nodeForRecord[index] = table
        return .next
    }

    /// Appends the views UIKit makes for a table (`TableParts`) within the limits on views, depth
    /// and text, each id kept for constraints unless the scene took it first; false after an error.
    private mutating func appendGenerated(_ parts: [SceneNode], at location: SourceLocation, walk: inout ElementWalk) -> Bool {
        guard nodes.count + parts.count <= limits.views + 1 else {
            diagnostics.append(.error(.tooManyViews(limits.views), at: location))
            return false
        }
        for part in parts {
            let parent = part.parent ?? Scene.rootIndex
            guard walk.nodeDepth[parent] < limits.depth else {
                diagnostics.append(.error(.nestingTooDeep(limits.depth), at: location))
                return false
            }
            if let id = part.id, ids[id] == nil { ids[id] = nodes.count }
            walk.nodeDepth.append(walk.nodeDepth[parent] + 1)
            textCharacters += part.text?.string.unicodeScalars.count ?? 0
            nodes.append(part)
        }
        guard textCharacters <= limits.textCharacters else {
            diagnostics.append(.error(.textTooLong(limits.textCharacters), at: location))
            return false
        }
        return true
    }

    /// What needed every id: followed frames, frame expressions, then constraints.
    private mutating func resolvePending() {
        resolveReferences()
        for (node, scope, attribute, items) in pendingExpressions { addExpression(node, scope, attribute, items) }
        checkOverdetermined()
        for record in pendingConstraints { addConstraint(record) }
    }

    /// The nodes with what their elements alone could not say: each one's subviews and sublayers
    /// (in document order), frames that follow a named view, and frame expressions. Only the
    /// nodes that gain something are remade.
    private mutating func finishedNodes() -> [SceneNode] {
        // Swapped out, not copied: a second reference to the array, even for a moment, would
        // make the first change below copy every node.
        var result: [SceneNode] = []
        swap(&result, &nodes)
        // Counted first, so each list is allocated once at its size.
        // Parents read in place: `result[index].parent` would copy each node out of the array.
        let parents = result.withUnsafeBufferPointer { nodes in nodes.indices.map { nodes[$0].parent } }
        var childCounts = [Int](repeating: 0, count: result.count)
        for case let parent? in parents { childCounts[parent] += 1 }
        var children = [[Int]](repeating: [], count: result.count)
        for index in result.indices where childCounts[index] > 0 { children[index].reserveCapacity(childCounts[index]) }
        for (index, parent) in parents.enumerated() {
            if let parent { children[parent].append(index) }
        }
        for index in result.indices where !children[index].isEmpty {
            result[index] = result[index].with(children: children[index])
        }
        for table in insetGroupedTables { TableParts.roundSections(of: table, in: &result) }
        for index in followedFrames.keys.sorted() {
            result[index] = result[index].with(geometry: result[index].geometry.with(frame: followedFrames[index]))
        }
        var start = expressions.startIndex
        while start < expressions.endIndex {
            let node = expressions[start].node
            var end = start + 1
            while end < expressions.endIndex && expressions[end].node == node { end += 1 }
            let list = expressions[start..<end].map(\.expression)
            result[node] = result[node].with(view: result[node].view.with(frameExpressions: list))
            start = end
        }
        return result
    }

    /// Nodes whose memory is faulted in at once: 2,048 nodes of about 200 bytes, 400 KB.
    private static let prefaultBatch = 2_048

    // MARK: - Elements

    /// The element's index in `SceneSchema.elements` when it is known and allowed inside the
    /// element at `parent` (an index there too); nil after reporting why not.
    private mutating func allowedSchema(_ record: XMLElementRecord, inside parent: Int) -> Int? {
        if record.namespaceURI != nil {
            diagnostics.append(.error(.namespaceNotAllowed(record.name), at: record.location))
            return nil
        }
        guard let schema = SceneSchema.elementIndex(named: record.name) else {
            let hint = NameSuggestion.hint(for: record.name, in: SceneSchema.elements.map(\.name))
            diagnostics.append(.error(.unknownElement(record.name, hint: hint), at: record.location))
            return nil
        }
        guard SceneSchema.allows(schema, inside: parent) else {
            diagnostics.append(.error(.misplacedElement(record.name, parent: SceneSchema.elements[parent].name), at: record.location))
            return nil
        }
        return schema
    }

    private mutating func addViewport(_ record: XMLElementRecord) {
        var draft = ViewportDraft()
        var invalid = false
        for (attribute, declaration) in checkedAttributes(of: record, schema: "viewport") {
            guard case .viewport(let rule) = declaration.destination else { continue }
            if !apply(rule, to: &draft, attribute) { invalid = true }
        }
        checkText(record)
        if invalid {
            sawInvalidSize = true
            return
        }
        let (name, width, height) = (draft.name, draft.width, draft.height)
        guard let width, let height else {
            diagnostics.append(.error(.viewportNeedsSize, at: record.location))
            return
        }
        guard let name else {
            diagnostics.append(.error(.viewportNeedsName, at: record.location))
            return
        }
        guard viewports.count < limits.viewports else {
            if !sawTooManyViewports {
                sawTooManyViewports = true
                diagnostics.append(.error(.tooManyViewports(limits.viewports), at: record.location))
            }
            return
        }
        if let first = viewports.first(where: { $0.name == name }) {
            diagnostics.append(.error(.duplicateViewport(name), at: record.location, notes: [.init(.firstDefinedHere, at: first.location)]))
            return
        }
        viewports.append(Viewport(name: name, size: Size(width: width, height: height), safeAreaInsets: draft.safeAreaInsets,
                                  fitsHeight: draft.fitsHeight, scale: draft.scale, keyboardHeight: draft.keyboardHeight,
                                  location: record.location))
    }

    /// Adds the element's node; its index, and the Unicode scalars of its text when it is a
    /// label or a button (0 otherwise).
    private mutating func addNode(_ record: XMLElementRecord, schema: Int, parent: Int,
                                  mask: MaskSyntax.Role = .none) -> (index: Int, textCharacters: Int) {
        var node = NodeDraft(SceneSchema.kind(at: schema) ?? ViewSyntax.declaration, location: record.location, parent: parent,
                             design: sceneDesign)
        node.isMask = mask == .mask
        let kind = node.kind
        // The draft borrows one list for its places, kept between elements: a node that keeps
        // one place holds it in itself (`AttributePlaces`), so the list is not allocated again.
        swap(&node.places, &placesScratch)
        node.places.removeAll(keepingCapacity: true)
        node.places.reserveCapacity(record.attributes.count)
        let index = nodes.count
        let firstDiagnostic = diagnostics.diagnostics.count
        for attribute in record.attributes {
            guard let declaration = checked(attribute, in: SceneSchema.elements[schema]) else { continue }
            if let name = declaration.placeName { node.places.append(AttributePlaces.Entry(name: name, location: attribute.location)) }
            switch declaration.destination {
            case .node(let rule): apply(rule, to: &node, attribute, of: node.givenName)
            case .identifier: setIdentifier(attribute, of: &node, index: index, scope: record.scope)
            case .frame:
                switch value(attribute, syntax.frame, of: node.givenName) {
                case .rect(let r)?: node.frame = .rect(r)
                case .bounds(let name, let inset)?: node.frame = boundFrame(name, inset, attribute, node: node, index: index, scope: record.scope)
                case nil: break
                }
            case .frameExpression: addPendingExpression(attribute, index: index, scope: record.scope)
            case .autoresizingMask: node.autoresizingMask = autoresizingMask(attribute)
            case .scene, .viewport, .constraint, .expander, .section: break  // not on a node element
            }
        }
        // A rule about an attribute whose written value was already refused would only repeat it.
        if let (name, message) = SceneSchema.kind(at: schema)?.check?(node.content),
           !diagnostics.diagnostics[firstDiagnostic...].contains(where: { $0.severity == .error && $0.location == node.location(of: name) }) {
            diagnostics.append(.error(.invalidValue(name.rawValue, message), at: node.location(of: name)))
        }
        if case .rect = node.frame, !node.transform.isIdentity {
            let frameLocation = node.location(of: .frame)
            diagnostics.append(.warning(.frameWithTransform(isLayer: kind.isLayer), at: frameLocation))
        }
        if mask == .extra { diagnostics.append(.error(.maskNeedsOneLayer(empty: false), at: record.location)) }
        let turned = mask != .none && (MaskSyntax.turns(node.transform) || (mask == .inside && turnedInMask.contains(parent)))
        if turned { turnedInMask.insert(index) }
        if mask != .none, let (name, message) = MaskSyntax.unsupported(node, turned: turned) {
            diagnostics.append(.error(.unsupportedInMask(name.rawValue, message), at: node.location(of: name)))
        }
        if node.places.contains(where: { $0.name == .spacingAfter }), nodes[parent].kind != .stackView {
            diagnostics.append(.warning(.spacingOutsideStack(node.displayName), at: node.location(of: .spacingAfter)))
        }
        checkText(record)
        TableParts.settle(&node, in: nodes[parent], sections: sectionCounts[parent, default: 0])
        if let error = overlayNames.add(&node, index: index, scope: record.scope) { diagnostics.append(error) }
        overlayNames.settle(&node, parent: parent, field: nodes[parent].textField)
        // The array was reserved at its largest; its pages are faulted in a batch at a time.
        if nodes.count % Self.prefaultBatch == 0 { nodes.prefault(next: Self.prefaultBatch) }
        nodes.append(node.finished())
        swap(&node.places, &placesScratch)
        return (index, nodes[index].text?.string.unicodeScalars.count ?? 0)
    }

    private mutating func setIdentifier(_ attribute: XMLElementRecord.Attribute, of node: inout NodeDraft, index: Int, scope: String) {
        guard let written = value(attribute, ValueSyntax.identifier) else { return }
        let id = scope + written
        if let first = ids[id] {
            diagnostics.append(.error(.duplicateID(id), at: attribute.location,
                                      notes: [.init(.firstDefinedHere, at: nodes[first].location(of: .id))]))
        } else {
            ids[id] = index
            node.id = id
        }
    }

    /// Option names separated by spaces, commas or bars; each unknown one is reported.
    private mutating func autoresizingMask(_ attribute: XMLElementRecord.Attribute) -> AutoresizingMask {
        let names = attribute.value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "|" }).map(String.init)
        let (mask, unknown) = AutoresizingMask.named(names)
        for name in unknown {
            let hint = NameSuggestion.hint(for: name, in: AutoresizingMask.names)
            diagnostics.append(.error(.unknownAutoresizingOption(ValueSyntax.quoted(name), hint: hint), at: attribute.location))
        }
        return mask
    }

    /// Parses a frame expression now and resolves its names once every id is known.
    private mutating func addPendingExpression(_ attribute: XMLElementRecord.Attribute, index: Int, scope: String) {
        guard checkExpressionLength(attribute.value, at: attribute.location) else { return }
        switch ExpressionSyntax.parse(attribute.value, numbers: syntax) {
        case .success(let items): pendingExpressions.append((index, scope, attribute, items))
        case .failure(let f): diagnostics.append(.error(.invalidFrameExpression(attribute.name, f.message, in: ValueSyntax.quoted(attribute.value)), at: attribute.location))
        }
    }

    /// `superview.bounds` (views) or `owner.bounds` (layers) follow the container; a layer may
    /// also follow a named view's bounds, converted into its own container's coordinates.
    private mutating func boundFrame(_ name: String, _ inset: EdgeInsets, _ attribute: XMLElementRecord.Attribute, node: NodeDraft, index: Int, scope: String) -> FrameSpec? {
        let containerWord = node.kind.isLayer ? "owner" : "superview"
        if name == containerWord { return .boundsOf(.container, inset: inset) }
        if name == "superview" || name == "owner" {
            diagnostics.append(.error(.wrongContainerBounds(name, isLayer: node.kind.isLayer), at: attribute.location))
            return nil
        }
        guard node.kind.isLayer else {
            diagnostics.append(.error(.viewFollowsOnlySuperview(name), at: attribute.location))
            return nil
        }
        pendingReferences.append((index, name, scope, attribute.location))
        return .boundsOf(.container, inset: inset)  // replaced in resolveReferences
    }

    private mutating func resolveReferences() {
        for (index, name, scope, location) in pendingReferences {
            guard let target = ids[scope + name] else {
                let hint = suggestions.allows() ? NameSuggestion.hint(for: name, in: names(in: scope)) : ""
                diagnostics.append(.error(.unknownID(name, hint: hint), at: location))
                continue
            }
            guard nodes[target].kind.isView else {
                diagnostics.append(.error(.layerBoundsFollowed(name), at: location,
                                          notes: [.init(.definedHere(name), at: nodes[target].location)]))
                continue
            }
            if case .boundsOf(_, let inset)? = followedFrames[index] ?? nodes[index].geometry.frame {
                followedFrames[index] = .boundsOf(.node(target), inset: inset)
            }
        }
    }

    // MARK: - Frame expressions

    /// Resolves the names in an expression: `superview`, `self`, or a sibling's id.
    private mutating func addExpression(_ index: Int, _ scope: String, _ attribute: XMLElementRecord.Attribute, _ items: [ExpressionSyntax.Item]) {
        guard let target = FrameExpression.Target(rawValue: attribute.name) else { return }
        var postfix: [FrameExpression.Token] = []
        for item in items {
            switch item {
            case .number(let v): postfix.append(.number(v))
            case .negate: postfix.append(.negate)
            case .op(let c): postfix.append(c == "+" ? .add : c == "-" ? .subtract : c == "*" ? .multiply : .divide)
            case .name(let subjectName, let quantityName):
                guard let quantity = FrameExpression.Quantity(rawValue: quantityName) else {
                    let hint = NameSuggestion.hint(for: quantityName, in: FrameExpression.Quantity.allCases.map(\.rawValue))
                    diagnostics.append(.error(.unknownFrameValue(attribute.name, quantityName, hint: hint), at: attribute.location))
                    return
                }
                let subject: FrameExpression.Subject
                switch subjectName {
                case "superview": subject = .superview
                case "self": subject = .this
                default:
                    guard let sibling = ids[scope + subjectName] else {
                        let hint = suggestions.allows() ? NameSuggestion.hint(for: subjectName, in: names(in: scope) + ["superview", "self"]) : ""
                        diagnostics.append(.error(.unknownExpressionID(attribute.name, subjectName, hint: hint), at: attribute.location))
                        return
                    }
                    guard nodes[sibling].parent == nodes[index].parent, nodes[sibling].kind.isView, sibling != index else {
                        diagnostics.append(.error(.notASibling(attribute.name, subjectName, of: nodes[index].displayName), at: attribute.location))
                        return
                    }
                    subject = .sibling(sibling)
                }
                postfix.append(.reference(subject, quantity))
            }
        }
        expressions.append((index, FrameExpression(target: target, postfix: postfix, text: attribute.value, location: attribute.location)))
    }

    /// On one axis a frame has a position and a size: at most two of x, centerX, maxX, width.
    private mutating func checkOverdetermined() {
        // A node's expressions are consecutive, and nodes come in index order.
        var start = expressions.startIndex
        while start < expressions.endIndex {
            let index = expressions[start].node
            var end = start + 1
            while end < expressions.endIndex && expressions[end].node == index { end += 1 }
            defer { start = end }
            guard end - start > 2 else { continue }
            let all = expressions[start..<end].map(\.expression)
            for horizontal in [true, false] {
                let set = all.filter { $0.target.isHorizontal == horizontal }
                guard set.count > 2, let last = set.last else { continue }
                let names = set.map { "'\($0.target.rawValue)'" }
                diagnostics.append(.error(.overdeterminedFrame(nodes[index].displayName, targets: names, horizontal: horizontal), at: last.location))
            }
        }
    }

    // MARK: - Constraints

    private mutating func addConstraint(_ record: XMLElementRecord) {
        var draft = ConstraintDraft()
        for (attribute, declaration) in checkedAttributes(of: record, schema: "constraint") {
            guard case .constraint(let rule) = declaration.destination else { continue }
            apply(rule, to: &draft, attribute)
        }
        let identifier = draft.identifier
        guard let text = record.text else {
            diagnostics.append(.error(.emptyConstraint, at: record.location))
            return
        }
        let written = text.trimmingSpacesAndNewlines()
        guard checkExpressionLength(written, at: record.textLocation) else { return }
        func place(_ offset: Int) -> SourceLocation { Self.location(in: text, from: record.textLocation, offset: offset) }
        switch ConstraintSyntax.parse(text, numbers: syntax) {
        case .failure(let f):
            diagnostics.append(.error(.invalidConstraint(ValueSyntax.quoted(written), f.message), at: place(f.offset)))
        case .success(let parsed):
            guard let first = resolve(parsed.first, firstView: nil, scope: record.scope, at: place(parsed.first.offset)) else { return }
            let firstView: Int? = if case .view(let v) = first.item { v } else { nil }
            var second: LayoutConstraint.Anchor?
            if let name = parsed.second {
                guard let resolved = resolve(name, firstView: firstView, scope: record.scope, at: place(name.offset)) else { return }
                second = resolved
            }
            let location = place(text.unicodeScalars.prefix { $0.properties.isWhitespace }.count)
            if let problem = Self.mismatch(first, second) {
                diagnostics.append(.error(.invalidConstraint(written, problem), at: location))
                return
            }
            constraints.append(LayoutConstraint(
                first: first, relation: LayoutConstraint.Relation(rawValue: parsed.relation) ?? .equal, second: second,
                multiplier: parsed.multiplier, constant: parsed.constant, priority: parsed.priority,
                text: identifier.map { "\($0): \(written)" } ?? written, location: location, identifier: identifier))
        }
    }

    /// `crown.top`, `superview.width`, `safeArea.bottom`, `card.margins.leading`, `margins.top`,
    /// `card.safeArea.top`. `location`, where the name is written, is found only for an error.
    /// Inside a component instance, names are its own views and `margins` are its root's.
    private mutating func resolve(_ name: ConstraintSyntax.AnchorName, firstView: Int?, scope: String,
                                  at location: @autoclosure () -> SourceLocation) -> LayoutConstraint.Anchor? {
        guard let attribute = LayoutConstraint.Attribute(rawValue: name.attribute) else {
            let hint = NameSuggestion.hint(for: name.attribute, in: LayoutConstraint.Attribute.allCases.map(\.rawValue))
            diagnostics.append(.error(.unknownAnchor(name.attribute, hint: hint), at: location()))
            return nil
        }
        // A bare `safeArea` is the scene root's, even inside a component, as it always was.
        if name.item == "safeArea" { return LayoutConstraint.Anchor(item: .safeArea(Scene.rootIndex), attribute: attribute) }
        var itemName = name.item
        var guide: String?
        for suffix in Self.guideNames where Self.names(itemName, guide: suffix) {
            guide = suffix
            itemName = itemName == suffix ? "root" : String(itemName.dropLast(suffix.count + 1))
        }
        let view: Int
        switch itemName {
        case "keyboard":
            return LayoutConstraint.Anchor(item: .keyboard, attribute: attribute)
        case "root":
            guard !scope.isEmpty else { view = Scene.rootIndex; break }
            guard let instance = ids[String(scope.dropLast())] else { return nil }
            view = instance
        case "superview":
            guard let first = firstView, let parent = nodes[first].parent else {
                diagnostics.append(.error(.noSuperview, at: location()))
                return nil
            }
            view = parent
        default:
            guard let index = ids[scope + itemName] else {
                let hint = suggestions.allows() ? NameSuggestion.hint(for: itemName, in: names(in: scope) + ["superview", "safeArea", "keyboard", "margins"]) : ""
                diagnostics.append(.error(.unknownID(itemName, hint: hint), at: location()))
                return nil
            }
            guard nodes[index].kind.isView else {
                diagnostics.append(.error(.layerInConstraint(itemName), at: location()))
                return nil
            }
            view = index
        }
        switch guide {
        case nil: return LayoutConstraint.Anchor(item: .view(view), attribute: attribute)
        case "margins"?, "layoutMarginsGuide"?: return LayoutConstraint.Anchor(item: .margins(view), attribute: attribute)
        case "safeArea"?, "safeAreaLayoutGuide"?: return LayoutConstraint.Anchor(item: .safeArea(view), attribute: attribute)
        default:
            guard nodes[view].kind.isScrollView else {
                diagnostics.append(.error(.guideOfScrollView(guide ?? "", node: nodes[view].displayName, kind: nodes[view].kind.rawValue), at: location()))
                return nil
            }
            return LayoutConstraint.Anchor(item: guide == "contentLayoutGuide" ? .contentLayoutGuide(view) : .frameLayoutGuide(view), attribute: attribute)
        }
    }

    /// The guides a constraint can name after a view: `card.margins.top`, `card.safeArea.top`,
    /// `scroll.contentLayoutGuide.bottom`.
    private static let guideNames = ["margins", "layoutMarginsGuide", "safeArea", "safeAreaLayoutGuide", "contentLayoutGuide", "frameLayoutGuide"]

    /// Whether `item` is the guide `guide` itself or `view.guide`: compared in place, as every
    /// anchor of every constraint asks it of every guide name.
    private static func names(_ item: String, guide: String) -> Bool {
        let (name, tail) = (item.utf8, guide.utf8)
        guard name.count >= tail.count, name.suffix(tail.count).elementsEqual(tail) else { return false }
        return name.count == tail.count || name.dropLast(tail.count).last == UInt8(ascii: ".")
    }

    /// What UIKit's anchor API refuses to build, in words.
    private static func mismatch(_ first: LayoutConstraint.Anchor, _ second: LayoutConstraint.Anchor?) -> String? {
        guard let second else {
            return first.attribute.isSize ? nil
                : "'\(first.attribute.rawValue)' is a position, so it needs a second anchor, such as '… == superview.\(first.attribute.rawValue) + 20'"
        }
        if first.attribute.isSize != second.attribute.isSize { return "a position cannot be related to a size" }
        if !first.attribute.isSize && first.attribute.isHorizontal != second.attribute.isHorizontal {
            return "'\(first.attribute.rawValue)' and '\(second.attribute.rawValue)' lie on different axes"
        }
        return nil
    }

    /// The ids a name written in `scope` can reach, as written there: for suggestions only.
    private func names(in scope: String) -> [String] {
        ids.keys.filter { $0.hasPrefix(scope) }.map { String($0.dropFirst(scope.count)) }.sorted()
    }

    /// The place `offset` scalars into `text`, which starts at `start`.
    private static func location(in text: String, from start: SourceLocation, offset: Int) -> SourceLocation {
        var (line, column) = (start.line, start.column)
        for c in text.unicodeScalars.prefix(offset) {
            if c == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
        }
        return SourceLocation(file: start.sourceFile, line: line, column: column)
    }

    private mutating func checkSize(_ size: (width: Double?, height: Double?), scene: XMLElementRecord) {
        switch (size.width, size.height, viewports.isEmpty) {
        case (nil, nil, false): break
        case (.some, .some, true): break
        case (.some, .some, false):
            diagnostics.append(.error(.sizeGivenTwice, at: scene.location))
        case (nil, nil, true):
            diagnostics.append(.error(.sceneNeedsSize, at: scene.location))
        default:
            diagnostics.append(.error(.sceneNeedsWidthAndHeight, at: scene.location))
        }
    }

    private mutating func checkText(_ record: XMLElementRecord) {
        if let text = record.text {
            // At the element's content, where the text is, rather than at its start tag.
            diagnostics.append(.error(.unexpectedText(ValueSyntax.quoted(text.trimmingSpacesAndNewlines()), in: record.name), at: record.textLocation))
        }
    }

    /// False, after an error, when a frame expression or constraint is longer than the limit.
    private mutating func checkExpressionLength(_ text: String, at location: SourceLocation) -> Bool {
        let length = text.unicodeScalars.count
        guard length > limits.expressionLength else { return true }
        diagnostics.append(.error(.expressionTooLong(length, limit: limits.expressionLength), at: location))
        return false
    }

    // MARK: - Attributes

    /// The attributes the schema knows, each reported once if unknown, duplicated in meaning,
    /// namespaced or too long.
    private mutating func checkedAttributes(of record: XMLElementRecord, schema name: String) -> [(XMLElementRecord.Attribute, SceneSchema.Attribute)] {
        guard let schema = SceneSchema.element(named: name) else { return [] }
        return record.attributes.compactMap { attribute in checked(attribute, in: schema).map { (attribute, $0) } }
    }

    /// The attribute's declaration when `schema` accepts it and it is not too long; nil after
    /// reporting why not.
    private mutating func checked(_ attribute: XMLElementRecord.Attribute, in schema: SceneSchema.Element) -> SceneSchema.Attribute? {
        guard let declaration = schema.attribute(named: attribute.name) else {
            let hint = NameSuggestion.hint(for: attribute.name, in: schema.attributes.map(\.name))
            diagnostics.append(.error(.unknownAttribute(ValueSyntax.quoted(attribute.name), on: schema.name, hint: hint), at: attribute.location))
            return nil
        }
        return checkedLength(attribute) ? declaration : nil
    }

    /// False, after an error, when the attribute's value is longer than any property needs.
    private mutating func checkedLength(_ attribute: XMLElementRecord.Attribute) -> Bool {
        guard attribute.value.utf8.count <= XMLLoader.maximumAttributeLength else {
            diagnostics.append(.error(.valueTooLong(attribute.name, bytes: attribute.value.utf8.count, limit: XMLLoader.maximumAttributeLength), at: attribute.location))
            return false
        }
        return true
    }

    /// Writes the attribute's value into `draft` by its rule; false, after reporting why, when
    /// the value is invalid.
    /// `name` is the node's name for messages (`displayName`), when the scene gives one.
    @discardableResult
    private mutating func apply<Draft>(_ rule: AttributeRule<Draft>, to draft: inout Draft, _ attribute: XMLElementRecord.Attribute,
                                       of name: String? = nil) -> Bool {
        guard let message = rule.apply(&draft, attribute.value, syntax) else { return true }
        diagnostics.append(.error(Self.invalid(attribute.name, of: name, message.text), at: attribute.location))
        return false
    }

    /// An invalid value's message, naming the node when the scene gives it a name for messages
    /// (an Interface Builder view by its label and id).
    private static func invalid(_ attribute: String, of name: String?, _ reason: String) -> DiagnosticMessage {
        name.map { .invalidValue(attribute, of: $0, reason) } ?? .invalidValue(attribute, reason)
    }

    /// The parsed value, or nil after reporting why it could not be parsed.
    private mutating func value<T>(_ attribute: XMLElementRecord.Attribute, _ parse: (String) -> ValueSyntax.Parsed<T>, of name: String? = nil) -> T? {
        switch parse(attribute.value) {
        case .success(let v): return v
        case .failure(let m):
            diagnostics.append(.error(Self.invalid(attribute.name, of: name, m.text), at: attribute.location))
            return nil
        }
    }
}
