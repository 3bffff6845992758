import Geometry
import SceneModel

/// Writes hit regions' labels, "crown (100 -20; 40 40)", as a tooltip reads them: the view's
/// name (or its element and place in the source), its frame, and what else a person hovering it
/// should know.
///
/// A label is written into a buffer on the stack, sized for the longest it can be, and made a
/// `String` of its exact length: one is made for every view, and building it in an array
/// allocated twice.
enum RegionLabelWriter {
    /// The label of the view at `index` in `scene`, whose frame in its superview is `frame`.
    static func text(for index: Int, in scene: Scene, frame r: Rect) -> String {
        var name = index == Scene.rootIndex ? "root view" : scene.nodes[index].id ?? ""
        let unnamed = index != Scene.rootIndex && scene.nodes[index].id == nil
        let kind = scene.nodes[index].kind.rawValue
        let location = scene.nodes[index].location
        let passThrough = scene.nodes[index].view.isPassThrough
        var image = scene.nodes[index].image?.name
        // A whole number is written as up to 20 digits; another as `NumberText.format` spells it,
        // made first so that its length is known. Everything else is counted exactly.
        func fractional(_ value: Double) -> String? { NumberText.integer(value) == nil ? NumberText.format(value) : nil }
        let texts = (fractional(r.origin.x), fractional(r.origin.y), fractional(r.width), fractional(r.height))
        func length(_ text: String?) -> Int { text?.utf8.count ?? NumberText.maximumDecimalBytes }
        let numberBytes = length(texts.0) + length(texts.1) + length(texts.2) + length(texts.3)
        let capacity = name.utf8.count + kind.utf8.count + 2 * NumberText.maximumDecimalBytes + numberBytes
            + (image?.utf8.count ?? 0) + 48
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var out = Cursor(base: buffer.baseAddress!)
            if unnamed {
                var kind = kind
                out.write("<")
                out.write(&kind)
                out.write("> at ")
                out.write(location.line)
                out.write(":")
                out.write(location.column)
            } else {
                out.write(&name)
            }
            out.write(" (")
            out.write(r.origin.x, texts.0)
            out.write(" ")
            out.write(r.origin.y, texts.1)
            out.write("; ")
            out.write(r.width, texts.2)
            out.write(" ")
            out.write(r.height, texts.3)
            out.write(")")
            if passThrough { out.write(" pass-through") }
            if image != nil {
                out.write(" image ")
                out.write(&image!)
            }
            return String(decoding: UnsafeBufferPointer(start: buffer.baseAddress, count: out.count), as: UTF8.self)
        }
    }

    /// Where the next byte goes in a buffer that has room for all of them: a value, not a
    /// variable captured by nested functions, which Swift would check for exclusive access at
    /// run time on every byte.
    private struct Cursor {
        let base: UnsafeMutablePointer<UInt8>
        var count = 0

        mutating func write(_ s: StaticString) {
            s.withUTF8Buffer { bytes in
                (base + count).update(from: bytes.baseAddress!, count: bytes.count)
                count += bytes.count
            }
        }

        mutating func write(_ s: inout String) {
            s.withUTF8 { bytes in
                guard let start = bytes.baseAddress else { return }
                (base + count).update(from: start, count: bytes.count)
                count += bytes.count
            }
        }

        mutating func write(_ n: Int) {
            count += NumberText.writeDecimal(n, into: base + count)
        }

        /// A frame's number: `text` when it has a fraction, else the whole number's digits.
        mutating func write(_ value: Double, _ text: String?) {
            if var text { write(&text) } else { write(Int(value)) }
        }
    }
}
