import Geometry
import SceneModel
import Typesetting

/// Every node's content, measured once per compile and shared by every viewport.
public struct ContentSizes {
    private var sizers: [Int: any ContentSizing] = [:]
    /// Flow items without content keep the size their frame gives them.
    private var framedItems: [Int: FixedContent] = [:]
    /// What labels and buttons draw with, by node.
    package private(set) var typesetters: [Int: Typesetter] = [:]
    /// Font errors found while building the sizers (a family that is missing), at their attribute.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The screen scale sizes are rounded up to (`UIScreen.scale`); set per viewport by `atScale`.
    public private(set) var scale = ScreenScale.fallback

    /// The same measurements, reporting sizes rounded to device pixels at `scale`: text is
    /// measured once per compile, and only the rounding differs between viewports.
    public func atScale(_ scale: Double) -> ContentSizes {
        var copy = self
        copy.scale = scale
        return copy
    }

    /// Resolves each label's and button's font in `fonts` (a missing family is an error at its
    /// `font` attribute) and builds each node's sizer, subviews before the flows that hold them.
    public init(_ scene: Scene, fonts: FontBook) {
        var resolved: [String: Result<Font, FontError>] = [:]
        for index in scene.nodes.indices.reversed() {
            defer {
                // A size the scene gives replaces the measured one; a label still draws its text.
                if let size = scene.nodes[index].view.intrinsicSize { sizers[index] = FixedContent(fixed: size) }
            }
            // Only nodes with content to measure are copied out of the array: most have none,
            // and a copy retains and releases every string, array and box in a node.
            let kind = scene.nodes[index].kind
            guard kind == .label || kind == .button || kind == .flow else { continue }
            let node = scene.nodes[index]
            switch kind {
            case .label, .button:
                guard let text = node.text else { continue }
                let key = "\(text.fontFamily)\u{0}\(text.fontWeight.rawValue)\u{0}\(text.fontSize)"
                let font = resolved[key] ?? Result { () throws(FontError) in
                    try fonts.font(family: text.fontFamily, weight: text.fontWeight, size: text.fontSize)
                }
                resolved[key] = font
                switch font {
                case .success(let font):
                    let setter = Typesetter(font: font)
                    typesetters[index] = setter
                    sizers[index] = node.kind == .label
                        ? LabelContent(text: text, typesetter: setter)
                        : ButtonContent(title: text, typesetter: setter, insets: (node.button?.contentInsets ?? .zero))
                case .failure(let error):
                    diagnostics.append(.error(.invalidValue("font", Self.message(error, family: text.fontFamily)), at: node.location(of: .font)))
                }
            case .flow:
                let items = node.children.filter { scene.nodes[$0].kind.isView && !scene.nodes[$0].layer.isHidden }
                for item in items where sizers[item] == nil {
                    let child = scene.nodes[item]
                    var size = Size.zero
                    if case .rect(let r)? = child.geometry.frame { size = r.size }
                    if let b = child.geometry.bounds { size = b.size }
                    framedItems[item] = FixedContent(fixed: size)
                }
                sizers[index] = FlowContent(items: items.map { sizers[$0] ?? framedItems[$0] ?? FixedContent(fixed: .zero) },
                                            spacing: (node.flow ?? FlowProperties()).itemSpacing, lineSpacing: (node.flow ?? FlowProperties()).lineSpacing)
            default:
                break
            }
        }
        diagnostics += Self.missingGlyphs(scene, typesetters: typesetters)
    }

    /// A warning for each character of label and button text that no font has, checked in
    /// document order so each is reported at its first use.
    private static func missingGlyphs(_ scene: Scene, typesetters: [Int: Typesetter]) -> [Diagnostic] {
        var missing = MissingGlyphs()
        for index in scene.nodes.indices {
            guard let setter = typesetters[index], let text = scene.nodes[index].text else { continue }
            let node = scene.nodes[index]
            missing.check(text.string, font: setter.font, at: node.location(of: node.kind == .button ? .title : .text))
        }
        return missing.diagnostics
    }

    private static func message(_ error: FontError, family: String) -> String {
        guard case .familyNotFound(_, let available) = error else { return error.description }
        let shown = available.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
        return "no font of the family '\(family)' was found in --font-dir or /usr/share/fonts"
            + (available.isEmpty ? "" : "; installed families include \(shown)\(available.count > 8 ? ", …" : "")")
    }

    /// The measurements of `nodes` alone, renumbered from 0 in that order: what one table row's
    /// own layout reads (`RowSystem`). Diagnostics stay with the whole scene's.
    package func subset(_ nodes: [Int]) -> ContentSizes {
        var part = ContentSizes(scale: scale)
        for (k, index) in nodes.enumerated() {
            if let sizer = sizers[index] { part.sizers[k] = sizer }
            if let item = framedItems[index] { part.framedItems[k] = item }
            if let setter = typesetters[index] { part.typesetters[k] = setter }
        }
        return part
    }

    private init(scale: Double) {
        self.scale = scale
    }

    /// `intrinsicContentSize` (width nil) or the size for a width; nil for a view without content.
    public func size(_ index: Int, fittingWidth width: Double?) -> Size? {
        sizers[index]?.size(fittingWidth: width, scale: scale)
    }

    /// A label's or button's first and last baselines as offsets from its vertical centre,
    /// with the lines it has at `width` (nil: an open width); nil for views without text.
    public func baselineOffsets(_ index: Int, fittingWidth width: Double?) -> (first: Double, last: Double)? {
        switch sizers[index] {
        case let label as LabelContent: return label.baselineOffsets(fittingWidth: width)
        case let button as ButtonContent: return button.baselineOffsets()
        default: return nil
        }
    }

    /// The size a flow gives one of its items.
    package func flowItemSize(_ index: Int, fittingWidth width: Double) -> Size {
        (sizers[index] ?? framedItems[index])?.size(fittingWidth: width, scale: scale) ?? .zero
    }

    /// Whether the node's height changes with its width (a multi-line label, a flow), so Auto
    /// Layout must ask it again once the width is settled.
    public func heightDependsOnWidth(_ index: Int) -> Bool { sizers[index]?.heightDependsOnWidth ?? false }
}
