import Geometry
import SceneModel

/// Turns element records into a `Scene`, checking every name and value against `SceneSchema`.
///
/// It reports every problem it finds rather than stopping at the first; an unknown element's
/// subtree is skipped, since nothing inside it can be interpreted.
struct SceneBuilder {
    private let elements: [XMLElementRecord]
    private let fallbackName: String
    private var diagnostics: [Diagnostic] = []
    private var nodes: [SceneNode] = []
    private var viewports: [Viewport] = []
    /// Node index for each id, for references and duplicate checks (looked up, never iterated).
    private var ids: [String: Int] = [:]
    /// Frames that follow a named view, resolved once every id is known.
    private var pendingReferences: [(node: Int, name: String, location: SourceLocation)] = []

    init(elements: [XMLElementRecord], fallbackName: String) {
        self.elements = elements
        self.fallbackName = fallbackName
    }

    mutating func build() -> (Scene?, [Diagnostic]) {
        guard let root = elements.first else { return (nil, diagnostics) }
        guard root.name == "scene", root.namespaceURI == nil else {
            diagnostics.append(.error("the root element must be <scene>, not <\(root.name)>", at: root.location))
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
            default: break
            }
        }
        checkText(root)
        nodes.append(rootNode)

        // Records are in document order, so one forward loop creates nodes parents-first.
        var nodeForRecord = [Int?](repeating: nil, count: elements.count)
        nodeForRecord[0] = Scene.rootIndex
        var skipped = [Bool](repeating: false, count: elements.count)
        for index in elements.indices.dropFirst() {
            let record = elements[index]
            guard let parentRecord = record.parent, !skipped[parentRecord] else { skipped[index] = true; continue }
            let parentSchema = parentRecord == 0 ? "scene" : elements[parentRecord].name
            guard isAllowed(record, inside: parentSchema) else { skipped[index] = true; continue }
            if record.name == "viewport" { addViewport(record); continue }
            guard let parentNode = nodeForRecord[parentRecord] else { skipped[index] = true; continue }
            nodeForRecord[index] = addNode(record, parent: parentNode)
        }
        resolveReferences()
        checkSize(size, scene: root)
        if let w = size.width, let h = size.height {
            viewports.insert(Viewport(name: nil, size: Size(width: w, height: h), location: root.location), at: 0)
        }
        if diagnostics.hasErrors { return (nil, diagnostics) }
        return (Scene(name: sceneName, location: root.location, viewports: viewports, nodes: nodes), diagnostics)
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
        for attribute in checkedAttributes(of: record, schema: "viewport") {
            switch attribute.name {
            case "name": name = value(attribute, ValueSyntax.identifier)
            case "width": width = value(attribute, positive)
            case "height": height = value(attribute, positive)
            default: break
            }
        }
        checkText(record)
        guard let width, let height else {
            diagnostics.append(.error("<viewport> needs 'width' and 'height'", at: record.location))
            return
        }
        guard let name else {
            diagnostics.append(.error("<viewport> needs a 'name'; it names the output file (SCENE.NAME.svg)", at: record.location))
            return
        }
        if let first = viewports.first(where: { $0.name == name }) {
            diagnostics.append(.error("duplicate viewport name '\(name)'", at: record.location, notes: [.init("first defined here", at: first.location)]))
            return
        }
        viewports.append(Viewport(name: name, size: Size(width: width, height: height), location: record.location))
    }

    private mutating func addNode(_ record: XMLElementRecord, parent: Int) -> Int {
        let kind: SceneNode.Kind = record.name == "layer" ? .layer : record.name == "imageView" ? .imageView : .view
        var node = SceneNode(kind: kind, location: record.location)
        let index = nodes.count
        node.parent = parent
        for attribute in checkedAttributes(of: record, schema: record.name) {
            node.attributeLocations[attribute.name] = attribute.location
            apply(attribute, to: &node, index: index)
        }
        if case .rect = node.frame, !node.transform.isIdentity, let frameLocation = node.attributeLocations["frame"] {
            let place = kind == .layer ? "'position'" : "'center'"
            diagnostics.append(.warning(
                "'frame' is undefined when 'transform' is not the identity; the frame is applied as if set before the transform, position with \(place) and 'bounds' instead",
                at: frameLocation))
        }
        checkText(record)
        nodes.append(node)
        nodes[parent].children.append(index)
        return index
    }

    private mutating func apply(_ attribute: XMLElementRecord.Attribute, to node: inout SceneNode, index: Int) {
        switch attribute.name {
        case "id":
            guard let id = value(attribute, ValueSyntax.identifier) else { return }
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
            case .bounds(let name, let inset)?: node.frame = boundFrame(name, inset, attribute, node: node, index: index)
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
        default: break  // checkedAttributes passes only names in the schema
        }
    }

    /// `superview.bounds` (views) or `owner.bounds` (layers) follow the container; a layer may
    /// also follow a named view's bounds, converted into its own container's coordinates.
    private mutating func boundFrame(_ name: String, _ inset: EdgeInsets, _ attribute: XMLElementRecord.Attribute, node: SceneNode, index: Int) -> FrameSpec? {
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
        pendingReferences.append((index, name, attribute.location))
        return .boundsOf(.container, inset: inset)  // replaced in resolveReferences
    }

    private mutating func resolveReferences() {
        for (index, name, location) in pendingReferences {
            guard let target = ids[name] else {
                let hint = NameSuggestion.hint(for: name, in: ids.keys.sorted())
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
        if let text = record.strayText {
            diagnostics.append(.error("unexpected text '\(ValueSyntax.quoted(text.trimmingCharacters(in: .whitespacesAndNewlines)))' in <\(record.name)>; scenes put every value in an attribute", at: record.location))
        }
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

    private func unitInterval(_ text: String) -> ValueSyntax.Parsed<Double> {
        ValueSyntax.number(text).flatMap { (0...1).contains($0) ? .success($0) : .failure(.init("'\(ValueSyntax.quoted(text))' must be between 0 and 1")) }
    }
}
