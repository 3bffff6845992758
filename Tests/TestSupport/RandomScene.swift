/// Random scenes that exercise every hit-testing rule: pass-through, disabled, hidden and
/// transparent subtrees, transforms about varied anchor points, clipping, overflow, bounds
/// origins, zPosition, image views (touch off by default) and plain layers (never hit).
///
/// Besides views and layers, about one element in ten is a UIKit kind that draws and places
/// its own parts (`kitElement`): a standard control, a text field, a table view of a few
/// sections and cells (a switch as an accessory view among them), or a bar with its items.
/// Each is a leaf placed by `frame`, its parts bounded (at most 3 sections of 3 cells, 4
/// items), and every choice comes from the seed.
///
/// Coordinates are whole numbers and anchor points quarters, so every edge falls on a
/// 1/64-px layout unit in the browser, where a probe point offset by 1/64 never lies.
public enum RandomScene {
    public static func xml(seed: UInt64, index: Int, width: Int = 320, height: Int = 320) -> String {
        var random = SeededRandom(seed: seed &+ UInt64(index) &* 7919)
        var budget = random.int(4...28)
        var lines = ["<scene name=\"random\(index)\" width=\"\(width)\" height=\"\(height)\">"]
        func node(depth: Int) {
            budget -= 1
            if random.chance(0.1) {
                let x = random.int(-20...(width - 40)), y = random.int(-20...(height - 40))
                let w = random.int(40...260), h = random.int(20...220)
                lines += kitElement(&random, frame: "\(x) \(y) \(w) \(h)", index: budget, depth: depth)
                return
            }
            let isLayer = random.chance(0.12)
            let tag = isLayer ? "layer" : random.chance(0.12) ? "imageView" : "view"
            var a: [String] = []
            let w = random.int(0...200), h = random.int(0...200)
            let x = random.int(-40...(width - 20)), y = random.int(-40...(height - 20))
            if random.chance(0.3) {
                let anchor = [0.0, 0.25, 0.5, 0.75, 1.0]
                let (ax, ay) = (random.pick(anchor), random.pick(anchor))
                a.append("bounds=\"\(random.chance(0.2) ? random.int(-20...20) : 0) \(random.chance(0.2) ? random.int(-20...20) : 0) \(w) \(h)\"")
                a.append("\(isLayer ? "position" : "center")=\"\(x + w / 2) \(y + h / 2)\"")
                a.append("anchorPoint=\"\(ax) \(ay)\"")
                var steps: [String] = []
                if random.chance(0.8) { steps.append("rotate(\(random.int(-12...12) * 15)deg)") }
                if random.chance(0.3) { steps.append("scale(\(random.pick(["0.5", "1.5", "2", "0.75, 1.25"])))") }
                if random.chance(0.2) { steps.append("translate(\(random.int(-20...20)), \(random.int(-20...20)))") }
                a.append("transform=\"\(steps.isEmpty ? "scale(1)" : steps.joined(separator: " "))\"")
            } else {
                a.append("frame=\"\(x) \(y) \(w) \(h)\"")
                if random.chance(0.15) { a.append("bounds=\"\(random.int(-30...30)) \(random.int(-30...30)) \(w) \(h)\"") }
            }
            a.append("backgroundColor=\"\(random.pick(["systemRed", "systemBlue", "systemGreen", "systemOrange", "systemTeal", "#8040C0", "#00000040"]))\"")
            if random.chance(0.3) { a.append("cornerRadius=\"\(random.int(0...40))\"") }
            if random.chance(0.2) { a.append("borderWidth=\"\(random.int(1...6))\" borderColor=\"label\"") }
            if random.chance(0.25) { a.append("\(isLayer ? "masksToBounds" : "clipsToBounds")=\"true\"") }
            if random.chance(0.15) { a.append("zPosition=\"\(random.int(-2...2))\"") }
            if random.chance(0.05) { a.append("isHidden=\"true\"") }
            if random.chance(0.08) { a.append("\(isLayer ? "opacity" : "alpha")=\"\(random.pick(["0", "0.01", "0.02", "0.5"]))\"") }
            if !isLayer {
                if random.chance(0.2) { a.append("passThrough=\"true\"") }
                if random.chance(0.1) { a.append("isUserInteractionEnabled=\"\(tag == "imageView" ? "true" : "false")\"") }
                if tag == "imageView" { a.append("image=\"symbol:star\"") }
            }
            let children = depth < 5 && budget > 0 ? random.int(0...3) : 0
            let indent = String(repeating: "  ", count: depth)
            if children == 0 {
                lines.append("\(indent)<\(tag) \(a.joined(separator: " "))/>")
            } else {
                lines.append("\(indent)<\(tag) \(a.joined(separator: " "))>")
                for _ in 0..<children where budget > 0 {
                    if isLayer { layerOnly(depth: depth + 1) } else { node(depth: depth + 1) }
                }
                lines.append("\(indent)</\(tag)>")
            }
        }
        func layerOnly(depth: Int) {
            budget -= 1
            lines.append(String(repeating: "  ", count: depth) + "<layer frame=\"owner.bounds.inset(\(random.int(-10...10)))\" borderWidth=\"2\" borderColor=\"systemPink\"/>")
        }
        while budget > 0 { node(depth: 1) }
        lines.append("</scene>")
        return lines.joined(separator: "\n")
    }

    /// One control, text field, table or bar at `frame`, as the lines of its element; `index`
    /// keeps its ids (and its parts') apart from the others'.
    static func kitElement(_ random: inout SeededRandom, frame: String, index: Int, depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        let f = "frame=\"\(frame)\""
        let enabled = random.chance(0.2) ? " isEnabled=\"false\"" : ""
        switch random.int(0...11) {
        case 0: return [indent + "<switch \(f) isOn=\"\(random.chance(0.5))\"\(enabled)/>"]
        case 1: return [indent + "<slider \(f) value=\"\(random.pick(["0", "0.25", "0.5", "1"]))\"\(enabled)/>"]
        case 2: return [indent + "<stepper \(f) value=\"\(random.int(0...5))\" maximumValue=\"5\"\(enabled)/>"]
        case 3: return [indent + "<segmentedControl \(f) segments=\"One | Two\(random.chance(0.5) ? " | Three" : "")\" selectedSegmentIndex=\"\(random.int(0...1))\"\(enabled)/>"]
        case 4: return [indent + "<progressView \(f) progress=\"\(random.pick(["0", "0.3", "1"]))\"/>"]
        case 5: return [indent + "<pageControl \(f) numberOfPages=\"\(random.int(1...5))\"/>"]
        case 6: return [indent + "<activityIndicatorView \(f) style=\"\(random.pick(["medium", "large"]))\"/>"]
        case 7: return textField(&random, frame: f, index: index, indent: indent)
        case 8: return [indent + "<button \(f) title=\"Tap\"\(enabled)/>"]
        case 9: return table(&random, frame: f, index: index, indent: indent)
        default: return bar(&random, frame: f, indent: indent)
        }
    }

    /// A text field in a random border style, sometimes with a left view, a right view (a
    /// button) or both, each in a random mode.
    private static func textField(_ random: inout SeededRandom, frame: String, index: Int, indent: String) -> [String] {
        let field = "<textField \(frame) borderStyle=\"\(random.pick(["none", "line", "bezel", "roundedRect"]))\" placeholder=\"Name\" clearButtonMode=\"\(random.pick(["never", "always"]))\""
        guard random.chance(0.5) else { return [indent + field + "/>"] }
        let modes = ["never", "whileEditing", "unlessEditing", "always"]
        let (left, right) = ("field\(index)l", "field\(index)r")
        return [indent + field + " leftView=\"\(left)\" leftViewMode=\"\(random.pick(modes))\" rightView=\"\(right)\" rightViewMode=\"\(random.pick(modes))\">",
                indent + "  <imageView id=\"\(left)\" image=\"symbol:magnifyingglass\" frame=\"0 0 20 20\"/>",
                indent + "  <button id=\"\(right)\" title=\"Go\"/>",
                indent + "</textField>"]
    }

    /// A table of 1 to 3 sections of 1 to 3 cells, in a random style, with the accessories and
    /// cell styles mixed, and sometimes a switch as a cell's accessory view.
    private static func table(_ random: inout SeededRandom, frame: String, index: Int, indent: String) -> [String] {
        var lines = [indent + "<tableView \(frame) style=\"\(random.pick(["plain", "grouped", "insetGrouped"]))\">"]
        for section in 0..<random.int(1...3) {
            lines.append(indent + "  <section\(random.chance(0.5) ? " header=\"H\(section)\"" : "")\(random.chance(0.3) ? " footer=\"Footer\"" : "")>")
            for row in 0..<random.int(1...3) {
                let id = "cell\(index)x\(section)x\(row)"
                let style = random.pick(["default", "value1", "value2", "subtitle"])
                let accessory = random.pick(["none", "disclosureIndicator", "checkmark", "detailButton", "detailDisclosureButton"])
                var cell = "<tableViewCell id=\"\(id)\" style=\"\(style)\" text=\"Row \(row)\" detailText=\"Detail\" accessoryType=\"\(accessory)\""
                if random.chance(0.3) {
                    lines.append(indent + "    " + cell + " accessoryView=\"\(id)s\"><switch id=\"\(id)s\"/></tableViewCell>")
                } else {
                    cell += random.chance(0.2) ? " numberOfLines=\"0\"" : ""
                    lines.append(indent + "    " + cell + "/>")
                }
            }
            lines.append(indent + "  </section>")
        }
        lines.append(indent + "</tableView>")
        return lines
    }

    /// A navigation bar, toolbar or tab bar with up to 4 items.
    private static func bar(_ random: inout SeededRandom, frame: String, indent: String) -> [String] {
        let count = random.int(0...4)
        switch random.int(0...2) {
        case 0:
            return [indent + "<navigationBar \(frame) title=\"Title\">"]
                + (0..<count).map { indent + "  <barButtonItem title=\"I\($0)\"\($0 == 0 && random.chance(0.5) ? " placement=\"back\"" : "")/>" }
                + [indent + "</navigationBar>"]
        case 1:
            return [indent + "<toolbar \(frame)>"]
                + (0..<count).map { indent + ($0 == 1 ? "  <barButtonItem systemItem=\"flexibleSpace\"/>" : "  <barButtonItem title=\"T\($0)\"/>") }
                + [indent + "</toolbar>"]
        default:
            return [indent + "<tabBar \(frame)>"]
                + (0..<count).map { indent + "  <tabBarItem title=\"Tab\($0)\" image=\"symbol:star\"\($0 == 0 ? " isSelected=\"true\"" : "")/>" }
                + [indent + "</tabBar>"]
        }
    }
}
