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
            if let fixed = Self.standardControlSize(scene.nodes[index].content, scene.design) {
                sizers[index] = FixedContent(fixed: fixed)
                continue
            }
            if case .segmentedControl(let control) = scene.nodes[index].content {
                sizers[index] = segmentedControl(index, control, fonts: fonts, design: scene.design, resolved: &resolved)
                continue
            }
            guard kind == .label || kind == .button || kind == .flow || kind == .imageView || kind == .textField || kind == .textView
                || kind == .navigationBar || kind == .barButtonItem || kind == .tabBarItem || kind == .toolbar || kind == .tabBar
                || kind == .searchBar || kind == .datePicker else { continue }
            let node = scene.nodes[index]
            switch kind {
            case .toolbar:
                sizers[index] = BarContent(height: BarMetrics.toolbarHeight(design: scene.design))
            case .tabBar:
                sizers[index] = BarContent(height: BarMetrics.tabBarHeight(design: scene.design))
            case .label, .button, .textField, .textView, .navigationBar, .barButtonItem, .tabBarItem, .searchBar, .datePicker:
                guard let text = node.text else { continue }
                let key = "\(text.fontFamily)\u{0}\(text.fontWeight.rawValue)\u{0}\(text.fontSize)\u{0}\(text.textStyle?.rawValue ?? "")"
                let font = resolved[key] ?? Result { () throws(FontError) in
                    let font = try fonts.font(family: text.fontFamily, weight: text.fontWeight, size: text.fontSize)
                    // A text style spaces a paragraph's lines by its leading.
                    return text.textStyle.map { font.spacingLines(by: $0.leading) } ?? font
                }
                resolved[key] = font
                switch font {
                case .success(let font):
                    let setter = Typesetter(font: font)
                    typesetters[index] = setter
                    if let button = node.button, button.configuration != nil {
                        sizers[index] = ConfiguredButtonContent(title: text, hasImage: button.image != nil, typesetter: setter)
                    } else if case .textField(let field) = node.content {
                        sizers[index] = textField(field, node.children, in: scene, typesetter: setter)
                    } else {
                        sizers[index] = Self.sizer(node, text: text, typesetter: setter, design: scene.design)
                    }
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
            case .imageView:
                if let image = node.image { sizers[index] = ImageContent(image, files: scene.images) }
            default:
                break
            }
        }
        diagnostics += Self.missingGlyphs(scene, typesetters: typesetters)
    }

    /// The room on each side of a segment's title in `design`, which truncation leaves.
    public static func segmentTitlePadding(_ design: DesignEra) -> Double { SegmentedControlContent.titlePadding(design) }

    /// The intrinsic size of a standard control whose size its content does not change, in
    /// `design`; nil for every other kind.
    private static func standardControlSize(_ content: NodeContent, _ design: DesignEra) -> Size? {
        switch content {
        case .switchControl: StandardControlSizes.switchSize(design)
        case .slider: StandardControlSizes.sliderSize(design)
        case .stepper: StandardControlSizes.stepperSize(design)
        case .progressView: StandardControlSizes.progressViewSize(design)
        case .activityIndicator(let indicator): StandardControlSizes.activityIndicatorSize(indicator.style, design)
        case .pageControl(let pages): StandardControlSizes.pageControlSize(pages: pages.numberOfPages, design)
        default: nil
        }
    }

    /// A segmented control's sizer, measuring its titles in the system font it draws them in;
    /// nil when no system font can be found (a font error reported for labels already).
    private mutating func segmentedControl(_ index: Int, _ control: SegmentedControlProperties, fonts: FontBook, design: DesignEra,
                                           resolved: inout [String: Result<Font, FontError>]) -> (any ContentSizing)? {
        let size = TextContent.segmentTitle().fontSize
        let key = "system\u{0}\(FontWeight.regular.rawValue)\u{0}\(size)"
        let font = resolved[key] ?? Result { () throws(FontError) in try fonts.font(family: "system", weight: .regular, size: size) }
        resolved[key] = font
        guard case .success(let found) = font else { return nil }
        let setter = Typesetter(font: found)
        typesetters[index] = setter
        return SegmentedControlContent(titles: control.segments, typesetter: setter, era: design)
    }

    /// A text field's sizer, with its left and right views that show, which are its subviews
    /// and so measured already (the nodes are measured last to first).
    private func textField(_ field: TextFieldProperties, _ children: [Int], in scene: Scene, typesetter: Typesetter) -> TextFieldContent {
        let (left, right) = field.overlayViews(among: children, in: scene.nodes)
        return TextFieldContent(field: field, typesetter: typesetter, design: scene.design,
                                left: left.map { OwnSize($0, in: scene.nodes, intrinsic: sizers[$0]) },
                                right: right.map { OwnSize($0, in: scene.nodes, intrinsic: sizers[$0]) })
    }

    /// The size UIKit gives the view at `index` where it places it at its own size (`OwnSize`):
    /// a cell's accessory view, a text field's left and right views.
    package func ownSize(_ index: Int, in nodes: [SceneNode]) -> Size {
        OwnSize(index, in: nodes, intrinsic: sizers[index]).size(scale: scale)
    }

    /// The sizer of a node with text: a label, a button, a text view that does
    /// not scroll, a navigation bar, a bar button item, a search bar or a date picker; nil for a text view that scrolls,
    /// which has no intrinsic size, and a tab bar item, which its bar sizes.
    private static func sizer(_ node: SceneNode, text: TextContent, typesetter: Typesetter, design: DesignEra) -> (any ContentSizing)? {
        switch node.content {
        case .button(let button): ButtonContent(title: text, typesetter: typesetter, insets: button.contentInsets)
        case .textView(let view): view.isScrollEnabled ? nil : TextViewContent(view: view, typesetter: typesetter)
        case .navigationBar(let bar): BarContent(height: BarMetrics.navigationBarHeight(largeTitle: bar.prefersLargeTitles, design: design))
        case .barButtonItem(let item): BarButtonItemContent(item: item, typesetter: typesetter)
        case .tabBarItem: nil
        case .searchBar: BarContent(height: BarMetrics.searchBarHeight(design))
        case .datePicker(let picker): DatePickerContent(picker: picker, typesetter: typesetter)
        default: LabelContent(text: text, typesetter: typesetter)
        }
    }

    /// A warning for each character of label and button text that no font has, checked in
    /// document order so each is reported at its first use.
    private static func missingGlyphs(_ scene: Scene, typesetters: [Int: Typesetter]) -> [Diagnostic] {
        var missing = MissingGlyphs()
        for index in scene.nodes.indices {
            guard let setter = typesetters[index], let text = scene.nodes[index].text else { continue }
            let node = scene.nodes[index]
            let attribute: AttributeName = switch node.content {
            case .button, .navigationBar, .barButtonItem, .tabBarItem: .title
            case .textField(let field): field.text.string.isEmpty ? .placeholder : .text
            case .searchBar(let bar): bar.text.isEmpty ? .placeholder : .text
            case .datePicker: .date
            default: .text
            }
            missing.check(text.string, font: setter.font, at: node.location(of: attribute))
        }
        return missing.diagnostics
    }

    private static func message(_ error: FontError, family: String) -> String {
        guard case .familyNotFound(_, let available) = error else { return error.description }
        let shown = available.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
        return "no font of the family '\(family)' was found in --font-dir or /usr/share/fonts"
            + (available.isEmpty ? "" : "; installed families include \(shown)\(available.count > 8 ? ", …" : "")")
    }

    /// `UIView.noIntrinsicMetric`: an axis of an intrinsic size that has none, which Auto Layout
    /// leaves to the constraints (https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric).
    public static let noIntrinsicMetric = -1.0

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
        case let button as ConfiguredButtonContent: return button.baselineOffsets()
        case let field as TextFieldContent: return field.baselineOffsets()
        default: return nil
        }
    }

    /// The size a flow gives one of its items.
    package func flowItemSize(_ index: Int, fittingWidth width: Double) -> Size {
        let size = (sizers[index] ?? framedItems[index])?.size(fittingWidth: width, scale: scale) ?? .zero
        // An axis without an intrinsic size (a slider's width) takes none in a flow.
        return Size(width: max(0, size.width), height: max(0, size.height))
    }

    /// Whether the node's height changes with its width (a multi-line label, a flow), so Auto
    /// Layout must ask it again once the width is settled.
    public func heightDependsOnWidth(_ index: Int) -> Bool { sizers[index]?.heightDependsOnWidth ?? false }
}
