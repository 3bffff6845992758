import Foundation
import TestSupport
import Typesetting
import XMLReading

@testable import InterfaceBuilderFrontEnd

/// The one-line labels of the Interface Builder corpus whose stored width is their text's: the
/// oracle for text measurement. Xcode measured each label's text in San Francisco (or the font
/// it names) and stored the frame rounded to the device pixel; nothing else decides the width of
/// a label that
/// - Auto Layout places (`translatesAutoresizingMaskIntoConstraints="NO"`), neither misplaced
///   nor ambiguous, and not arranged by a stack view;
/// - has no width constraint, no equal-widths constraint, and at most one horizontal edge or
///   centre pinned by an equality that outranks its hugging priority;
/// - shows one line: `numberOfLines` 1, or a stored height under 1.5 lines, and no line break;
/// - is saved by Xcode 7 or later (toolsVersion 9000 and up), when San Francisco became the
///   system font: older documents were measured in Helvetica Neue.
struct CorpusLabels {
    struct Label {
        let document: String
        let id: String
        let text: String
        /// Weight, text style or `named`, the group the label is counted in.
        let group: String
        /// The scene-format font Interface Builder's `<fontDescription>` becomes.
        let font: String
        let scale: Double
        let width: Double
        let height: Double
        let toolsVersion: Int
    }

    static func labels() throws -> [Label] {
        let folder = Repository.path("Tests/InterfaceBuilderCorpus")
        let documents = try FileManager.default.subpathsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        var labels: [Label] = []
        let fonts = FontBook()
        for document in documents {
            let bytes = try FuzzInputs.bytes(folder + "/" + document)
            let loaded = XMLLoader.load(bytes: bytes, file: document, rules: .interfaceBuilder(.standard))
            guard !loaded.elements.isEmpty else { continue }
            labels += Self.labels(in: loaded.elements, document: document, fonts: fonts)
        }
        return labels
    }

    private static func labels(in records: [XMLElementRecord], document: String, fonts: FontBook) -> [Label] {
        let root = IBElement(records: records, index: 0)
        let toolsVersion = Int(root["toolsVersion"]?.split(separator: ".").first ?? "") ?? 0
        guard toolsVersion >= 9000 else { return [] }
        let scale = root.child("device")?["id"].flatMap { IBDevice.all[$0]?.scale } ?? IBDevice.standard.scale
        let pins = horizontalPins(records)
        var labels: [Label] = []
        for index in records.indices where records[index].name == "label" {
            let label = IBElement(records: records, index: index)
            guard let id = label["id"], label["translatesAutoresizingMaskIntoConstraints"] == "NO",
                  label.bool("misplaced") != true, label.bool("ambiguous") != true,
                  let text = label["text"], !text.isEmpty, !text.contains("\n"),
                  let frame = label.child("rect", key: "frame"),
                  let width = frame["width"].flatMap(Double.init), let height = frame["height"].flatMap(Double.init),
                  let description = label.child("fontDescription", key: "fontDescription"),
                  let font = IBFont.value(description, installed: fonts.hasFont(named:)).value else { continue }
            if let parent = records[index].parent, let grand = records[parent].parent, records[grand].name == "stackView" { continue }
            let hugging = Double(label["horizontalHuggingPriority"] ?? "") ?? 251
            let pinned = pins[id, default: []]
            if pinned.contains(where: { $0.attribute == "width" }) { continue }
            if Set(pinned.filter { $0.attribute != "width" && $0.priority > hugging }.map(\.attribute)).count > 1 { continue }
            let size = Double(font.split(separator: " ").first { Double($0) != nil } ?? "") ?? 17
            let lines = label["numberOfLines"] ?? "1"
            guard lines == "1" || height < 1.5 * size * 1.2 else { continue }
            labels.append(Label(document: document, id: id, text: text, group: group(description), font: font, scale: scale,
                                width: width, height: height, toolsVersion: toolsVersion))
        }
        return labels
    }

    /// What a label's width is counted under: its text style, else its weight (`italic` and
    /// `named` apart).
    static func group(_ font: IBElement) -> String {
        if let style = font["style"] { return "style " + style.replacingOccurrences(of: "UICTFontTextStyle", with: "") }
        switch font["type"] {
        case "boldSystem": return "bold"
        case "italicSystem": return "italic"
        case "system": return font["weight"] ?? "regular"
        default: return "named"
        }
    }

    /// Each view's horizontal constraints: `width` for a width or equal-widths constraint,
    /// else the edge or centre an equality pins, with its priority.
    private static func horizontalPins(_ records: [XMLElementRecord]) -> [String: [(attribute: String, priority: Double)]] {
        var pins: [String: [(attribute: String, priority: Double)]] = [:]
        for index in records.indices where records[index].name == "constraint" {
            let c = IBElement(records: records, index: index)
            // The owner: <view><constraints><constraint>.
            let owner = records[index].parent.flatMap { records[$0].parent }.flatMap { IBElement(records: records, index: $0)["id"] }
            let priority = Double(c["priority"] ?? "") ?? 1000
            for (item, attribute) in [(c["firstItem"] ?? owner, c["firstAttribute"]), (c["secondItem"], c["secondAttribute"])] {
                guard let item, let attribute else { continue }
                let base = attribute.replacingOccurrences(of: "WithinMargins", with: "").replacingOccurrences(of: "Margin", with: "")
                switch base {
                case "width": pins[item, default: []].append(("width", priority))
                case "leading", "left": if c["relation"] == nil { pins[item, default: []].append(("leading", priority)) }
                case "trailing", "right": if c["relation"] == nil { pins[item, default: []].append(("trailing", priority)) }
                case "centerX": if c["relation"] == nil { pins[item, default: []].append(("centerX", priority)) }
                default: break
                }
            }
        }
        return pins
    }
}
