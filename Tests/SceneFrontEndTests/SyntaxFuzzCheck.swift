import Geometry

@testable import SceneFrontEnd

/// What must hold of the attribute-value parsers on any text: frame expressions, constraints,
/// numbers, frames, transforms and fonts. The fuzz target `fuzz-expression` (Tests/Fuzz)
/// compiles this file and traps on a violation; `SyntaxFuzzRegressionTests` replays the inputs
/// it found.
enum SyntaxFuzzCheck {
    /// Runs every parser on `text` and lists each property a result breaks (empty when sound).
    static func violations(_ text: String) -> [String] {
        var problems: [String] = []
        if case .success(let items) = ExpressionSyntax.parse(text), let problem = postfixProblem(items) {
            problems.append("expression: \(problem)")
        }
        switch ConstraintSyntax.parse(text) {
        case .success(let c):
            if !isSane(c.multiplier) || !isSane(c.constant) { problems.append("constraint: \(c.multiplier) * … + \(c.constant)") }
            if !(1...1000).contains(c.priority) { problems.append("constraint: priority \(c.priority)") }
        case .failure(let f):
            if !(0...text.unicodeScalars.count).contains(f.offset) { problems.append("constraint: error offset \(f.offset) outside the text") }
        }
        if case .success(let v) = ValueSyntax().number(text), !isSane(v) || v.sign == .minus && v == 0 { problems.append("number: \(v)") }
        if case .success(.rect(let r)) = ValueSyntax().frame(text), ![r.origin.x, r.origin.y, r.size.width, r.size.height].allSatisfy(isSane) {
            problems.append("frame: \(r)")
        }
        if case .success(let t) = ValueSyntax().transform(text), ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) {
            problems.append("transform: \(t)")
        }
        if case .success(let font) = ValueSyntax().font(text), !(font.size > 0 && font.size <= 1000) { problems.append("font size \(font.size)") }
        return problems
    }

    private static func isSane(_ v: Double) -> Bool { v.isFinite && abs(v) <= ValueSyntax().magnitude }

    /// A well-formed postfix list leaves exactly one value when evaluated: numbers and names push
    /// one, operators pop two and push one, negation pops one and pushes one.
    private static func postfixProblem(_ items: [ExpressionSyntax.Item]) -> String? {
        var depth = 0
        for item in items {
            switch item {
            case .number(let v):
                guard isSane(v) else { return "number \(v)" }
                depth += 1
            case .name: depth += 1
            case .op:
                guard depth >= 2 else { return "an operator without two operands" }
                depth -= 1
            case .negate:
                guard depth >= 1 else { return "a negation without an operand" }
            }
        }
        return depth == 1 ? nil : "\(depth) values left"
    }
}
