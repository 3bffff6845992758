import Geometry
import SceneModel
import XMLReading

/// Replaces every `<use component=…>` with the component's views, as `CustomView(frame:)` plus
/// `addSubview` would build them, so the builder after it sees plain views only.
///
/// Components come from the scene's own `<component>` elements and from `<library>` files named
/// by `<import file=…>`. Each instance's ids are prefixed with its own id (`card1.title`), and
/// `{parameter}` in any value inside the component is replaced by the instance's argument.
/// Every walk is iterative and the expanded size is capped, because components that use each
/// other twice over grow exponentially, as entities do in a billion-laughs file.
struct ComponentExpander {
    /// Reads an imported file by the path the importing file's folder gives it; nil if unreadable.
    typealias FileLoader = (String) -> [UInt8]?

    /// Imports nested deeper than this are an error; real libraries nest a few levels.
    static let maximumImportDepth = 32

    private struct Document {
        var path: String
        var records: [XMLElementRecord]
    }

    private struct Component {
        var name: String
        var document: Int
        var record: Int
        var parameters: [String]
        /// The same names, to look up: a `<use>` may pass thousands.
        var parameterSet: Set<String>
        /// The component element's own view properties: they style every instance's root view.
        var rootAttributes: [XMLElementRecord.Attribute]
        var uses: [(name: String, location: SourceLocation)]
        /// Elements in the body that are not `<use>`s.
        var plainElements: Int
        var location: SourceLocation
        /// Set when the definition has errors or the component uses itself: it is never expanded.
        var isUnusable = false
    }

    private let loader: FileLoader
    private let limits: ResourceLimits
    /// More elements than this after expansion is an error, not a long wait.
    private var maximumElements: Int { XMLReadingRules.scene(limits).maximumElements }
    private var documents: [Document] = []
    private var documentIndex: [String: Int] = [:]
    private var components: [Component] = []
    /// Component index by name (looked up, never iterated).
    private var componentIndex: [String: Int] = [:]
    /// What expansion found, within a file's budget: expansion stops once it is full.
    private(set) var diagnostics = DiagnosticLog()
    /// Suggestions among the components, whose number grows with the files.
    private var suggestions = SuggestionBudget()

    init(loader: @escaping FileLoader, limits: ResourceLimits) {
        self.loader = loader
        self.limits = limits
    }

    /// The scene's records with components expanded; `records[0]` must be the `<scene>`.
    mutating func expand(_ records: [XMLElementRecord], path: String) -> [XMLElementRecord] {
        guard records.first?.name == "scene" else { return records }
        documents.append(Document(path: path, records: records))
        documentIndex[Self.normalized(path)] = 0
        collectDefinitions(in: 0, chain: [Self.normalized(path)])
        markRecursion()
        let size = expandedSize()
        guard size <= maximumElements else {
            diagnostics.append(.error(.tooManyExpandedElements(maximumElements, views: limits.views, constraints: limits.constraints), at: records[0].location))
            return [records[0]]
        }
        return instantiate()
    }

    // MARK: - Definitions

    /// Registers the `<component>`s of one file and loads its `<import>`s, depth first, so
    /// definitions keep the order in which a reader meets them.
    private mutating func collectDefinitions(in document: Int, chain: [String]) {
        let records = documents[document].records
        guard let root = records.first else { return }
        for child in root.children where records.indices.contains(child) {
            let record = records[child]
            guard record.namespaceURI == nil else { continue }
            switch record.name {
            case "import": load(record, from: document, chain: chain)
            case "component": register(child, in: document)
            default:
                if root.name == "library" {
                    diagnostics.append(.error(.notInLibrary(record.name), at: record.location))
                }
            }
        }
    }

    private mutating func load(_ record: XMLElementRecord, from document: Int, chain: [String]) {
        var file: String?
        for attribute in record.attributes {
            if attribute.name == "file" { file = attribute.value; continue }
            diagnostics.append(.error(.unknownImportAttribute(ValueSyntax.quoted(attribute.name)), at: attribute.location))
        }
        if let text = record.text {
            diagnostics.append(.error(.unexpectedTextInImport(ValueSyntax.quoted(text.trimmingSpacesAndNewlines())), at: record.location))
        }
        guard let file, !file.isEmpty else {
            diagnostics.append(.error(.importNeedsFile, at: record.location))
            return
        }
        guard !file.hasPrefix("/"), !file.contains("://"), !file.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            diagnostics.append(.error(.importPathNotRelative(ValueSyntax.quoted(file)), at: record.location))
            return
        }
        let path = Self.normalized(SceneFrontEnd.folder(of: documents[document].path) + file)
        // Imports, like images, come only from the scene's folder and its subfolders: a shared
        // scene cannot make scenec read a file elsewhere on the machine.
        let sceneFolder = Self.normalized(SceneFrontEnd.folder(of: documents[0].path))
        guard sceneFolder.isEmpty ? !path.hasPrefix("../") && path != ".." : path.hasPrefix(sceneFolder + "/") else {
            diagnostics.append(.error(.importOutsideFolder(ValueSyntax.quoted(file)), at: record.location))
            return
        }
        if let start = chain.firstIndex(of: path) {
            let cycle = (chain[start...] + [path]).map { "'\($0)'" }.joined(separator: " imports ")
            diagnostics.append(.error(.importCycle(cycle), at: record.location))
            return
        }
        if documentIndex[path] != nil { return }  // imported before, by another file: nothing new
        guard chain.count < Self.maximumImportDepth else {
            diagnostics.append(.error(.importsTooDeep(Self.maximumImportDepth), at: record.location))
            return
        }
        guard let bytes = loader(path) else {
            // The disk reader refuses a file over the limit unread; say so rather than "cannot read".
            if let size = FileBytes.size(of: path), size > limits.fileSize {
                diagnostics.append(.error(.importedFileTooLarge(ValueSyntax.quoted(file), size: size, limit: limits.fileSize), at: record.location))
            } else {
                let refusal = SceneFrontEnd.refusal(of: path, inside: SceneFrontEnd.folder(of: documents[0].path))
                diagnostics.append(.error(.unreadableImport(ValueSyntax.quoted(path), because: refusal), at: record.location))
            }
            return
        }
        let loaded = XMLLoader.load(bytes: bytes, file: path, rules: .scene(limits))
        diagnostics += loaded.diagnostics
        guard let root = loaded.elements.first, !loaded.diagnostics.hasErrors else { return }
        guard root.name == "library", root.namespaceURI == nil else {
            diagnostics.append(.error(.invalidLibraryRoot(root.name), at: root.location,
                                      notes: [.init(.importedHere, at: record.location)]))
            return
        }
        for attribute in root.attributes {
            diagnostics.append(.error(.unknownLibraryAttribute(ValueSyntax.quoted(attribute.name)), at: attribute.location))
        }
        let index = documents.count
        documents.append(Document(path: path, records: loaded.elements))
        documentIndex[path] = index
        collectDefinitions(in: index, chain: chain + [path])
    }

    private mutating func register(_ index: Int, in document: Int) {
        let records = documents[document].records
        let record = records[index]
        guard let schema = SceneSchema.element(named: "component") else { return }
        var name: String?
        var parameters: [String] = []
        var listed = Set<String>()
        var rootAttributes: [XMLElementRecord.Attribute] = []
        var valid = true
        // A definition's values are held to the limit every value has where they are written,
        // whether or not an instance ever uses them.
        for attribute in Self.subtree(of: index, in: records).flatMap({ records[$0].attributes }) where !Self.fitsValueLimit(attribute) {
            diagnostics.append(.error(.valueTooLong(attribute.name, bytes: attribute.value.utf8.count, limit: XMLLoader.maximumAttributeLength), at: attribute.location))
            valid = false
        }
        guard valid else { return }
        for attribute in record.attributes {
            switch attribute.name {
            case "name":
                switch ValueSyntax.identifier(attribute.value) {
                case .success(let v): name = v
                case .failure(let m): diagnostics.append(.error(.invalidValue("name", m.text), at: attribute.location)); valid = false
                }
            case "parameters":
                for word in attribute.value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }).map(String.init) {
                    if case .failure(let m) = ValueSyntax.identifier(word) {
                        diagnostics.append(.error(.invalidValue("parameters", m.text), at: attribute.location)); valid = false
                    } else if listed.contains(word) || word == "component" || word == "id" {
                        diagnostics.append(.error(listed.contains(word) ? .parameterListedTwice(word) : .parameterNamesUseAttribute(word), at: attribute.location)); valid = false
                    } else if SceneSchema.element(named: "use")?.attribute(named: word) != nil {
                        diagnostics.append(.error(.parameterIsViewProperty(word), at: attribute.location)); valid = false
                    } else {
                        parameters.append(word)
                        listed.insert(word)
                    }
                }
            default:
                if schema.attribute(named: attribute.name) != nil {
                    rootAttributes.append(attribute)
                } else {
                    let hint = NameSuggestion.hint(for: attribute.name, in: schema.attributes.map(\.name))
                    diagnostics.append(.error(attribute.name == "id" ? .idOnComponent : .unknownAttribute(ValueSyntax.quoted(attribute.name), on: "component", hint: hint), at: attribute.location))
                    valid = false
                }
            }
        }
        guard let name else {
            if valid { diagnostics.append(.error(.componentNeedsName, at: record.location)) }
            return
        }
        if let first = componentIndex[name] {
            diagnostics.append(.error(.duplicateComponent(name), at: record.location, notes: [.init(.firstDefinedHere, at: components[first].location)]))
            return
        }
        // Every placeholder must name a parameter, checked once here rather than once per instance.
        var uses: [(name: String, location: SourceLocation)] = []
        var plainElements = 0
        for attribute in rootAttributes { valid = checkPlaceholders(attribute.value, parameters, listed, name, at: attribute.location) && valid }
        for child in Self.subtree(of: index, in: records).dropFirst() {
            let inner = records[child]
            for attribute in inner.attributes { valid = checkPlaceholders(attribute.value, parameters, listed, name, at: attribute.location) && valid }
            if let text = inner.text { valid = checkPlaceholders(text, parameters, listed, name, at: inner.textLocation) && valid }
            if inner.name == "use", let used = inner.attributes.first(where: { $0.name == "component" }) {
                uses.append((used.value, used.location))
            } else {
                plainElements += 1
            }
        }
        componentIndex[name] = components.count
        components.append(Component(name: name, document: document, record: index, parameters: parameters, parameterSet: listed,
                                    rootAttributes: rootAttributes, uses: uses, plainElements: plainElements, location: record.location, isUnusable: !valid))
    }

    private mutating func checkPlaceholders(_ text: String, _ parameters: [String], _ listed: Set<String>, _ component: String, at location: SourceLocation) -> Bool {
        var ok = true
        for name in Placeholders.names(in: text) where !listed.contains(name) {
            diagnostics.append(.error(.unknownParameter(name, component: component, parameters: parameters, hint: NameSuggestion.hint(for: name, in: parameters)), at: location))
            ok = false
        }
        return ok
    }

    /// A component that uses itself, directly or through others, would never finish expanding.
    /// Depth-first search with an explicit stack over the component graph, in definition order.
    private mutating func markRecursion() {
        enum Mark { case unvisited, active, done }
        var marks = [Mark](repeating: .unvisited, count: components.count)
        for start in components.indices where marks[start] == .unvisited {
            var stack: [(component: Int, next: Int)] = [(start, 0)]
            marks[start] = .active
            while let top = stack.last {
                let uses = components[top.component].uses
                guard top.next < uses.count else {
                    marks[top.component] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                guard let used = componentIndex[uses[top.next].name] else { continue }
                switch marks[used] {
                case .unvisited:
                    marks[used] = .active
                    stack.append((used, 0))
                case .active:
                    let path = stack.map(\.component).drop { $0 != used }.map { "'\(components[$0].name)'" } + ["'\(components[used].name)'"]
                    diagnostics.append(.error(.componentCycle(components[used].name, path: path), at: uses[top.next].location))
                    for entry in stack.drop(while: { $0.component != used }) { components[entry.component].isUnusable = true }
                case .done:
                    if components[used].isUnusable { components[top.component].isUnusable = true }
                }
            }
        }
    }

    /// How many elements expansion would make, counted without making them (uses of uses
    /// multiply), saturating just above the limit.
    private func expandedSize() -> Int {
        let cap = maximumElements + 1
        let sizes = componentSizes(cap: cap)
        func size(ofUse name: String) -> Int {
            guard let used = componentIndex[name], !components[used].isUnusable else { return 1 }
            return sizes[used]
        }
        let records = documents[0].records
        var total = 1
        var stack = records[0].children.filter { records[$0].name != "component" && records[$0].name != "import" }
        while let next = stack.popLast(), total <= cap {
            // Read in place: a copy of each record would cost more than the count.
            let used = records[next].name == "use" ? records[next].attributes.first { $0.name == "component" }?.value : nil
            total = min(cap, total + (used.map(size(ofUse:)) ?? 1))
            stack += records[next].children
        }
        return total
    }

    /// Each usable component's expanded size, saturating at `cap`: a post-order walk over the
    /// component graph (which `markRecursion` left acyclic among usable components) that visits
    /// each component and each use once, resuming a component's uses where it left them.
    private func componentSizes(cap: Int) -> [Int] {
        var sizes = [Int](repeating: 0, count: components.count)
        var done = [Bool](repeating: false, count: components.count)
        // No usable component is on a cycle; a use of one on the stack would still count as one
        // element rather than loop, should that ever change.
        var onStack = [Bool](repeating: false, count: components.count)
        for start in components.indices where !done[start] && !components[start].isUnusable {
            var stack: [(component: Int, next: Int, total: Int)] = [(start, 0, 1 + components[start].plainElements)]
            onStack[start] = true
            while let top = stack.last {
                let uses = components[top.component].uses
                guard top.next < uses.count else {
                    stack.removeLast()
                    sizes[top.component] = top.total
                    done[top.component] = true
                    onStack[top.component] = false
                    if !stack.isEmpty { stack[stack.count - 1].total = min(cap, stack[stack.count - 1].total + top.total) }
                    continue
                }
                stack[stack.count - 1].next += 1
                guard let used = componentIndex[uses[top.next].name], !components[used].isUnusable, !onStack[used] else {
                    stack[stack.count - 1].total = min(cap, top.total + 1)
                    continue
                }
                if done[used] {
                    stack[stack.count - 1].total = min(cap, top.total + sizes[used])
                } else {
                    stack.append((used, 0, 1 + components[used].plainElements))
                    onStack[used] = true
                }
            }
        }
        return sizes
    }

    // MARK: - Instances

    private struct Work {
        var document: Int
        var record: Int
        var parent: Int
        var scope: String
        var arguments: [String: String]
        /// The `<use>` whose instance this record is part of (nil outside components): where a
        /// value that expands past its bound is reported.
        var site: SourceLocation? = nil
    }

    /// Bytes of attribute values and text the expansion has written so far. Parameters can hold
    /// other parameters, so nested components can multiply a short value at every level: the
    /// count is kept as expansion goes, and expansion stops where it crosses `limits.fileSize`
    /// (the expanded scene may be no larger than the largest file scenec reads), or where one
    /// value passes the length any attribute may have.
    private var expandedBytes = 0
    private var stopped = false

    /// `text` with its parameters replaced, counted; nil (and an error at `site`) past a bound.
    private mutating func expanded(_ text: String, _ arguments: [String: String], at site: SourceLocation) -> String? {
        guard !stopped else { return nil }
        guard let value = Placeholders.substitute(text, arguments, atMost: XMLLoader.maximumAttributeLength) else {
            diagnostics.append(.error(.expandedValueTooLong(XMLLoader.maximumAttributeLength), at: site))
            stopped = true
            return nil
        }
        expandedBytes += value.utf8.count
        guard expandedBytes <= limits.fileSize else {
            diagnostics.append(.error(.expansionTooLarge(limits.fileSize), at: site))
            stopped = true
            return nil
        }
        return value
    }

    private mutating func expanded(_ attributes: some Collection<XMLElementRecord.Attribute>, _ arguments: [String: String], at site: SourceLocation) -> [XMLElementRecord.Attribute] {
        var result: [XMLElementRecord.Attribute] = []
        result.reserveCapacity(attributes.count)
        for attribute in attributes {
            var copy = attribute
            guard let value = expanded(attribute.value, arguments, at: site) else { return result }
            copy.value = value
            result.append(copy)
        }
        return result
    }

    /// Copies the scene's records in document order, expanding each `<use>` in place.
    private mutating func instantiate() -> [XMLElementRecord] {
        let main = documents[0].records
        // A scene with no components, imports or uses expands to itself: its records, in the
        // order and with the parents and children a copy would give them, are returned as
        // they are, not copied one by one.
        if components.isEmpty, documents.count == 1,
           !main.contains(where: { $0.name == "use" || $0.name == "component" || $0.name == "import" }) {
            return main
        }
        var output: [XMLElementRecord] = [main[0]]
        output[0].children = []
        var stack: [Work] = main[0].children.reversed().map { Work(document: 0, record: $0, parent: 0, scope: "", arguments: [:]) }
        while !stopped, !diagnostics.isFull, let work = stack.popLast() {
            let record = documents[work.document].records[work.record]
            let isDefinition = work.document == 0 && work.parent == 0 && (record.name == "component" || record.name == "import")
            if isDefinition && record.namespaceURI == nil { continue }
            let parentName = output[work.parent].name
            if record.name == "use", record.namespaceURI == nil, SceneSchema.element(named: parentName)?.children.contains("use") == true {
                instantiate(record, work, into: &output, stack: &stack)
                continue
            }
            var copy = record
            let site = work.site ?? record.location
            copy.attributes = ArraySlice(expanded(record.attributes, work.arguments, at: site))
            if let text = record.text { copy.text = expanded(text, work.arguments, at: site) }
            let index = Self.append(copy, under: work.parent, scope: work.scope, to: &output)
            stack += record.children.reversed().map { Work(document: work.document, record: $0, parent: index, scope: work.scope, arguments: work.arguments, site: work.site) }
        }
        return stopped || diagnostics.isFull ? [main[0]] : output
    }

    private mutating func instantiate(_ use: XMLElementRecord, _ work: Work, into output: inout [XMLElementRecord], stack: inout [Work]) {
        guard let useSchema = SceneSchema.element(named: "use") else { return }
        guard let nameAttribute = use.attributes.first(where: { $0.name == "component" }) else {
            diagnostics.append(.error(.useNeedsComponent, at: use.location))
            return
        }
        guard let componentIndex = componentIndex[nameAttribute.value] else {
            let hint = suggestions.allows() ? NameSuggestion.hint(for: nameAttribute.value, in: components.map(\.name).sorted()) : ""
            diagnostics.append(.error(.unknownComponent(ValueSyntax.quoted(nameAttribute.value), hint: hint), at: nameAttribute.location))
            return
        }
        let component = components[componentIndex]
        var arguments: [String: String] = [:]
        var viewAttributes: [XMLElementRecord.Attribute] = []
        var valid = true
        for attribute in use.attributes where attribute.name != "component" {
            if component.parameterSet.contains(attribute.name) {
                guard let value = expanded(attribute.value, work.arguments, at: use.location) else { return }
                arguments[attribute.name] = value
            } else if useSchema.attribute(named: attribute.name) != nil {
                guard let value = expanded(attribute.value, work.arguments, at: use.location) else { return }
                var copy = attribute
                copy.value = value
                viewAttributes.append(copy)
            } else {
                let hint = NameSuggestion.hint(for: attribute.name, in: component.parameters + useSchema.attributes.map(\.name))
                diagnostics.append(.error(.unknownUseAttribute(ValueSyntax.quoted(attribute.name), component: component.name, parameters: component.parameters, hint: hint),
                                          at: attribute.location, notes: [.init(.definedHere(component.name), at: component.location)]))
                valid = false
            }
        }
        let missing = component.parameters.filter { arguments[$0] == nil }
        if !missing.isEmpty {
            diagnostics.append(.error(.missingParameters(missing, component: component.name), at: use.location,
                                      notes: [.init(.definedHere(component.name), at: component.location)]))
            valid = false
        }
        guard let id = viewAttributes.first(where: { $0.name == "id" })?.value else {
            diagnostics.append(.error(.useNeedsID, at: use.location))
            return
        }
        guard valid, !component.isUnusable else { return }  // an unusable component was reported where it is defined
        var root = use
        root.name = "view"
        root.attributes = ArraySlice(expanded(component.rootAttributes, arguments, at: use.location) + viewAttributes)
        guard !stopped else { return }
        let index = Self.append(root, under: work.parent, scope: work.scope, to: &output)
        // A stack: what is pushed last comes out first, so the component's own views precede
        // the views the <use> adds, as `addSubview` after `init` would order them.
        stack += use.children.reversed().map { Work(document: work.document, record: $0, parent: index, scope: work.scope, arguments: work.arguments, site: work.site) }
        let body = documents[component.document].records[component.record].children
        stack += body.reversed().map { Work(document: component.document, record: $0, parent: index, scope: work.scope + id + ".", arguments: arguments, site: use.location) }
    }

    /// Adds a record as the last child of `parent`, its own children to come.
    private static func append(_ record: XMLElementRecord, under parent: Int, scope: String, to output: inout [XMLElementRecord]) -> Int {
        var copy = record
        copy.parent = parent
        copy.children = []
        copy.scope = scope
        output.append(copy)
        output[parent].children.append(output.count - 1)
        return output.count - 1
    }

    // MARK: - Paths

    /// Whether an attribute's value is within the length every value is held to.
    private static func fitsValueLimit(_ attribute: XMLElementRecord.Attribute) -> Bool {
        attribute.value.utf8.count <= XMLLoader.maximumAttributeLength
    }

    /// Pre-order indices of a record's subtree, itself first, without recursion.
    private static func subtree(of index: Int, in records: [XMLElementRecord]) -> [Int] {
        var result: [Int] = []
        var stack = [index]
        while let next = stack.popLast() {
            result.append(next)
            stack += records[next].children.reversed()
        }
        return result
    }


    /// `a/./b/../c.xml` → `a/c.xml`, so one file imported by two routes is one document.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
