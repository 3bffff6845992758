import Foundation
import SceneCompiler
import TestSupport
import XCTest

/// Each entry point parses its source once and lays each viewport out once, counted through
/// the source's `trace` (a log per test, so tests running side by side cannot see each
/// other's steps). The CLI's commands make one such call per scene file: `scenec compile` calls
/// `compile(_:options:emit:)`, `scenec dump` calls `dump` (`layout` with `--frames`), and
/// `scenec hit-test` calls `hitTest` (`hitTestGrid` with `--grid`).
final class CompilationStepTests: XCTestCase {
    /// The steps one source's compiles started, in order.
    private final class StepLog: @unchecked Sendable {
        private let lock = NSLock()
        private var steps: [CompilationStep] = []

        func note(_ step: CompilationStep) {
            lock.lock()
            defer { lock.unlock() }
            steps.append(step)
        }

        var all: [CompilationStep] {
            lock.lock()
            defer { lock.unlock() }
            return steps
        }

        var parses: Int { all.filter { $0 == .parse }.count }
        /// The scales lowered at, in order.
        var lowerings: [Double] {
            all.compactMap { step in
                if case .lower(let scale) = step { scale } else { nil }
            }
        }
        /// The names of the viewports laid out, in order ("" for an unnamed one).
        var layouts: [String] {
            all.compactMap { step in
                if case .layout(let name, _) = step { name ?? "" } else { nil }
            }
        }
    }

    /// A sample read from disk, whose steps go to `log`.
    private func traced(_ sample: String, _ log: StepLog) throws -> SceneSource {
        var source = try source(Repository.path("Samples/" + sample))
        source.trace = { log.note($0) }
        return source
    }

    private func traced(xml: String, _ log: StepLog) -> SceneSource {
        var source = SceneSource(path: "t.xml", bytes: Array(xml.utf8))
        source.trace = { log.note($0) }
        return source
    }

    /// `scenec compile Samples/card.xml`: three viewports, one of them fitted, from one parse.
    func testCompilingEveryViewportParsesOnce() throws {
        let log = StepLog()
        var written = 0
        let result = Compiler.compile(try traced("card.xml", log)) { _ in written += 1 }
        XCTAssertTrue(result.succeeded, result.diagnostics.map(\.rendered).joined(separator: "\n"))
        XCTAssertEqual(written, 6, "an SVG and an HTML per viewport")
        XCTAssertEqual(log.parses, 1)
        XCTAssertEqual(log.all.first, .parse, "parsed before anything is laid out")
        XCTAssertEqual(log.layouts, ["compact", "regular", "fitted"])
    }

    /// `scenec hit-test Samples/settings.xml --grid 20`, and at a named viewport.
    func testHitTestGridParsesOnceAndLaysOneViewportOut() throws {
        let log = StepLog()
        let (grid, diagnostics) = Compiler.hitTestGrid(try traced("settings.xml", log), in: .first, step: 20)
        XCTAssertNotNil(grid, diagnostics.map(\.rendered).joined(separator: "\n"))
        XCTAssertEqual(log.all, [.parse, .lower(scale: 2), .layout(viewport: "compact", size: Size(width: 320, height: 568))])

        let named = StepLog()
        _ = Compiler.hitTestGrid(try traced("settings.xml", named), in: .named("regular"), step: 20)
        XCTAssertEqual(named.parses, 1)
        XCTAssertEqual(named.layouts, ["regular"])

        let point = StepLog()
        _ = Compiler.hitTest(try traced("settings.xml", point), in: .all, at: [Point(x: 10, y: 10)])
        XCTAssertEqual(point.parses, 1)
        XCTAssertEqual(point.layouts, ["compact"], "hit-test answers at the first viewport")
    }

    /// Lowering (stack views into constraints) does not depend on the viewport's size: three
    /// viewports at one scale lower the scene once, and a viewport at another scale once more.
    func testLoweringRunsOncePerScale() throws {
        let xml = """
            <scene name="s">
              <viewport name="a" width="320" height="500" scale="2"/>
              <viewport name="b" width="400" height="500" scale="2"/>
              <viewport name="c" width="500" height="500" scale="2"/>
              <viewport name="d" width="600" height="500" scale="3"/>
              <stackView id="stack" frame="0 0 300 40" distribution="fillProportionally">
                <label text="one"/><label text="two words"/>
              </stackView>
            </scene>
            """
        let log = StepLog()
        let result = Compiler.compile(traced(xml: xml, log))
        XCTAssertTrue(result.succeeded, result.diagnostics.map(\.rendered).joined(separator: "\n"))
        XCTAssertEqual(log.layouts, ["a", "b", "c", "d"])
        XCTAssertEqual(log.lowerings, [2, 3])
    }

    /// `scenec dump Samples/settings.xml`, and with `--frames`.
    func testDumpOfEveryViewportParsesOnce() throws {
        let log = StepLog()
        let (text, diagnostics) = Compiler.dump(try traced("settings.xml", log))
        XCTAssertNotNil(text, diagnostics.map(\.rendered).joined(separator: "\n"))
        XCTAssertEqual(log.parses, 1)
        XCTAssertEqual(log.layouts, ["compact", "regular"])

        let frames = StepLog()
        XCTAssertNotNil(Compiler.layout(try traced("fitting-cell.xml", frames)).layouts)
        XCTAssertEqual(frames.parses, 1)
        XCTAssertEqual(frames.layouts, ["compact", "regular"])
    }

    /// Autoresizing masks are relative to the first viewport's layout: a compile of every
    /// viewport lays it out once and reuses it; one other viewport needs it laid out too.
    func testTheDesignViewportIsLaidOutOnce() throws {
        let all = StepLog()
        XCTAssertTrue(Compiler.compile(try traced("autoresizing.xml", all)).succeeded)
        XCTAssertEqual(all.layouts, ["portrait", "landscape"])

        let one = StepLog()
        XCTAssertTrue(Compiler.compile(try traced("autoresizing.xml", one), options: CompileOptions(viewports: .named("landscape"))).succeeded)
        XCTAssertEqual(one.layouts, ["portrait", "landscape"])

        let sized = StepLog()
        XCTAssertNotNil(Compiler.layout(try traced("autoresizing.xml", sized), viewports: .size(width: 500, height: 500)).layouts)
        XCTAssertEqual(sized.layouts, ["portrait", ""])

        let plain = StepLog()
        XCTAssertTrue(Compiler.compile(try traced("settings.xml", plain), options: CompileOptions(viewports: .named("regular"))).succeeded)
        XCTAssertEqual(plain.layouts, ["regular"], "no masks, no design layout")
    }

    /// A viewport's size is read from the scene unless its height fits the content.
    func testViewportSizeLaysOutOnlyAFittedHeight() throws {
        let given = StepLog()
        let size = try XCTUnwrap(Compiler.viewportSize(try traced("card.xml", given), viewport: "regular"))
        XCTAssertEqual(size.width, 600)
        XCTAssertEqual(size.height, 480)
        XCTAssertEqual(given.all, [.parse])

        let fitted = StepLog()
        let fit = try XCTUnwrap(Compiler.viewportSize(try traced("fitting-cell.xml", fitted)))
        XCTAssertEqual(fit.width, 320)
        XCTAssertEqual(fit.height, 228, "the body's 2:1 ratio at 320 wide, as the sample's comment says")
        XCTAssertEqual(fitted.parses, 1)
        XCTAssertEqual(fitted.layouts, ["compact"])
    }

    /// A scene with errors is parsed once and never laid out, whichever entry point reads it;
    /// so is a scene asked for a viewport it does not have.
    func testErrorsStopBeforeLayout() throws {
        let broken = #"<scene width="100" height="100"><veiw/></scene>"#
        let calls: [(StepLog) -> [Diagnostic]] = [
            { Compiler.compile(self.traced(xml: broken, $0)).diagnostics },
            { Compiler.dump(self.traced(xml: broken, $0)).diagnostics },
            { Compiler.layout(self.traced(xml: broken, $0)).diagnostics },
            { Compiler.hitTest(self.traced(xml: broken, $0), at: [Point(x: 1, y: 1)]).diagnostics },
            { Compiler.hitTestGrid(self.traced(xml: broken, $0), in: .first, step: 10).diagnostics },
        ]
        for call in calls {
            let log = StepLog()
            XCTAssertTrue(call(log).hasErrors)
            XCTAssertEqual(log.all, [.parse])
        }
        let log = StepLog()
        let (text, diagnostics) = Compiler.dump(try traced("settings.xml", log), viewports: .named("wide"))
        XCTAssertNil(text)
        XCTAssertEqual(diagnostics.map(\.message), ["no viewport named 'wide'; the scene has 'compact', 'regular'"])
        XCTAssertEqual(log.all, [.parse])
    }
}
