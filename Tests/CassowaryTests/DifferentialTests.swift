import Foundation
import TestSupport
import XCTest
@testable import Cassowary

/// Differential test against kiwisolver (PyPI `kiwisolver`, nucleic/kiwi).
///
/// Generates random well-posed systems (chains with edits, grids, nested
/// insets, mixed inequalities with removals, suggestions and deliberately
/// unsatisfiable adds, and "churn": a layout whose constraints, required ones
/// included, are then removed and re-added in random order) from a seed printed in the log (override with
/// `CASSOWARY_DIFF_SEED`, count with `CASSOWARY_DIFF_COUNT`), writes them to a
/// temporary JSON file, runs ONE `python3 kiwi_oracle.py` process that solves
/// all of them with kiwi, and asserts that both agree within 1e-6 on every
/// variable whose optimum is unique, and on which adds were unsatisfiable.
///
/// Priority rule agreement: kiwi sums weighted strengths, Auto Layout is
/// hierarchical. Every system uses at most three distinct optional priorities;
/// the oracle maps them by rank onto kiwi strengths 1, 1e4 and 1e8.
/// Coefficients are in {0.5, 1, 2} and each level holds fewer than 40
/// optional constraints, so no lower-level gain can pay for a unit of
/// higher-level violation and both rules share the same optimum.
///
/// Uniqueness: decided by the oracle (kiwi pulls each variable ±1 with a
/// 1e-3 strength constraint, weaker than every level; if it does not move,
/// its optimum is unique). Non-unique values (e.g. which of several equal
/// priority widths gives way) are legitimately solver-specific and skipped.
final class DifferentialTests: XCTestCase {
    func testAgreesWithKiwiOnRandomSystems() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["CASSOWARY_DIFF_SEED"].flatMap(UInt64.init) ?? 20_261_123
        let count = environment["CASSOWARY_DIFF_COUNT"].flatMap(Int.init) ?? 5_000
        print("DifferentialTests: seed \(seed) (set CASSOWARY_DIFF_SEED to override), \(count) systems")

        var rng = SeededRandom(seed: seed)
        var systems: [GeneratedSystem] = []
        for index in 0..<count {
            if index % 100 == 99 {
                // A few long chains: long lazy rows, many pivots per suggestion.
                systems.append(Generator.churn(&rng, views: 40...80))
                continue
            }
            switch index % 5 {
            case 0: systems.append(Generator.chain(&rng))
            case 1: systems.append(Generator.grid(&rng))
            case 2: systems.append(Generator.nested(&rng))
            case 3: systems.append(Generator.mixed(&rng))
            default: systems.append(Generator.churn(&rng))
            }
        }

        let results = try runOracle(systems)
        XCTAssertEqual(results.count, systems.count)

        var compared = 0, total = 0, failedAdds = 0
        conflictsChecked = 0
        conflictsMinimal = 0
        for (index, (system, expected)) in zip(systems, results).enumerated() {
            let (values, failed) = try replay(system)
            total += values.count
            failedAdds += failed.count
            XCTAssertEqual(failed, expected.failed, "system \(index): unsatisfiable adds differ")
            for v in values.indices where expected.unique[v] {
                compared += 1
                if abs(values[v] - expected.values[v]) > 1e-6 {
                    XCTFail("system \(index) (\(system.shape)) var \(system.vars[v]): scenec \(values[v]) kiwi \(expected.values[v])")
                }
            }
        }
        print("DifferentialTests: \(systems.count) systems, \(total) variables, \(compared) unique values compared, \(failedAdds) unsatisfiable adds matched")
        print("DifferentialTests: \(conflictsChecked) conflict sets re-solved and infeasible, \(conflictsMinimal) of them irreducible")
        XCTAssertEqual(conflictsChecked, failedAdds)
        XCTAssertGreaterThan(compared, total / 2, "too few unique values to be a meaningful comparison")
    }

    /// Replays a system on `Solver`, checking invariants after every operation.
    private func replay(_ system: GeneratedSystem) throws -> ([Double], [Int]) {
        let solver = Solver()
        let variables = system.vars.map { Variable($0) }
        var constraints: [Int: Constraint] = [:]
        var failed: [Int] = []
        for op in system.ops {
            switch op.op {
            case "add":
                let terms = (op.terms ?? []).map { Term(variables[Int($0[0])], $0[1]) }
                let relation: Relation = op.rel == "==" ? .equal : op.rel == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
                let c = Constraint(LinearExpression(terms, constant: op.constant ?? 0), relation, priority: Priority(op.priority ?? 1000))
                do {
                    try solver.add(c)
                    constraints[op.id ?? -1] = c
                } catch SolverError.unsatisfiableConstraint(_, let set) {
                    failed.append(op.id ?? -1)
                    checkConflict(set, system: system.shape)
                }
            case "remove":
                if let c = constraints.removeValue(forKey: op.id ?? -1) { try solver.remove(c) }
            case "edit":
                try solver.addEditVariable(variables[op.var ?? 0], priority: Priority(op.priority ?? 1))
            case "suggest":
                try solver.suggestValue(variables[op.var ?? 0], op.value ?? 0)
            default:
                XCTFail("unknown op \(op.op)")
            }
            let problems = solver.checkInvariants()
            if !problems.isEmpty {
                XCTFail("\(system.shape): invariants broken after \(op.op): \(problems.prefix(3))")
                break
            }
        }
        return (variables.map(solver.value(of:)), failed)
    }

    private var conflictsChecked = 0
    private var conflictsMinimal = 0

    /// A reported conflict must really be infeasible (see `assertRealConflict`).
    private func checkConflict(_ set: [Constraint], system: String) {
        conflictsChecked += 1
        if assertRealConflict(set, system) { conflictsMinimal += 1 }
    }

    private struct OracleOutput: Decodable {
        struct Result: Decodable {
            let values: [Double]
            let unique: [Bool]
            let failed: [Int]
        }
        let results: [Result]
    }

    /// Writes the systems to a temp file and runs the kiwi oracle once.
    private func runOracle(_ systems: [GeneratedSystem]) throws -> [OracleOutput.Result] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cassowary-diff-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("systems.json")
        let output = directory.appendingPathComponent("kiwi.json")
        struct Payload: Encodable { let systems: [GeneratedSystem] }
        try JSONEncoder().encode(Payload(systems: systems)).write(to: input)
        if let keep = ProcessInfo.processInfo.environment["CASSOWARY_DIFF_DUMP"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(at: input, to: URL(fileURLWithPath: keep))
        }

        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("kiwi_oracle.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, input.path, output.path]
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        let errorText = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 3 || errorText.contains("kiwisolver missing") {
            XCTFail("kiwisolver missing: pip install kiwisolver")
            throw OracleFailure.kiwiMissing
        }
        guard process.terminationStatus == 0 else {
            XCTFail("kiwi oracle failed (\(process.terminationStatus)): \(errorText)")
            throw OracleFailure.oracleFailed
        }
        return try JSONDecoder().decode(OracleOutput.self, from: Data(contentsOf: output)).results
    }

    private enum OracleFailure: Error { case kiwiMissing, oracleFailed }
}

// MARK: - Generated systems

/// One operation of a generated system (JSON shared with kiwi_oracle.py).
struct GeneratedOp: Codable {
    var op: String
    var id: Int?
    var terms: [[Double]]?
    var constant: Double?
    var rel: String?
    var priority: Int?
    var `var`: Int?
    var value: Double?
}

struct GeneratedSystem: Codable {
    var shape: String
    var vars: [String] = []
    var ops: [GeneratedOp] = []
    var nextId = 0

    init(shape: String) { self.shape = shape }

    mutating func variable(_ name: String) -> Int {
        vars.append(name)
        return vars.count - 1
    }

    /// Adds `Σ terms + constant <rel> 0`.
    @discardableResult
    mutating func add(_ terms: [(Int, Double)], _ constant: Double, _ rel: String, _ priority: Int = 1000) -> Int {
        let id = nextId
        nextId += 1
        ops.append(GeneratedOp(op: "add", id: id, terms: terms.map { [Double($0.0), $0.1] },
                               constant: constant, rel: rel, priority: priority))
        return id
    }

    mutating func remove(_ id: Int) { ops.append(GeneratedOp(op: "remove", id: id)) }
    mutating func edit(_ v: Int, _ priority: Int) { ops.append(GeneratedOp(op: "edit", priority: priority, var: v)) }
    mutating func suggest(_ v: Int, _ value: Double) { ops.append(GeneratedOp(op: "suggest", var: v, value: value)) }
}

/// Random well-posed system shapes. Required constraints are feasible by construction.
enum Generator {
    static let priorityPool = [1, 50, 250, 251, 500, 749, 750, 999]

    /// Up to three distinct optional priorities, ascending.
    static func levels(_ rng: inout SeededRandom) -> [Int] {
        var chosen: [Int] = []
        let wanted = rng.int(1...3)
        while chosen.count < wanted {
            let p = rng.pick(priorityPool)
            if !chosen.contains(p) { chosen.append(p) }
        }
        return chosen.sorted()
    }

    /// Views in a row: `left_i = right_{i-1} + gap`, min and preferred widths,
    /// the row closed on an edit variable that is suggested several values.
    static func chain(_ rng: inout SeededRandom, views: ClosedRange<Int> = 2...10) -> GeneratedSystem {
        var s = GeneratedSystem(shape: "chain")
        let levels = levels(&rng)
        let count = rng.int(views)
        let margin = rng.whole(0...20), gap = rng.whole(0...10)
        var lefts: [Int] = [], widths: [Int] = [], prefs: [Int] = []
        var natural = margin
        for i in 0..<count {
            let left = s.variable("l\(i)"), width = s.variable("w\(i)")
            if i == 0 {
                s.add([(left, 1)], -margin, "==")
            } else {
                s.add([(left, 1), (lefts[i - 1], -1), (widths[i - 1], -1)], -gap, "==")
            }
            let minimum = rng.whole(10...30)
            let preferred = minimum + rng.whole(0...40)
            s.add([(width, 1)], -minimum, ">=")
            prefs.append(s.add([(width, 1)], -preferred, "==", rng.pick(levels)))
            if rng.chance(0.3) { s.add([(width, 1)], -(preferred + rng.whole(0...30)), "<=") }
            natural += preferred + gap
            lefts.append(left)
            widths.append(width)
        }
        let container = s.variable("C")
        s.add([(lefts[count - 1], 1), (widths[count - 1], 1), (container, -1)], gap, "==")
        s.edit(container, rng.pick(levels))
        for _ in 0..<rng.int(1...3) {
            s.suggest(container, (natural * Double(rng.int(50...150)) / 100).rounded())
        }
        if rng.chance(0.3) { s.remove(rng.pick(prefs)) }
        return s
    }

    /// Rows of equal-width views filling a container, rows stacked with gaps.
    static func grid(_ rng: inout SeededRandom) -> GeneratedSystem {
        var s = GeneratedSystem(shape: "grid")
        let levels = levels(&rng)
        let rowsCount = rng.int(1...4), columnsCount = rng.int(1...5)
        let containerWidth = rng.whole(200...1000), gap = rng.whole(0...10)
        var previousTop = -1, previousHeight = -1
        for r in 0..<rowsCount {
            var firstWidth = -1, previousLeft = -1, previousWidth = -1, rowTop = -1, rowHeight = -1
            for c in 0..<columnsCount {
                let left = s.variable("l\(r).\(c)"), top = s.variable("t\(r).\(c)")
                let width = s.variable("w\(r).\(c)"), height = s.variable("h\(r).\(c)")
                if c == 0 {
                    s.add([(left, 1)], -gap, "==")
                    if previousTop < 0 {
                        s.add([(top, 1)], -gap, "==")
                    } else {
                        s.add([(top, 1), (previousTop, -1), (previousHeight, -1)], -gap, "==")
                    }
                    firstWidth = width
                    rowTop = top
                    let minimum = rng.whole(10...40)
                    s.add([(height, 1)], -minimum, ">=")
                    s.add([(height, 1)], -(minimum + rng.whole(0...30)), "==", rng.pick(levels))
                    rowHeight = height
                } else {
                    s.add([(left, 1), (previousLeft, -1), (previousWidth, -1)], -gap, "==")
                    s.add([(width, 1), (firstWidth, -1)], 0, "==")
                    s.add([(top, 1), (rowTop, -1)], 0, "==")
                    s.add([(height, 1), (rowHeight, -1)], 0, "==")
                }
                previousLeft = left
                previousWidth = width
            }
            s.add([(previousLeft, 1), (previousWidth, 1)], gap - containerWidth, "==")
            previousTop = rowTop
            previousHeight = rowHeight
        }
        return s
    }

    /// A small tree of views, each child inset inside its parent; some insets
    /// optional and competing with a preferred size at another priority.
    static func nested(_ rng: inout SeededRandom) -> GeneratedSystem {
        var s = GeneratedSystem(shape: "nested")
        let levels = levels(&rng)
        struct Node { let l, t, w, h: Int }
        func makeNode(_ s: inout GeneratedSystem, _ name: String) -> Node {
            Node(l: s.variable("\(name).l"), t: s.variable("\(name).t"), w: s.variable("\(name).w"), h: s.variable("\(name).h"))
        }
        let root = makeNode(&s, "n0")
        let size = rng.whole(300...1000)
        s.add([(root.l, 1)], 0, "==")
        s.add([(root.t, 1)], 0, "==")
        s.add([(root.w, 1)], -size, "==")
        s.add([(root.h, 1)], -size, "==")
        var frontier = [root]
        var made = 1
        while !frontier.isEmpty && made < 10 {
            let parent = frontier.removeFirst()
            for _ in 0..<rng.int(1...3) where made < 10 {
                let child = makeNode(&s, "n\(made)")
                made += 1
                let inset = rng.whole(0...20)
                s.add([(child.l, 1), (parent.l, -1)], -inset, "==")
                s.add([(child.t, 1), (parent.t, -1)], -inset, "==")
                // trailing: child.l + child.w == parent.l + parent.w - inset
                let trailingPriority = rng.chance(0.5) ? 1000 : rng.pick(levels)
                s.add([(child.l, 1), (child.w, 1), (parent.l, -1), (parent.w, -1)], inset, "==", trailingPriority)
                s.add([(child.t, 1), (child.h, 1), (parent.t, -1), (parent.h, -1)], inset, "==")
                if trailingPriority < 1000 {
                    s.add([(child.w, 1)], -rng.whole(50...400), "==", rng.pick(levels))
                }
                frontier.append(child)
            }
        }
        return s
    }

    /// A chain, grid or nested layout, then random removals (required ones
    /// included) and re-adds of removed constraints (optional ones possibly at
    /// another level), interleaved with suggestions. Re-adding a subset of a
    /// feasible system stays feasible.
    static func churn(_ rng: inout SeededRandom, views: ClosedRange<Int>? = nil) -> GeneratedSystem {
        var s: GeneratedSystem
        switch views == nil ? rng.int(0...2) : 0 {
        case 0: s = chain(&rng, views: views ?? 2...10)
        case 1: s = grid(&rng)
        default: s = nested(&rng)
        }
        s.shape = "churn-" + s.shape
        let levels = s.ops.compactMap { $0.op == "add" && ($0.priority ?? 1000) < 1000 ? $0.priority : nil }
            + s.ops.compactMap { $0.op == "edit" ? $0.priority : nil }
        var live: [GeneratedOp] = []
        for op in s.ops {
            if op.op == "add" { live.append(op) }
            if op.op == "remove" { live.removeAll { $0.id == op.id } }
        }
        var removed: [GeneratedOp] = []
        let editVariable = s.ops.first { $0.op == "edit" }?.var
        for _ in 0..<rng.int(views == nil ? 2...12 : 10...30) {
            switch rng.int(0...3) {
            case 0, 1:
                guard !live.isEmpty else { continue }
                let op = live.remove(at: rng.int(0...(live.count - 1)))
                s.remove(op.id ?? -1)
                removed.append(op)
            case 2:
                guard !removed.isEmpty else { continue }
                var op = removed.remove(at: rng.int(0...(removed.count - 1)))
                if let p = op.priority, p < 1000, !levels.isEmpty { op.priority = rng.pick(levels) }
                let pairs = (op.terms ?? []).map { (Int($0[0]), $0[1]) }
                let id = s.add(pairs, op.constant ?? 0, op.rel ?? "==", op.priority ?? 1000)
                op.id = id
                live.append(op)
            default:
                if let v = editVariable { s.suggest(v, rng.whole(0...600)) }
            }
        }
        return s
    }

    /// Random variables in a 0...1000 box with orderings and offsets taken from
    /// a hidden feasible point, optional targets at mixed priorities, edits,
    /// removals, re-adds and a deliberately unsatisfiable required add.
    static func mixed(_ rng: inout SeededRandom) -> GeneratedSystem {
        var s = GeneratedSystem(shape: "mixed")
        let levels = levels(&rng)
        let count = rng.int(3...12)
        let coefficients: [Double] = [0.5, 1, 2]
        var hidden: [Double] = []
        var required: [Int] = [], optional: [Int] = []
        for i in 0..<count {
            let v = s.variable("x\(i)")
            hidden.append(rng.whole(0...1000))
            required.append(s.add([(v, 1)], 0, ">="))
            required.append(s.add([(v, 1)], -1000, "<="))
        }
        for _ in 0..<rng.int(0...count) {
            let a = rng.int(0...(count - 1)), b = rng.int(0...(count - 1))
            guard a != b else { continue }
            if hidden[a] <= hidden[b] {
                let slack = (hidden[b] - hidden[a]).rounded(.down)
                required.append(s.add([(a, 1), (b, -1)], rng.whole(0...Int(slack)), "<="))
            } else if rng.chance(0.3) {
                required.append(s.add([(a, 1), (b, -1)], -(hidden[a] - hidden[b]), "=="))
            }
        }
        for _ in 0..<rng.int(1...count) {
            let a = rng.int(0...(count - 1))
            let k = rng.pick(coefficients)
            switch rng.int(0...2) {
            case 0: optional.append(s.add([(a, k)], -rng.whole(0...1000), "==", rng.pick(levels)))
            case 1: optional.append(s.add([(a, k)], -rng.whole(0...1000), rng.chance(0.5) ? "<=" : ">=", rng.pick(levels)))
            default:
                let b = rng.int(0...(count - 1))
                if a != b {
                    optional.append(s.add([(a, 1), (b, rng.pick(coefficients))], -rng.whole(0...1500), "==", rng.pick(levels)))
                }
            }
        }
        if rng.chance(0.4) {
            let e = rng.int(0...(count - 1))
            s.edit(e, rng.pick(levels))
            for _ in 0..<rng.int(1...3) { s.suggest(e, rng.whole(-100...1100)) }
        }
        if rng.chance(0.3) {
            // Unsatisfiable against the box: both solvers must reject it.
            let a = rng.int(0...(count - 1))
            s.add([(a, 1)], -rng.whole(1001...1500), ">=")
        }
        if rng.chance(0.5), !optional.isEmpty { s.remove(rng.pick(optional)) }
        if rng.chance(0.3) { s.remove(rng.pick(required)) }
        if rng.chance(0.5) {
            let a = rng.int(0...(count - 1))
            s.add([(a, 1)], -rng.whole(0...1000), "==", rng.pick(levels))
        }
        return s
    }
}
