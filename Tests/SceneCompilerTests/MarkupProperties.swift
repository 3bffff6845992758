import HTMLBackEnd

/// What any SVG or HTML that scenec prints must satisfy, whatever the scene said: no number
/// printed as NaN or infinity, no script but the page's own scroll script, no event-handler
/// attribute, no `javascript:` URL. Text between tags is the scene's own words and is skipped;
/// scene text that escaped its place would show up here as a tag or an attribute.
enum MarkupProperties {
    /// The one script an HTML page may carry.
    static let scrollScript = HTMLPrinter.scrollScript

    /// Attributes whose values are names from the scene (ids, view names, font families), where
    /// "inf" or "nan" may be a word rather than a number.
    static let nameAttributes: Set<String> = ["class", "data-view", "id", "title", "font-family", "lang"]

    /// One message per breach, with its byte offset. `allowedScript` is the only script
    /// allowed, as the whole content of a `<script>` element; nil allows none.
    static func violations(_ markup: String, allowedScript: String?) -> [String] {
        var scanner = Scanner(bytes: Array(markup.utf8), allowedScript: allowedScript.map { Array("<script>\($0)</script>".utf8) })
        scanner.run()
        return scanner.problems
    }

    private struct Scanner {
        let bytes: [UInt8]
        let allowedScript: [UInt8]?
        var i = 0
        var problems: [String] = []

        init(bytes: [UInt8], allowedScript: [UInt8]?) {
            self.bytes = bytes
            self.allowedScript = allowedScript
        }

        mutating func run() {
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "<") { tag() } else { i += 1 }
            }
        }

        private func starts(with text: [UInt8], at offset: Int) -> Bool {
            offset + text.count <= bytes.count && bytes[offset..<(offset + text.count)].elementsEqual(text)
        }

        private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }

        /// Reads one tag from its `<`: its name, then its attributes up to `>`.
        private mutating func tag() {
            let start = i
            i += 1
            let nameStart = i
            while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") || i == nameStart { i += 1 }
            let name = String(decoding: bytes[nameStart..<i], as: UTF8.self).lowercased()
            if name == "script" {
                if let allowed = allowedScript, starts(with: allowed, at: start) {
                    i = start + allowed.count
                } else {
                    problems.append("a script at byte \(start)")
                }
                return
            }
            while i < bytes.count, bytes[i] != UInt8(ascii: ">") {
                if Self.isSpace(bytes[i]) || bytes[i] == UInt8(ascii: "/") { i += 1; continue }
                attribute()
            }
            i += 1
        }

        /// Reads `name` or `name="value"` and checks it.
        private mutating func attribute() {
            let nameStart = i
            while i < bytes.count, !Self.isSpace(bytes[i]), bytes[i] != UInt8(ascii: "="), bytes[i] != UInt8(ascii: ">") { i += 1 }
            let name = String(decoding: bytes[nameStart..<i], as: UTF8.self).lowercased()
            if name.hasPrefix("on") { problems.append("an event handler '\(name)' at byte \(nameStart)") }
            guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "="), bytes[i + 1] == UInt8(ascii: "\"") else { return }
            i += 2
            let valueStart = i
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += 1 }
            let value = String(decoding: bytes[valueStart..<i], as: UTF8.self).lowercased()
            i += 1
            if value.contains("javascript:") { problems.append("a javascript: URL in '\(name)' at byte \(valueStart)") }
            if !MarkupProperties.nameAttributes.contains(name), let word = Self.nonFiniteWord(in: value) {
                problems.append("'\(word)' in '\(name)' at byte \(valueStart): \(value.prefix(80))")
            }
        }

        /// `nan` or `inf` standing where a number would: not inside a longer word.
        private static func nonFiniteWord(in value: String) -> String? {
            let scalars = Array(value.unicodeScalars)
            for word in ["nan", "inf"] {
                let w = Array(word.unicodeScalars)
                var k = 0
                while k + w.count <= scalars.count {
                    if scalars[k..<(k + w.count)].elementsEqual(w), k == 0 || !scalars[k - 1].properties.isAlphabetic {
                        return word
                    }
                    k += 1
                }
            }
            return nil
        }
    }
}
