// cassowary-bench: prints solve times of the scenec Cassowary solver for the
// benchmark shapes (chain, grid, nested, relayout). See docs/Solver.md.
//
// usage: cassowary-bench [--sizes 100,1000,10000] [--relayout-views 1000]
//                        [--relayouts 100] [--ambiguity] [--json]
import Cassowary
import Foundation

struct Options {
    var sizes = [100, 1_000, 10_000]
    var relayoutViews = 1_000
    var relayouts = 100
    var json = false
    /// Also time the reading of undetermined variables (``measureAmbiguity(_:)``) at each size.
    var ambiguity = false

    init(_ arguments: [String]) {
        var i = 1
        while i < arguments.count {
            let argument = arguments[i]
            let next = i + 1 < arguments.count ? arguments[i + 1] : ""
            switch argument {
            case "--sizes":
                sizes = next.split(separator: ",").compactMap { Int($0) }
                i += 1
            case "--relayout-views":
                relayoutViews = Int(next) ?? relayoutViews
                i += 1
            case "--relayouts":
                relayouts = Int(next) ?? relayouts
                i += 1
            case "--json":
                json = true
            case "--ambiguity":
                ambiguity = true
            default:
                print("usage: cassowary-bench [--sizes 100,1000,10000] [--relayout-views N] [--relayouts N] [--ambiguity] [--json]")
                exit(2)
            }
            i += 1
        }
    }
}

/// Four variables per view, as a layout engine would have.
struct View {
    let left: Variable, top: Variable, width: Variable, height: Variable
    init(_ i: Int) {
        left = Variable("v\(i).left")
        top = Variable("v\(i).top")
        width = Variable("v\(i).width")
        height = Variable("v\(i).height")
    }
    var right: LinearExpression { left + width }
    var bottom: LinearExpression { top + height }
}

/// chain: left = previous right + 8, width >= 20 required, width == 50 @750, top == 0, height == 44.
func buildChain(_ solver: Solver, _ n: Int) throws -> [View] {
    var views: [View] = []
    views.reserveCapacity(n)
    for i in 0..<n {
        let v = View(i)
        if let previous = views.last {
            try solver.add(v.left == previous.right + 8)
        } else {
            try solver.add(v.left == 0)
        }
        try solver.add(v.width >= 20)
        try solver.add((v.width == 50).priority(750))
        try solver.add(v.top == 0)
        try solver.add(v.height == 44)
        views.append(v)
    }
    return views
}

/// grid: √n × √n, equal widths per row filling a 1000-wide container with 8 pt gaps,
/// rows stacked 8 pt apart, height 44.
func buildGrid(_ solver: Solver, _ n: Int) throws -> [View] {
    let side = max(1, Int(Double(n).squareRoot().rounded()))
    var views: [View] = []
    var previousRowFirst: View?
    for r in 0..<side {
        var rowFirst: View?
        var previous: View?
        for c in 0..<side {
            let v = View(r * side + c)
            if let previous, let rowFirst {
                try solver.add(v.left == previous.right + 8)
                try solver.add(v.width == rowFirst.width)
                try solver.add(v.top == rowFirst.top)
            } else {
                try solver.add(v.left == 8)
                if let above = previousRowFirst {
                    try solver.add(v.top == above.bottom + 8)
                } else {
                    try solver.add(v.top == 8)
                }
                rowFirst = v
            }
            try solver.add(v.height == 44)
            previous = v
            views.append(v)
        }
        if let previous { try solver.add(previous.right + 8 == 1000) }
        previousRowFirst = rowFirst
    }
    return views
}

/// nested: 4-ary tree, each child inset 8 pt on all sides inside its parent, root 1000 × 1000.
func buildNested(_ solver: Solver, _ n: Int) throws -> [View] {
    var views: [View] = []
    views.reserveCapacity(n)
    for i in 0..<n {
        let v = View(i)
        if i == 0 {
            try solver.add(v.left == 0)
            try solver.add(v.top == 0)
            try solver.add(v.width == 1000)
            try solver.add(v.height == 1000)
        } else {
            let p = views[(i - 1) / 4]
            try solver.add(v.left == p.left + 8)
            try solver.add(v.top == p.top + 8)
            try solver.add(v.right == p.right - 8)
            try solver.add(v.bottom == p.bottom - 8)
        }
        views.append(v)
    }
    return views
}

func checksum(_ solver: Solver, _ views: [View]) -> Double {
    var sum = 0.0
    for v in views {
        sum += solver.value(of: v.left) + solver.value(of: v.top) + solver.value(of: v.width) + solver.value(of: v.height)
    }
    return sum
}

func seconds(_ duration: Duration) -> Double {
    let c = duration.components
    return Double(c.seconds) + Double(c.attoseconds) * 1e-18
}

struct Result {
    let name: String
    let views: Int
    let seconds: Double
    let checksum: Double
}

func measure(_ name: String, _ n: Int, _ build: (Solver, Int) throws -> [View]) throws -> Result {
    let clock = ContinuousClock()
    var views: [View] = []
    var solver = Solver()
    let elapsed = try clock.measure {
        solver = Solver()
        views = try build(solver, n)
        try solver.updateVariables()
    }
    return Result(name: name, views: n, seconds: seconds(elapsed), checksum: checksum(solver, views))
}

/// relayout: chain of `n` closed by last.right + 8 == W, W an edit variable
/// (priority 999, initial suggestion 999), then W alternates between 0.9× and
/// 1.1× of the natural width; returns the mean time per relayout.
func measureRelayout(_ n: Int, _ count: Int) throws -> Result {
    let solver = Solver()
    let views = try buildChain(solver, n)
    let w = Variable("W")
    guard let last = views.last else { return Result(name: "relayout", views: n, seconds: 0, checksum: 0) }
    try solver.add(last.right + 8 == w)
    try solver.addEditVariable(w, priority: 999)
    try solver.suggestValue(w, 999)
    try solver.updateVariables()
    let natural = Double(n) * 58
    let clock = ContinuousClock()
    var total = 0.0
    var check = 0.0
    let before = solver.statistics
    if ProcessInfo.processInfo.environment["BENCH_VERBOSE"] != nil {
        print("relayout tableau: rows \(before.rows) entries \(before.entries) pivots so far \(before.pivots)")
    }
    for i in 0..<count {
        let target = i % 2 == 0 ? natural * 0.9 : natural * 1.1
        let elapsed = try clock.measure {
            try solver.suggestValue(w, target)
            try solver.updateVariables()
        }
        total += seconds(elapsed)
        check += solver.value(of: w)
    }
    if ProcessInfo.processInfo.environment["BENCH_VERBOSE"] != nil {
        let after = solver.statistics
        print("relayout: \(Double(after.pivots - before.pivots) / Double(count)) pivots per relayout, entries now \(after.entries)")
    }
    return Result(name: "relayout", views: n, seconds: total / Double(count), checksum: check + checksum(solver, views))
}

let options = Options(CommandLine.arguments)
var results: [Result] = []
do {
    for n in options.sizes {
        results.append(try measure("chain", n, buildChain))
        results.append(try measure("grid", n, buildGrid))
        results.append(try measure("nested", n, buildNested))
        if options.ambiguity { results.append(try measureAmbiguity(n)) }
    }
    if options.relayouts > 0 {
        results.append(try measureRelayout(options.relayoutViews, options.relayouts))
    }
} catch {
    print("benchmark failed: \(error)")
    exit(1)
}

func exponent(_ name: String, in results: [Result]) -> Double? {
    let rows = results.filter { $0.name == name }.sorted { $0.views < $1.views }
    guard let small = rows.dropLast().first(where: { $0.views == 1_000 }) ?? rows.first,
          let large = rows.last, large.views > small.views, small.seconds > 0 else { return nil }
    return log(large.seconds / small.seconds) / log(Double(large.views) / Double(small.views))
}

if options.json {
    let items = results.map {
        "{\"case\":\"\($0.name)\",\"views\":\($0.views),\"seconds\":\($0.seconds),\"checksum\":\($0.checksum)}"
    }
    print("{\"solver\":\"scenec\",\"results\":[\(items.joined(separator: ","))]}")
} else {
    print("case       views      seconds        checksum")
    for r in results {
        let label = r.name == "relayout" ? "relayout/1" : r.name
        print(label.padding(toLength: 10, withPad: " ", startingAt: 0),
              String(r.views).leftPad(6), String(format: "%12.6f", r.seconds), String(format: "%15.3f", r.checksum))
    }
    for name in ["chain", "grid", "nested", "ambiguity"] {
        if let e = exponent(name, in: results) { print("growth exponent \(name): \(String(format: "%.2f", e))") }
    }
}

extension String {
    func leftPad(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
