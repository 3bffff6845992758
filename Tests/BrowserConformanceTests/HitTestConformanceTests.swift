import Foundation
import SceneCompiler
import TestSupport
import XCTest

/// The compiler's hit-test model against real headless Chromium: for every sample and for
/// generated scenes, in the HTML and in the SVG, `document.elementFromPoint` on a 32×32 grid
/// must name the same view as UIKit's algorithm does (`HitTestModel`), at every point.
final class HitTestConformanceTests: XCTestCase {
    static let grid = 32
    static let generatedScenes = 200
    /// Probe points sit off the cell centres by these amounts: whole 1/64 px, so that Chromium's
    /// layout units hold them exactly, and unequal, so that no probe slides along a 45° edge.
    /// Generated scenes use whole numbers and quarter anchor points, so no probe lies exactly on
    /// an edge, where UIKit (max edges outside) and Chromium's polygon test (edges inside) part.
    static let offset = (x: 5.0 / 64, y: 19.0 / 64)

    func testChromiumAgreesWithTheHitTestModelEverywhere() throws {
        let seed = ProcessInfo.processInfo.environment["SCENEC_CONFORMANCE_SEED"].flatMap(UInt64.init) ?? 20_261_123
        print("hit-test conformance: seed \(seed) (set SCENEC_CONFORMANCE_SEED to repeat another)")
        let dir = try Repository.temporaryDirectory("hit")
        defer { try? FileManager.default.removeItem(atPath: dir) }

        var sources: [SceneSource] = []
        for path in Repository.samples {
            sources.append(SceneSource(path: path, bytes: [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: path)))))
        }
        for i in 0..<Self.generatedScenes {
            sources.append(SceneSource(path: "random\(i).xml", bytes: Array(RandomScene.xml(seed: seed, index: i).utf8)))
        }

        struct Job: Encodable { let src: String; let w: Int; let h: Int; let points: [[Double]] }
        var jobs: [Job] = []
        var sceneOfJob: [Int] = []
        var expected: [[Int]] = []
        for source in sources {
            let result = Compiler.compile(source, options: CompileOptions(formats: [.html, .svg]))
            XCTAssertTrue(result.succeeded, "\(source.path): " + result.diagnostics.map(\.rendered).joined(separator: "\n"))
            for artifact in result.artifacts {
                let viewport = artifact.fileName.split(separator: ".").dropFirst().dropLast().first.map(String.init)
                let size = try XCTUnwrap(Compiler.viewportSize(source, viewport: viewport))
                let points = (0..<Self.grid).flatMap { r in
                    (0..<Self.grid).map { c in
                        Point(x: (Double(c) + 0.5) * size.width / Double(Self.grid) + Self.offset.x,
                              y: (Double(r) + 0.5) * size.height / Double(Self.grid) + Self.offset.y)
                    }
                }
                let (answers, _) = Compiler.hitTest(source, viewport: viewport, at: points)
                expected.append(try XCTUnwrap(answers).map { $0.node ?? -1 })
                let file = "\(jobs.count)-\(artifact.fileName)"
                try artifact.contents.write(toFile: dir + "/" + file, atomically: true, encoding: .utf8)
                sceneOfJob.append(sources.firstIndex { $0.path == source.path } ?? 0)
                jobs.append(Job(src: file, w: Int(size.width.rounded(.up)), h: Int(size.height.rounded(.up)), points: points.map { [$0.x, $0.y] }))
            }
        }

        let harness = dir + "/harness.html"
        let jobsJSON = String(decoding: try JSONEncoder().encode(jobs), as: UTF8.self)
        try Self.harness(jobsJSON).write(toFile: harness, atomically: true, encoding: .utf8)
        let dom = try Chromium.dumpDOM(harness)
        let text = try Chromium.result(inDOM: dom)
        let actual = try JSONDecoder().decode([[Int]].self, from: Data(text.utf8))
        XCTAssertEqual(actual.count, jobs.count, "the harness answered for every page: \(text.prefix(300))")

        var checked = 0, mismatches: [String] = []
        for (j, job) in jobs.enumerated() where j < actual.count {
            for (k, point) in job.points.enumerated() {
                checked += 1
                if actual[j][k] != expected[j][k] {
                    mismatches.append("\(job.src) at (\(point[0]), \(point[1])): chromium \(actual[j][k]), model \(expected[j][k])")
                }
            }
        }
        print("hit-test conformance: \(jobs.count) pages (HTML and SVG of \(Repository.samples.count) samples' viewports and \(Self.generatedScenes) generated scenes), \(checked) points, \(mismatches.count) disagreements")
        var firstScene = ""
        if let first = mismatches.first, let j = jobs.firstIndex(where: { first.hasPrefix($0.src + " ") }) {
            firstScene = "\nthe first failing scene:\n" + String(decoding: sources[sceneOfJob[j]].bytes, as: UTF8.self)
        }
        XCTAssertEqual(mismatches.count, 0, mismatches.prefix(20).joined(separator: "\n") + firstScene)
    }

    /// Asks `elementFromPoint` at each probe of a page and answers the `data-node` (or `hit-N`)
    /// of what it finds, -1 for none.
    static func harness(_ jobs: String) -> String {
        Chromium.pageHarness(jobs: jobs, measure: """
            const answers = [];
            for (const [x, y] of job.points) {
              const e = d.elementFromPoint(x, y);
              const id = e && e.getAttribute ? e.getAttribute("id") : null;
              const n = e && e.getAttribute ? (e.getAttribute("data-node") ?? (id && id.startsWith("hit-") ? id.slice(4) : null)) : null;
              answers.push(n === null ? -1 : Number(n));
            }
            return answers;
            """)
    }
}
