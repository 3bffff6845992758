#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import SceneModel

/// The `path` of a `<shapeLayer>`: shapes as `CGPath`'s constructors make them and SVG path
/// data, in any sequence, each adding its subpaths:
///
/// - `rect(x y w h)`, `roundedRect(x y w h r)`, `ellipse(x y w h)`: `CGPath(rect:)`,
///   `CGPath(roundedRect:cornerWidth:cornerHeight:)` with one radius, `CGPath(ellipseIn:)`;
/// - SVG path data (https://www.w3.org/TR/SVG11/paths.html#PathData): `M L H V C S Q T A Z`,
///   upper case absolute and lower case relative to the current point, with a command's
///   numbers repeated for more segments of its kind (after `M`, more lines).
///
/// Numbers are separated by spaces or commas (or by a sign or dot, as SVG allows), bounded by
/// the magnitude limit, as is every point a relative command reaches. Each command or shape
/// (and each repetition of a command's numbers) counts against `maximumCommands`. Errors name
/// the character of the value where they were found, counting from 1. The parser never traps:
/// it reads bytes by index, each index checked.
struct PathSyntax: Sendable {
    /// The largest magnitude of a number or of a point the path reaches.
    let magnitude: Double
    /// The most commands one path may have (`--max-path-commands`).
    let maximumCommands: Int

    /// The path the text describes, or what is wrong with it and where.
    func parse(_ text: String) -> ValueSyntax.Parsed<Path> {
        var reader = Reader(bytes: Array(text.utf8), syntax: self)
        do {
            try reader.readAll()
            guard reader.commands > 0 else { throw Reader.Failure(at: 0, "the path is empty; give shapes or SVG path data such as 'M0 0 L10 10'") }
            return .success(Path(reader.elements))
        } catch let failure as Reader.Failure {
            return .failure(ValueSyntax.Message("\(failure.text) (at character \(failure.offset + 1))"))
        } catch {
            return .failure(ValueSyntax.Message("invalid path"))
        }
    }

    /// Reads one path's bytes left to right, keeping SVG's current point and subpath start.
    private struct Reader {
        struct Failure: Error {
            let offset: Int
            let text: String
            init(at offset: Int, _ text: String) {
                self.offset = offset
                self.text = text
            }
        }

        let bytes: [UInt8]
        let syntax: PathSyntax
        var index = 0
        var elements: [Path.Element] = []
        var current = Point(x: 0, y: 0)
        var subpathStart = Point(x: 0, y: 0)
        var commands = 0
        /// The second control point of the segment just read when it was `C` or `S`, and the
        /// control point of one that was `Q` or `T`: what `S` and `T` reflect. Nil after any
        /// other segment, when the reflection is the current point (SVG 1.1, "The cubic Bézier
        /// curve commands", https://www.w3.org/TR/SVG11/paths.html#PathDataCubicBezierCommands).
        var cubicControl: Point?
        var quadControl: Point?

        init(bytes: [UInt8], syntax: PathSyntax) {
            self.bytes = bytes
            self.syntax = syntax
        }

        private var byte: UInt8? { index < bytes.count ? bytes[index] : nil }

        private static func isSeparator(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: ",") }
        private static func isLetter(_ b: UInt8) -> Bool { (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) }
        private static func isDigit(_ b: UInt8) -> Bool { (0x30...0x39).contains(b) }
        private static func startsNumber(_ b: UInt8) -> Bool { isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".") }

        private mutating func skipSeparators() {
            while let b = byte, Self.isSeparator(b) { index += 1 }
        }

        /// Whether another number follows (after separators): a command's numbers repeating.
        private mutating func numberFollows() -> Bool {
            skipSeparators()
            return byte.map(Self.startsNumber) ?? false
        }

        mutating func readAll() throws {
            skipSeparators()
            while let b = byte {
                guard Self.isLetter(b) else { throw Failure(at: index, "expected a command letter or a shape, found '\(Self.character(b))'") }
                var end = index
                while end < bytes.count, Self.isLetter(bytes[end]) { end += 1 }
                var after = end
                while after < bytes.count, Self.isSeparator(bytes[after]), bytes[after] != UInt8(ascii: ",") { after += 1 }
                if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                    let name = String(decoding: bytes[index..<end], as: UTF8.self)
                    let start = index
                    index = after + 1
                    try shape(name, at: start)
                } else {
                    index += 1
                    try command(b, at: index - 1)
                }
                skipSeparators()
            }
        }

        private static func character(_ b: UInt8) -> String {
            b >= 0x20 && b < 0x7F ? String(UnicodeScalar(b)) : "byte \(b)"
        }

        private mutating func count(at offset: Int) throws {
            commands += 1
            guard commands <= syntax.maximumCommands else {
                throw Failure(at: offset, "the path has more than \(syntax.maximumCommands) commands; paths are limited to \(syntax.maximumCommands) (--max-path-commands)")
            }
        }

        // MARK: Shapes

        private mutating func shape(_ name: String, at start: Int) throws {
            try count(at: start)
            (cubicControl, quadControl) = (nil, nil)
            let arity: Int
            switch name {
            case "rect", "ellipse": arity = 4
            case "roundedRect": arity = 5
            default:
                let hint = NameSuggestion.hint(for: name, in: ["rect", "roundedRect", "ellipse"])
                throw Failure(at: start, "unknown shape '\(MessageText.name(name, longest: MessageText.longestQuote))'"
                              + (hint.isEmpty ? "; use rect(x y w h), roundedRect(x y w h r), ellipse(x y w h) or SVG path data" : hint))
            }
            var v: [Double] = []
            for _ in 0..<arity { v.append(try number(for: name)) }
            skipSeparators()
            guard byte == UInt8(ascii: ")") else { throw Failure(at: index, "\(name)(…) takes \(arity) numbers, then ')'") }
            index += 1
            guard v[2] >= 0, v[3] >= 0 else { throw Failure(at: start, "\(name)(…) must not have a negative width or height") }
            let rect = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
            try checkReach(Point(x: rect.maxX, y: rect.maxY), at: start)
            let path: Path
            switch name {
            case "rect": path = Path(rect: rect)
            case "ellipse": path = Path(ellipseIn: rect)
            default:
                guard v[4] >= 0 else { throw Failure(at: start, "roundedRect(…) must not have a negative radius") }
                path = Path(roundedRect: RoundedRect(rect: rect, radius: v[4]))
            }
            elements += path.elements
            if case .move(let p)? = path.elements.first { (current, subpathStart) = (p, p) }
        }

        // MARK: Commands

        private mutating func command(_ letter: UInt8, at start: Int) throws {
            let relative = (0x61...0x7A).contains(letter)
            let upper = relative ? letter - 0x20 : letter
            guard upper != UInt8(ascii: "Z") else {
                try count(at: start)
                guard !elements.isEmpty else { throw Failure(at: start, "'Z' closes a subpath, but none has begun") }
                elements.append(.close)
                (cubicControl, quadControl) = (nil, nil)
                current = subpathStart
                return
            }
            guard !elements.isEmpty || upper == UInt8(ascii: "M") else {
                throw Failure(at: start, "path data must begin with 'M' (move to)")
            }
            let name = Self.character(letter)
            var first = true
            repeat {
                try count(at: start)
                try segment(upper, relative: relative, first: first, name: name, at: start)
                first = false
            } while numberFollows()
        }

        private mutating func segment(_ upper: UInt8, relative: Bool, first: Bool, name: String, at start: Int) throws {
            let origin = relative ? current : Point(x: 0, y: 0)
            func point() throws -> Point {
                let x = try number(for: name), y = try number(for: name)
                let p = Point(x: origin.x + x, y: origin.y + y)
                try checkReach(p, at: start)
                return p
            }
            // What S and T reflect: only the segment just before, and only of their own kind.
            let (previousCubic, previousQuad) = (cubicControl, quadControl)
            (cubicControl, quadControl) = (nil, nil)
            func reflected(_ control: Point?) -> Point {
                control.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
            }
            switch upper {
            case UInt8(ascii: "M"):
                let p = try point()
                // After a moveto, further pairs are lines (SVG's rule).
                if first { elements.append(.move(p)); subpathStart = p } else { elements.append(.line(p)) }
                current = p
            case UInt8(ascii: "L"):
                current = try point()
                elements.append(.line(current))
            case UInt8(ascii: "H"):
                let x = try number(for: name) + (relative ? current.x : 0)
                current = Point(x: x, y: current.y)
                try checkReach(current, at: start)
                elements.append(.line(current))
            case UInt8(ascii: "V"):
                let y = try number(for: name) + (relative ? current.y : 0)
                current = Point(x: current.x, y: y)
                try checkReach(current, at: start)
                elements.append(.line(current))
            case UInt8(ascii: "C"):
                let (c1, c2, p) = (try point(), try point(), try point())
                elements.append(.cubic(c1, c2, p))
                (current, cubicControl) = (p, c2)
            case UInt8(ascii: "S"):
                // The first control point is the previous C or S's second, reflected.
                let c1 = reflected(previousCubic)
                let (c2, p) = (try point(), try point())
                try checkReach(c1, at: start)
                elements.append(.cubic(c1, c2, p))
                (current, cubicControl) = (p, c2)
            case UInt8(ascii: "Q"):
                let (c, p) = (try point(), try point())
                elements.append(.quad(c, p))
                (current, quadControl) = (p, c)
            case UInt8(ascii: "T"):
                // The control point is the previous Q or T's, reflected.
                let c = reflected(previousQuad)
                let p = try point()
                try checkReach(c, at: start)
                elements.append(.quad(c, p))
                (current, quadControl) = (p, c)
            case UInt8(ascii: "A"):
                try arc(name: name, origin: origin, at: start)
            default:
                throw Failure(at: start, "unknown path command '\(name)'; use M L H V C S Q T A Z (lower case for relative), or rect(…), roundedRect(…), ellipse(…)")
            }
        }

        /// `A rx ry rotation large-arc sweep x y`, as SVG draws it: radii too small to reach
        /// are scaled up, a zero radius is a line, and a rotated ellipse becomes cubic Béziers
        /// (the render tree's arcs are axis-aligned).
        private mutating func arc(name: String, origin: Point, at start: Int) throws {
            let rx = abs(try number(for: name)), ry = abs(try number(for: name))
            let rotation = try number(for: name)
            let large = try flag(for: name), sweep = try flag(for: name)
            let x = try number(for: name), y = try number(for: name)
            let p = Point(x: origin.x + x, y: origin.y + y)
            try checkReach(p, at: start)
            defer { current = p }
            guard p != current else { return }  // SVG: an arc to its own start draws nothing
            guard rx > 0, ry > 0 else { elements.append(.line(p)); return }
            let quarterTurns = rotation / 90
            if quarterTurns == quarterTurns.rounded() {
                // Rotated by a multiple of 90°: the same ellipse, axis-aligned, radii swapped on odd turns.
                let odd = Int(quarterTurns.truncatingRemainder(dividingBy: 2)) != 0
                elements.append(.arc(radii: odd ? Size(width: ry, height: rx) : Size(width: rx, height: ry), large: large, clockwise: sweep, to: p))
                return
            }
            elements += Path.rotatedArcCubics(from: current, to: p, rx: rx, ry: ry, degrees: rotation, large: large, sweep: sweep)
        }

        private mutating func flag(for name: String) throws -> Bool {
            skipSeparators()
            switch byte {
            case UInt8(ascii: "0"): index += 1; return false
            case UInt8(ascii: "1"): index += 1; return true
            default: throw Failure(at: index, "'\(name)' expects a flag, 0 or 1, here")
            }
        }

        private func checkReach(_ p: Point, at offset: Int) throws {
            let limit = syntax.magnitude
            guard p.x.isFinite, p.y.isFinite, abs(p.x) <= limit, abs(p.y) <= limit else {
                throw Failure(at: offset, "the path reaches beyond ±\(NumberText.format(limit)) (--max-magnitude)")
            }
        }

        // MARK: Numbers

        /// One number, SVG's way: `[+-]digits[.digits][e[+-]digits]`, ending where its form
        /// ends (`10-5` is two numbers, `.5.5` too).
        private mutating func number(for name: String) throws -> Double {
            skipSeparators()
            let start = index
            if let b = byte, b == UInt8(ascii: "-") || b == UInt8(ascii: "+") { index += 1 }
            var digits = 0
            while let b = byte, Self.isDigit(b) { index += 1; digits += 1 }
            if byte == UInt8(ascii: ".") {
                index += 1
                while let b = byte, Self.isDigit(b) { index += 1; digits += 1 }
            }
            guard digits > 0 else {
                index = start
                throw Failure(at: start, byte == nil ? "'\(name)' expects another number at the end of the path"
                              : "'\(name)' expects a number here, found '\(Self.character(bytes[start]))'")
            }
            if let b = byte, b == UInt8(ascii: "e") || b == UInt8(ascii: "E") {
                var after = index + 1
                if after < bytes.count, bytes[after] == UInt8(ascii: "-") || bytes[after] == UInt8(ascii: "+") { after += 1 }
                if after < bytes.count, Self.isDigit(bytes[after]) {
                    index = after
                    while let b = byte, Self.isDigit(b) { index += 1 }
                }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let value = Double(text), value.isFinite, abs(value) <= syntax.magnitude else {
                throw Failure(at: start, "'\(MessageText.name(text, longest: MessageText.longestQuote))' is out of range; numbers are limited to ±\(NumberText.format(syntax.magnitude)) (--max-magnitude)")
            }
            return value == 0 ? 0 : value
        }
    }
}
