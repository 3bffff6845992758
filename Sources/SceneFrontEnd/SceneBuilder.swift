import Geometry
import SceneModel

/// Turns element records into a `Scene`, checking every name and value against `SceneSchema`.
///
/// It reports every problem it finds rather than stopping at the first; an unknown element's
/// subtree is skipped, since nothing inside it can be interpreted.
struct SceneBuilder {
    private let elements: [XMLElementRecord]
    private let fallbackName: String
    private let limits: ResourceLimits
    /// Label and button text so far, in Unicode scalars, against `limits.textCharacters`.
    private var textCharacters = 0
    private var diagnostics: [Diagnostic] = []
    private var nodes: [SceneNode] = []
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
    /// Suggestions among the scene's ids, which grow with the scene.
    private var suggestions = SuggestionBudget()
    /// A size or viewport attribute was written but invalid, and reported so: a missing size
    /// is then not reported again.
    private var sawInvalidSize = false

    init(elements: [XMLElementRecord], fallbackName: String, limits: ResourceLimits = .standard) {
        self.elements = elements
        self.fallbackName = fallbackName
        self.limits = limits
    }

    mutating func build() -> (Scene?, [Diagnostic]) {
        guard let root = elements.first else { return (nil, diagnostics) }
        guard root.name == "scene", root.namespaceURI == nil else {
            let found = root.namespaceURI.map { "<\(root.name)> in the namespace '\(ValueSyntax.quoted($0))'" } ?? "<\(root.name)>"
            diagnostics.append(.error("the root element must be <scene> in no namespace, not \(found)", at: root.location))
            return (nil, diagnostics)
        }
        var sceneName = fallbackName
        var size: (width: Double?, height: Double?) = (nil, nil)
        var rootNode = SceneNode(kind: .view, location: root.location)
        rootNode.backgroundColor = SystemColor.named("systemBackground")
        for attribute in checkedAttributes(of: root, schema: "scene") {
            switch attribute.name {
            case "name": if let v = value(attribute, ValueSyntax.sceneName) { sceneName = v }
            case "width": size.width = value(attribute, positive)
            case "height": size.height = value(attribute, positive)
            case "backgroundColor": rootNode.backgroundColor = value(attribute, ValueSyntax.color)
            case "safeAreaInsets": sceneSafeArea = value(attribute, ValueSyntax.insets) ?? .zero
            case "scale": sceneScale = value(attribute, ValueSyntax.screenScale)
            default: break
            }
        }
        checkText(root)
        nodes.append(rootNode)

        // Records are in document order, so one forward loop creates nodes parents-first.
        var nodeForRecord = [Int?](repeating: nil, count: elements.count)
        nodeForRecord[0] = Scene.rootIndex
        var skipped = [Bool](repeating: false, count: elements.count)
        // Components can nest deeper than the file did, so depth is checked again after expansion:
        // views and layers against `limits.depth` (the root view is 0 deep), here, before any
        // stage walks the tree, and every element against the deepest a valid one can be.
        var depth = [Int](repeating: 1, count: elements.count)
        var nodeDepth = [0]
        for index in elements.indices.dropFirst() {
            let record = elements[index]
            guard let parentRecord = record.parent, !skipped[parentRecord] else { skipped[index] = true; continue }
            depth[index] = depth[parentRecord] + 1
            guard depth[index] <= XMLLoader.deepestElement(limits) else {
                diagnostics.append(.error(XMLLoader.tooDeepElements(limits), at: record.location))
                return (nil, diagnostics)
            }
            let parentSchema = parentRecord == 0 ? "scene" : elements[parentRecord].name
            guard isAllowed(record, inside: parentSchema) else { skipped[index] = true; continue }
            // What ComponentExpander leaves of these was reported there already.
            if ["component", "import", "use", "library"].contains(record.name) { skipped[index] = true; continue }
            if record.name == "viewport" { addViewport(record); continue }
            if record.name == "constraints" { _ = checkedAttributes(of: record, schema: "constraints"); checkText(record); continue }
            if record.name == "constraint" {
                guard pendingConstraints.count < limits.constraints else {
                    diagnostics.append(.error(XMLLoader.tooManyConstraints(limits), at: record.location))
                    return (nil, diagnostics)
                }
                pendingConstraints.append(record)
                continue
            }
            guard let parentNode = nodeForRecord[parentRecord] else { skipped[index] = true; continue }
            guard nodes.count <= limits.views else {
                diagnostics.append(.error(XMLLoader.tooManyViews(limits), at: record.location))
                return (nil, diagnostics)
            }
            guard nodeDepth[parentNode] < limits.depth else {
                diagnostics.append(.error(XMLLoader.tooDeep(limits.depth), at: record.location))
                return (nil, diagnostics)
            }
            nodeForRecord[index] = addNode(record, parent: parentNode)
            nodeDepth.append(nodeDepth[parentNode] + 1)
            if let text = nodes.last?.text?.string {
                textCharacters += text.unicodeScalars.count
                guard textCharacters <= limits.textCharacters else {
                    diagnostics.append(.error("the scene has more than \(limits.textCharacters) characters of text; scenes are limited to \(limits.textCharacters) (--max-text)", at: record.location))
                    return (nil, diagnostics)
                }
            }
        }
        resolveReferences()
        for (node, scope, attribute, items) in pendingExpressions { addExpression(node, scope, attribute, items) }
        checkOverdetermined()
        for record in pendingConstraints { addConstraint(record) }
        let written = Set(root.attributes.map(\.name))
        if (written.contains("width") && size.width == nil) || (written.contains("height") && size.height == nil) { sawInvalidSize = true }
        if !sawInvalidSize { checkSize(size, scene: root) }
        if let w = size.width, let h = size.height {
            viewports.insert(Viewport(name: nil, size: Size(width: w, height: h), safeAreaInsets: sceneSafeArea, scale: sceneScale, location: root.location), at: 0)
        }
        if diagnostics.hasErrors { return (nil, diagnostics) }
        return (Scene(name: sceneName, location: root.location, viewports: viewports, nodes: nodes, constraints: constraints), diagnostics)
    }

    // MARK: - Elements

    private mutating func isAllowed(_ record: XMLElementRecord, inside parent: String) -> Bool {
        if record.namespaceURI != nil {
            diagnostics.append(.error("namespaces are not used in scene files; remove the prefix or xmlns from <\(record.name)>", at: record.location))
            return false
        }
        guard let schema = SceneSchema.element(named: record.name) else {
            let hint = NameSuggestion.hint(for: record.name, in: SceneSchema.elements.map(\.name))
            diagnostics.append(.error("unknown element <\(record.name)>\(hint)", at: record.location))
            return false
        }
        guard let parentSchema = SceneSchema.element(named: parent), parentSchema.children.contains(schema.name) else {
            let reason = parent == "layer" ? "; a layer can contain only layers, as CALayer cannot hold a view" : ""
            diagnostics.append(.error("<\(record.name)> is not allowed inside <\(parent)>\(reason)", at: record.location))
            return false
        }
        return true
    }

    private mutating func addViewport(_ record: XMLElementRecord) {
        var name: String?
        var width: Double?, height: Double?
        var insets = EdgeInsets.zero
        var fits = false
        var scale: Double?
        for attribute in checkedAttributes(of: record, schema: "viewport") {
            switch attribute.name {
            case "name": name = value(attribute, ValueSyntax.identifier)
            case "width": width = value(attribute, positive)
            case "height" where attribute.value == "fit": (height, fits) = (0, true)
            case "height": height = value(attribute, positive)
            case "safeAreaInsets": insets = value(attribute, ValueSyntax.insets) ?? .zero
            case "scale": scale = value(attribute, ValueSyntax.screenScale)
            default: break
            }
        }
        checkText(record)
        let written = Set(record.attributes.map(\.name))
        if (written.contains("width") && width == nil) || (written.contains("height") && height == nil) || (written.contains("name") && name == nil) {
            sawInvalidSize = true
            return
        }
        guard let width, let height else {
            diagnostics.append(.error("<viewport> needs 'width' and 'height' (a number, or 'fit' to fit the content)", at: record.location))
            return
        }
        guard let name else {
            diagnostics.append(.error("<viewport> needs a 'name'; it names the output file (SCENE.NAME.svg)", at: record.location))
            return
        }
        guard viewports.count < limits.viewports else {
            if !sawTooManyViewports {
                sawTooManyViewports = true
                diagnostics.append(.error("the scene has more than \(limits.viewports) viewports; scenes are limited to \(limits.viewports) (--max-viewports)", at: record.location))
            }
            return
        }
        if let first = viewports.first(where: { $0.name == name }) {
            diagnostics.append(.error("duplicate viewport name '\(name)'", at: record.location, notes: [.init("first defined here", at: first.location)]))
            return
        }
        viewports.append(Viewport(name: name, size: Size(width: width, height: height), safeAreaInsets: insets, fitsHeight: fits, scale: scale, location: record.location))
    }

    private mutating func addNode(_ record: XMLElementRecord, parent: Int) -> Int {
        let kind = SceneNode.Kind(rawValue: record.name) ?? .view
        var node = SceneNode(kind: kind, location: record.location)
        let index = nodes.count
        node.parent = parent
        for attribute in checkedAttributes(of: record, schema: record.name) {
            node.attributeLocations[attribute.name] = attribute.location
            apply(attribute, to: &node, index: index, scope: record.scope)
        }
        if case .rect = node.frame, !node.transform.isIdentity, let frameLocation = node.attributeLocations["frame"] {
            let place = kind == .layer ? "'position'" : "'center'"
            diagnostics.append(.warning(
                "'frame' is undefined when 'transform' is not the identity; the frame is applied as if set before the transform, position with \(place) and 'bounds' instead",
                at: frameLocation))
        }
        if let location = node.attributeLocations["spacingAfter"], nodes[parent].kind != .stackView {
            diagnostics.append(.warning("'spacingAfter' has no effect: \(node.displayName) is not arranged in a <stackView>", at: location))
        }
        checkText(record)
        nodes.append(node)
        nodes[parent].children.append(index)
        return index
    }

    private mutating func apply(_ attribute: XMLElementRecord.Attribute, to node: inout SceneNode, index: Int, scope: String) {
        switch attribute.name {
        case "id":
            guard let written = value(attribute, ValueSyntax.identifier) else { return }
            let id = scope + written
            if let first = ids[id] {
                diagnostics.append(.error("duplicate id '\(id)'", at: attribute.location,
                                          notes: [.init("first defined here", at: nodes[first].location(of: "id"))]))
            } else {
                ids[id] = index
                node.id = id
            }
        case "frame":
            switch value(attribute, ValueSyntax.frame) {
            case .rect(let r)?: node.frame = .rect(r)
            case .bounds(let name, let inset)?: node.frame = boundFrame(name, inset, attribute, node: node, index: index, scope: scope)
            case nil: break
            }
        case "bounds": node.bounds = value(attribute, ValueSyntax.rect)
        case "center", "position": node.position = value(attribute, ValueSyntax.point)
        case "transform": node.transform = value(attribute, ValueSyntax.transform) ?? .identity
        case "anchorPoint": node.anchorPoint = value(attribute, ValueSyntax.point) ?? node.anchorPoint
        case "backgroundColor": node.backgroundColor = value(attribute, ValueSyntax.color)
        case "alpha", "opacity": node.opacity = value(attribute, unitInterval) ?? 1
        case "isHidden": node.isHidden = value(attribute, ValueSyntax.bool) ?? false
        case "clipsToBounds", "masksToBounds": node.masksToBounds = value(attribute, ValueSyntax.bool) ?? false
        case "isUserInteractionEnabled": node.isUserInteractionEnabled = value(attribute, ValueSyntax.bool) ?? node.isUserInteractionEnabled
        case "passThrough": node.isPassThrough = value(attribute, ValueSyntax.bool) ?? false
        case "borderWidth": node.borderWidth = value(attribute, nonNegative) ?? 0
        case "borderColor": node.borderColor = value(attribute, ValueSyntax.color) ?? node.borderColor
        case "cornerRadius": node.cornerRadius = value(attribute, nonNegative) ?? 0
        case "zPosition": node.zPosition = value(attribute, ValueSyntax.number) ?? 0
        case "image": node.image = value(attribute, ValueSyntax.image)
        case "text", "title": if let v = value(attribute, ValueSyntax.text) { node.text?.string = v }
        case "font":
            if let (family, size, weight) = value(attribute, ValueSyntax.font) {
                node.text?.fontFamily = family
                node.text?.fontSize = size
                node.text?.fontWeight = weight
            }
        case "textColor", "tintColor": if let v = value(attribute, ValueSyntax.color) { node.text?.color = v }
        case "textAlignment": if let v = value(attribute, ValueSyntax.textAlignment) { node.text?.alignment = v }
        case "numberOfLines": if let v = value(attribute, ValueSyntax.nonNegativeInteger) { node.text?.numberOfLines = v }
        case "lineBreakMode": if let v = value(attribute, ValueSyntax.lineBreakMode) { node.text?.lineBreakMode = v }
        case "contentEdgeInsets": node.contentInsets = value(attribute, ValueSyntax.insets) ?? .zero
        case "spacing" where node.kind == .stackView: node.stack?.spacing = value(attribute, ValueSyntax.number) ?? 0
        case "spacing": node.flowItemSpacing = value(attribute, nonNegative) ?? node.flowItemSpacing
        case "lineSpacing": node.flowLineSpacing = value(attribute, nonNegative) ?? node.flowLineSpacing
        case "intrinsicSize": node.intrinsicSize = value(attribute, ValueSyntax.size)
        case "axis": if let v = value(attribute, ValueSyntax.axis) { node.stack?.axis = v }
        case "distribution": if let v = value(attribute, ValueSyntax.distribution) { node.stack?.distribution = v }
        case "alignment": if let v = value(attribute, ValueSyntax.stackAlignment) { node.stack?.alignment = v }
        case "isLayoutMarginsRelativeArrangement": node.stack?.isLayoutMarginsRelativeArrangement = value(attribute, ValueSyntax.bool) ?? false
        case "layoutMargins": node.layoutMargins = value(attribute, ValueSyntax.insets) ?? node.layoutMargins
        case "spacingAfter": node.spacingAfter = value(attribute, ValueSyntax.number)
        case "contentSize": node.contentSize = value(attribute, nonNegativeSize)
        case "contentOffset": node.contentOffset = value(attribute, ValueSyntax.point)
        case "contentHuggingPriority":
            if let (h, v) = value(attribute, ValueSyntax.priorities) { (node.horizontalContent.hugging, node.verticalContent.hugging) = (h, v) }
        case "contentCompressionResistancePriority":
            if let (h, v) = value(attribute, ValueSyntax.priorities) {
                (node.horizontalContent.compressionResistance, node.verticalContent.compressionResistance) = (h, v)
            }
        case "translatesAutoresizingMaskIntoConstraints": node.translatesAutoresizingMaskIntoConstraints = value(attribute, ValueSyntax.bool)
        case "sizeToFit": node.sizeToFit = value(attribute, ValueSyntax.bool) ?? false
        case "autoresizingMask":
            var mask = AutoresizingMask()
            for name in attribute.value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "|" }).map(String.init) where !mask.insert(name) {
                let hint = NameSuggestion.hint(for: name, in: AutoresizingMask.names)
                diagnostics.append(.error("invalid 'autoresizingMask': unknown option '\(ValueSyntax.quoted(name))'\(hint)", at: attribute.location))
            }
            node.autoresizingMask = mask
        case "x", "y", "width", "height", "centerX", "centerY", "maxX", "maxY":
            guard checkExpressionLength(attribute.value, at: attribute.location) else { return }
            switch ExpressionSyntax.parse(attribute.value) {
            case .success(let items): pendingExpressions.append((index, scope, attribute, items))
            case .failure(let f): diagnostics.append(.error("invalid '\(attribute.name)': \(f.message) in '\(ValueSyntax.quoted(attribute.value))'", at: attribute.location))
            }
        default: break  // checkedAttributes passes only names in the schema
        }
    }

    /// `superview.bounds` (views) or `owner.bounds` (layers) follow the container; a layer may
    /// also follow a named view's bounds, converted into its own container's coordinates.
    private mutating func boundFrame(_ name: String, _ inset: EdgeInsets, _ attribute: XMLElementRecord.Attribute, node: SceneNode, index: Int, scope: String) -> FrameSpec? {
        let containerWord = node.kind == .layer ? "owner" : "superview"
        if name == containerWord { return .boundsOf(.container, inset: inset) }
        if name == "superview" || name == "owner" {
            diagnostics.append(.error("a \(node.kind == .layer ? "layer" : "view")'s frame follows '\(containerWord).bounds', not '\(name).bounds'", at: attribute.location))
            return nil
        }
        guard node.kind == .layer else {
            diagnostics.append(.error("a view's frame can follow only 'superview.bounds'; '\(name).bounds' needs a layer, or constraints", at: attribute.location))
            return nil
        }
        pendingReferences.append((index, name, scope, attribute.location))
        return .boundsOf(.container, inset: inset)  // replaced in resolveReferences
    }

    private mutating func resolveReferences() {
        for (index, name, scope, location) in pendingReferences {
            guard let target = ids[scope + name] else {
                let hint = suggestions.allows() ? NameSuggestion.hint(for: name, in: names(in: scope)) : ""
                diagnostics.append(.error("no view has the id '\(name)'\(hint)", at: location))
                continue
            }
            guard nodes[target].kind.isView else {
                diagnostics.append(.error("'\(name)' is a layer; a layer's frame can follow the bounds of a view", at: location,
                                          notes: [.init("'\(name)' is defined here", at: nodes[target].location)]))
                continue
            }
            if case .boundsOf(_, let inset)? = nodes[index].frame {
                nodes[index].frame = .boundsOf(.node(target), inset: inset)
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
                    diagnostics.append(.error("invalid '\(attribute.name)': unknown frame value '\(quantityName)'\(hint)", at: attribute.location))
                    return
                }
                let subject: FrameExpression.Subject
                switch subjectName {
                case "superview": subject = .superview
                case "self": subject = .this
                default:
                    guard let sibling = ids[scope + subjectName] else {
                        let hint = suggestions.allows() ? NameSuggestion.hint(for: subjectName, in: names(in: scope) + ["superview", "self"]) : ""
                        diagnostics.append(.error("invalid '\(attribute.name)': no view has the id '\(subjectName)'\(hint)", at: attribute.location))
                        return
                    }
                    guard nodes[sibling].parent == nodes[index].parent, nodes[sibling].kind.isView, sibling != index else {
                        diagnostics.append(.error("invalid '\(attribute.name)': '\(subjectName)' is not a sibling of \(nodes[index].displayName); frame expressions read the superview, siblings and self", at: attribute.location))
                        return
                    }
                    subject = .sibling(sibling)
                }
                postfix.append(.reference(subject, quantity))
            }
        }
        nodes[index].frameExpressions.append(FrameExpression(target: target, postfix: postfix, text: attribute.value, location: attribute.location))
    }

    /// On one axis a frame has a position and a size: at most two of x, centerX, maxX, width.
    private mutating func checkOverdetermined() {
        for node in nodes where node.frameExpressions.count > 2 {
            for horizontal in [true, false] {
                let set = node.frameExpressions.filter { $0.target.isHorizontal == horizontal }
                guard set.count > 2, let last = set.last else { continue }
                let names = set.map { "'\($0.target.rawValue)'" }
                diagnostics.append(.error(
                    "\(node.displayName) is over-determined: \(names.dropLast().joined(separator: ", ")) and \(names.last ?? "") all set its \(horizontal ? "horizontal" : "vertical") position and size; give two of them",
                    at: last.location))
            }
        }
    }

    // MARK: - Constraints

    private mutating func addConstraint(_ record: XMLElementRecord) {
        var identifier: String?
        for attribute in checkedAttributes(of: record, schema: "constraint") where attribute.name == "identifier" {
            identifier = value(attribute, ValueSyntax.identifier)
        }
        guard let text = record.text else {
            diagnostics.append(.error("<constraint> is empty; write it as text, such as <constraint>crown.top == board.top - 20</constraint>", at: record.location))
            return
        }
        let written = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard checkExpressionLength(written, at: record.textLocation) else { return }
        func place(_ offset: Int) -> SourceLocation { Self.location(in: text, from: record.textLocation, offset: offset) }
        switch ConstraintSyntax.parse(text) {
        case .failure(let f):
            diagnostics.append(.error("invalid constraint '\(ValueSyntax.quoted(written))': \(f.message)", at: place(f.offset)))
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
                diagnostics.append(.error("invalid constraint '\(written)': \(problem)", at: location))
                return
            }
            constraints.append(LayoutConstraint(
                first: first, relation: LayoutConstraint.Relation(rawValue: parsed.relation) ?? .equal, second: second,
                multiplier: parsed.multiplier, constant: parsed.constant, priority: parsed.priority,
                text: identifier.map { "\($0): \(written)" } ?? written, location: location, identifier: identifier))
        }
    }

    /// `crown.top`, `superview.width`, `safeArea.bottom`, `card.margins.leading`, `margins.top`.
    /// Inside a component instance, names are its own views and `margins` are its root's.
    private mutating func resolve(_ name: ConstraintSyntax.AnchorName, firstView: Int?, scope: String, at location: SourceLocation) -> LayoutConstraint.Anchor? {
        guard let attribute = LayoutConstraint.Attribute(rawValue: name.attribute) else {
            let hint = NameSuggestion.hint(for: name.attribute, in: LayoutConstraint.Attribute.allCases.map(\.rawValue))
            diagnostics.append(.error("unknown anchor '\(name.attribute)'\(hint)", at: location))
            return nil
        }
        var itemName = name.item
        var guide: String?
        for suffix in Self.guideNames where itemName == suffix || itemName.hasSuffix("." + suffix) {
            guide = suffix
            itemName = itemName == suffix ? "root" : String(itemName.dropLast(suffix.count + 1))
        }
        let view: Int
        switch itemName {
        case "safeArea":
            return LayoutConstraint.Anchor(item: .safeArea, attribute: attribute)
        case "root":
            guard !scope.isEmpty else { view = Scene.rootIndex; break }
            guard let instance = ids[String(scope.dropLast())] else { return nil }
            view = instance
        case "superview":
            guard let first = firstView, let parent = nodes[first].parent else {
                diagnostics.append(.error("'superview' means the superview of the view the constraint starts with, and it has none here", at: location))
                return nil
            }
            view = parent
        default:
            guard let index = ids[scope + itemName] else {
                let hint = suggestions.allows() ? NameSuggestion.hint(for: itemName, in: names(in: scope) + ["superview", "safeArea", "margins"]) : ""
                diagnostics.append(.error("no view has the id '\(itemName)'\(hint)", at: location))
                return nil
            }
            guard nodes[index].kind.isView else {
                diagnostics.append(.error("'\(itemName)' is a layer; constraints place views only", at: location))
                return nil
            }
            view = index
        }
        switch guide {
        case nil: return LayoutConstraint.Anchor(item: .view(view), attribute: attribute)
        case "margins"?, "layoutMarginsGuide"?: return LayoutConstraint.Anchor(item: .margins(view), attribute: attribute)
        default:
            guard nodes[view].kind == .scrollView else {
                diagnostics.append(.error("'\(guide ?? "")' belongs to a <scrollView>, and \(nodes[view].displayName) is a <\(nodes[view].kind.rawValue)>", at: location))
                return nil
            }
            return LayoutConstraint.Anchor(item: guide == "contentLayoutGuide" ? .contentLayoutGuide(view) : .frameLayoutGuide(view), attribute: attribute)
        }
    }

    /// The guides a constraint can name after a view: `card.margins.top`, `scroll.contentLayoutGuide.bottom`.
    private static let guideNames = ["margins", "layoutMarginsGuide", "contentLayoutGuide", "frameLayoutGuide"]

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
        var l = start
        for c in text.unicodeScalars.prefix(offset) {
            if c == "\n" { l.line += 1; l.column = 1 } else { l.column += 1 }
        }
        return l
    }

    private mutating func checkSize(_ size: (width: Double?, height: Double?), scene: XMLElementRecord) {
        switch (size.width, size.height, viewports.isEmpty) {
        case (nil, nil, false): break
        case (.some, .some, true): break
        case (.some, .some, false):
            diagnostics.append(.error("give the size either on <scene> or as <viewport> elements, not both", at: scene.location))
        case (nil, nil, true):
            diagnostics.append(.error("<scene> needs a size: 'width' and 'height', or <viewport> elements", at: scene.location))
        default:
            diagnostics.append(.error("<scene> needs both 'width' and 'height'", at: scene.location))
        }
    }

    private mutating func checkText(_ record: XMLElementRecord) {
        if let text = record.text {
            diagnostics.append(.error("unexpected text '\(ValueSyntax.quoted(text.trimmingCharacters(in: .whitespacesAndNewlines)))' in <\(record.name)>; scenes put every value in an attribute", at: record.location))
        }
    }

    /// False, after an error, when a frame expression or constraint is longer than the limit.
    private mutating func checkExpressionLength(_ text: String, at location: SourceLocation) -> Bool {
        let length = text.unicodeScalars.count
        guard length > limits.expressionLength else { return true }
        diagnostics.append(.error("the expression is \(length) characters long; expressions are limited to \(limits.expressionLength) (--max-expression-length)", at: location))
        return false
    }

    // MARK: - Attributes

    /// The attributes the schema knows, each reported once if unknown, duplicated in meaning,
    /// namespaced or too long.
    private mutating func checkedAttributes(of record: XMLElementRecord, schema name: String) -> [XMLElementRecord.Attribute] {
        guard let schema = SceneSchema.element(named: name) else { return [] }
        var accepted: [XMLElementRecord.Attribute] = []
        for attribute in record.attributes {
            guard schema.attribute(named: attribute.name) != nil else {
                let hint = NameSuggestion.hint(for: attribute.name, in: schema.attributes.map(\.name))
                diagnostics.append(.error("unknown attribute '\(ValueSyntax.quoted(attribute.name))' on <\(name)>\(hint)", at: attribute.location))
                continue
            }
            guard attribute.value.utf8.count <= XMLLoader.maximumAttributeLength else {
                diagnostics.append(.error("the value of '\(attribute.name)' is \(attribute.value.utf8.count) bytes; attribute values are limited to \(XMLLoader.maximumAttributeLength) bytes", at: attribute.location))
                continue
            }
            accepted.append(attribute)
        }
        return accepted
    }

    /// The parsed value, or nil after reporting why it could not be parsed.
    private mutating func value<T>(_ attribute: XMLElementRecord.Attribute, _ parse: (String) -> ValueSyntax.Parsed<T>) -> T? {
        switch parse(attribute.value) {
        case .success(let v): return v
        case .failure(let m):
            diagnostics.append(.error("invalid '\(attribute.name)': \(m.text)", at: attribute.location))
            return nil
        }
    }

    private func positive(_ text: String) -> ValueSyntax.Parsed<Double> {
        ValueSyntax.number(text).flatMap { $0 > 0 ? .success($0) : .failure(.init("'\(ValueSyntax.quoted(text))' must be greater than 0")) }
    }

    private func nonNegative(_ text: String) -> ValueSyntax.Parsed<Double> {
        ValueSyntax.number(text).flatMap { $0 >= 0 ? .success($0) : .failure(.init("'\(ValueSyntax.quoted(text))' must not be negative")) }
    }

    private func nonNegativeSize(_ text: String) -> ValueSyntax.Parsed<Size> {
        ValueSyntax.size(text).flatMap { $0.width >= 0 && $0.height >= 0 ? .success($0) : .failure(.init("'\(ValueSyntax.quoted(text))' must not be negative")) }
    }

    private func unitInterval(_ text: String) -> ValueSyntax.Parsed<Double> {
        ValueSyntax.number(text).flatMap { (0...1).contains($0) ? .success($0) : .failure(.init("'\(ValueSyntax.quoted(text))' must be between 0 and 1")) }
    }
}
