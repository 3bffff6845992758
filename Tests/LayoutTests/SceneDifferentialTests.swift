import Foundation
import Layout
import SceneFrontEnd
import TestSupport
import XCTest

/// Scene-level differential test against kiwisolver: random well-posed scenes
/// (`SceneGenerator`: nested views, scroll views, views that keep their frame, constraints
/// between any two of them and their guides, with multipliers on positions and sizes) are
/// compiled by scenec and laid out independently by `scene_kiwi_oracle.py`, which models
/// UIKit's rules from their public statements in its own variables and shares no code with
/// scenec. Both must give every view the same frame in its superview within 1e-6, the same
/// content size to every scroll view, and scenec must report nothing (no conflict, no
/// ambiguity). The oracle decides uniqueness itself; every generated view is determined.
///
/// The seed is printed (override with `SCENE_DIFF_SEED`, count with `SCENE_DIFF_COUNT`);
/// `SCENE_DIFF_DUMP=path` keeps the JSON the oracle read.
final class SceneDifferentialTests: XCTestCase {
    func testScenesLayOutAsAnIndependentKiwiModelOfUIKitDoes() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["SCENE_DIFF_SEED"].flatMap(UInt64.init) ?? 20_260_614
        let count = environment["SCENE_DIFF_COUNT"].flatMap(Int.init) ?? 300
        print("SceneDifferentialTests: seed \(seed) (set SCENE_DIFF_SEED to override), \(count) scenes")

        var rng = SeededRandom(seed: seed)
        let scenes = (0..<count).map { _ in SceneGenerator.scene(&rng) }
        let results = try runOracle(scenes)
        XCTAssertEqual(results.count, scenes.count)

        var coverage = SceneCoverage()
        var (views, compared, contents, failures) = (0, 0, 0, 0)
        for (index, (generated, kiwi)) in zip(scenes, results).enumerated() {
            coverage.record(generated)
            let xml = generated.xml
            if let error = kiwi.error {
                XCTFail("scene \(index): the oracle could not lay it out: \(error)\n\(xml)")
                continue
            }
            let (parsed, diagnostics) = SceneFrontEnd.parse(bytes: Array(xml.utf8), path: "scene\(index).xml", limits: .standard)
            guard let scene = parsed, diagnostics.isEmpty else {
                XCTFail("scene \(index) does not compile:\n\(diagnostics.map(\.rendered).joined(separator: "\n"))\n\(xml)")
                continue
            }
            let layout = LayoutPass.run(scene, viewport: scene.viewports[0])
            var problems = layout.diagnostics.map(\.rendered)
            for (v, view) in generated.views.enumerated() where v != 0 {
                views += 1
                guard kiwi.unique[v] else {
                    problems.append("\(view.id) is not determined in kiwi: the generator made an ambiguous scene")
                    continue
                }
                guard let node = scene.nodes.firstIndex(where: { $0.id == view.id }) else {
                    problems.append("\(view.id) is missing from the compiled scene")
                    continue
                }
                let f = layout.geometry[node].frame
                let ours = [f.origin.x, f.origin.y, f.width, f.height]
                compared += 1
                if zip(ours, kiwi.frames[v]).contains(where: { abs($0 - $1) > 1e-6 }) {
                    problems.append("\(view.id) (depth \(generated.depth(of: v))): scenec \(Self.text(ours)), kiwi \(Self.text(kiwi.frames[v]))")
                }
                if view.scroll != nil, let size = kiwi.contentSizes[v], kiwi.contentUnique[v] {
                    contents += 1
                    let ourSize = layout.contentSizes[node].map { [$0.width, $0.height] } ?? []
                    if ourSize.count != 2 || zip(ourSize, size).contains(where: { abs($0 - $1) > 1e-6 }) {
                        problems.append("\(view.id) content size: scenec \(Self.text(ourSize)), kiwi \(Self.text(size))")
                    }
                }
            }
            if !problems.isEmpty {
                failures += 1
                // The scene's text for the first few, so a failure can be replayed by hand.
                XCTFail("scene \(index) of seed \(seed): scenec and kiwi disagree:\n  " + problems.joined(separator: "\n  ")
                        + (failures <= 3 ? "\n\(xml)" : ""))
            }
        }
        print("SceneDifferentialTests: \(scenes.count) scenes, \(coverage.constraints) constraints (\(coverage.positionMultipliers) with a multiplier other than 1 on a position), \(views) views, \(compared) frames and \(contents) content sizes compared, \(failures) scenes disagreed")
        print("SceneDifferentialTests: " + coverage.summary)
        coverage.assertComplete()
    }

    private static func text(_ values: [Double]) -> String {
        "(" + values.map { String(format: "%.6f", $0) }.joined(separator: ", ") + ")"
    }

    // MARK: - The oracle

    private struct OracleResult: Decodable {
        var frames: [[Double]] = []
        var unique: [Bool] = []
        var contentSizes: [[Double]?] = []
        var contentUnique: [Bool] = []
        var error: String?
    }

    /// Runs one `python3 scene_kiwi_oracle.py` for the whole batch.
    private func runOracle(_ scenes: [GeneratedScene]) throws -> [OracleResult] {
        struct Input: Encodable { let scenes: [GeneratedScene] }
        struct Output: Decodable { let results: [OracleResult] }
        let input = try JSONEncoder().encode(Input(scenes: scenes))
        if let keep = ProcessInfo.processInfo.environment["SCENE_DIFF_DUMP"] {
            try input.write(to: URL(fileURLWithPath: keep))
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("scene_kiwi_oracle.py").path
        let run = try Subprocess.run("python3", [script], stdin: input, timeout: 300)
        if run.status == 3 || run.stderr.contains("kiwisolver missing") {
            XCTFail("kiwisolver missing: pip install kiwisolver")
            throw OracleFailure.kiwiMissing
        }
        guard run.status == 0 else {
            XCTFail("the scene oracle failed (\(run.status)): \(run.stderr)")
            throw OracleFailure.oracleFailed
        }
        return try JSONDecoder().decode(Output.self, from: Data(run.stdout.utf8)).results
    }

    private enum OracleFailure: Error { case kiwiMissing, oracleFailed }
}
