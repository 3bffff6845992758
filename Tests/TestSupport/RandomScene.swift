/// Random scenes that exercise every hit-testing rule: pass-through, disabled, hidden and
/// transparent subtrees, transforms about varied anchor points, clipping, overflow, bounds
/// origins, zPosition, image views (touch off by default) and plain layers (never hit).
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
}
