import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import Geometry
import Markup
import SceneCompiler

struct HitTest: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hit-test",
        abstract: "Say which view UIKit would deliver a touch to.",
        discussion: """
            Runs UIKit's hitTest(_:with:) over the laid-out scene: hidden, disabled \
            (isUserInteractionEnabled=false) and alpha <= 0.01 views and everything in them are \
            skipped; a point outside a view's bounds reaches none of its subviews; subviews are asked \
            last-added first, whatever their zPosition; a passThrough view lets the touch fall through.

            --at prints the view that takes the touch and its superviews (the responder chain), or \
            'none'. --grid prints the answer at the centre of every N×N-point cell as JSON.

            Example: scenec hit-test Samples/layering.xml --at 195,700
            """)

    @Argument(help: "A scene file.")
    var file: String

    @OptionGroup var strictness: StrictOption
    @OptionGroup(title: "Interface Builder documents") var documents: DocumentOptions
    @OptionGroup var fonts: FontOptions
    @OptionGroup(title: "Limits") var limits: LimitOptions

    @Option(help: ArgumentHelp("A point in the root view's coordinates.", valueName: "x,y"))
    var at: String?

    @Option(help: ArgumentHelp("Answer for a grid of cells this many points wide, as JSON.", valueName: "points"))
    var grid: Double?

    @OptionGroup(title: "Viewport (default: the first)") var viewports: ViewportOptions

    func validate() throws {
        guard (at == nil) != (grid == nil) else { throw ValidationError("give either --at x,y or --grid N") }
        if let grid, !(grid >= 1 && grid <= 10_000) { throw ValidationError("--grid takes a cell size from 1 to 10000 points") }
        if at != nil, point == nil { throw ValidationError("--at takes two numbers, such as --at 120,48") }
    }

    private var point: Point? {
        guard let parts = at?.split(separator: ",").map({ Double($0.trimmingSpaces()) }),
              parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else { return nil }
        return Point(x: x, y: y)
    }

    func run() throws {
        guard var source = SceneInput.load(file, fonts: fonts, limits: limits, scene: viewports.scene) else { throw ExitCode(1) }
        documents.apply(to: &source)
        let choice = viewports.choice(default: .first)
        if let point {
            let (answers, diagnostics) = Compiler.hitTest(source, in: choice, strict: strictness.strict, at: [point])
            Terminal.report(diagnostics)
            guard let answer = answers?.first else { throw ExitCode(1) }
            Terminal.output(answer.chain.isEmpty ? "none" : answer.chain.enumerated().map { ($0.offset == 0 ? "" : "  ") + $0.element }.joined(separator: "\n"))
        } else if let step = grid {
            let (grid, diagnostics) = Compiler.hitTestGrid(source, in: choice, strict: strictness.strict, step: step)
            Terminal.report(diagnostics)
            guard let grid else { throw ExitCode(1) }
            Terminal.output(GridJSON.render(grid))
        }
    }
}

/// The grid answer as JSON, written by hand so that key order and number format never vary.
enum GridJSON {
    static func render(_ grid: HitTestGrid) -> String {
        let (step, size, columns, answers) = (grid.step, grid.size, grid.columns, grid.answers)
        let f = { (v: Double) in v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
        var rows: [String] = []
        var start = 0
        while start < answers.count {
            let row = answers[start..<min(start + columns, answers.count)].map { $0.chain.first.map(JSONString.quoted) ?? "null" }
            rows.append("    [" + row.joined(separator: ", ") + "]")
            start += columns
        }
        return """
            {
              "width": \(f(size.width)),
              "height": \(f(size.height)),
              "step": \(f(step)),
              "points": "cell centres, row by row",
              "rows": [
            \(rows.joined(separator: ",\n"))
              ]
            }
            """
    }
}
