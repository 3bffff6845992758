import Geometry
import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// Parses `t.xml` with the other files an `<import>` may read.
private func parseWithFiles(_ text: String, files: [String: String]) -> (Scene?, [String]) {
    let (scene, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: "t.xml") { path in files[path].map { Array($0.utf8) } }
    return (scene, diagnostics.map(\.rendered))
}

/// `<component>`, `<use>` and `<import>`: the scene's form of a `UIView` subclass.
final class ComponentTests: XCTestCase {
    private let customView = """
        <component name="CustomView" parameters="titleWidth" backgroundColor="#e6e6e6" clipsToBounds="true">
          <view id="title" intrinsicSize="{titleWidth},14" sizeToFit="true" centerX="superview.width / 2" y="10"/>
          <view id="button" width="70" height="30" centerX="superview.width / 2" y="title.maxY + 10"/>
        </component>
        """

    func testInstancesAreNamespacedAndTakeTheirArguments() throws {
        let (scene, diagnostics) = parse("""
            <scene width="390" height="844">
              \(customView)
              <use component="CustomView" id="card1" titleWidth="96" frame="0 0 180 80">
                <view id="extra"/>
              </use>
              <use component="CustomView" id="card2" titleWidth="60" frame="0 100 180 80" backgroundColor="red"/>
            </scene>
            """)
        XCTAssertEqual(diagnostics, [])
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(s.nodes.map { $0.id ?? "-" }, ["-", "card1", "card1.title", "card1.button", "extra", "card2", "card2.title", "card2.button"])
        XCTAssertEqual(node(s, "card1.title")?.view.intrinsicSize, Size(width: 96, height: 14))
        XCTAssertEqual(node(s, "card2.title")?.view.intrinsicSize, Size(width: 60, height: 14))
        // The component's own properties style the root; the <use>'s come after and win.
        XCTAssertEqual(node(s, "card1")?.layer.backgroundColor, Color(red: 0xe6 / 255, green: 0xe6 / 255, blue: 0xe6 / 255))
        XCTAssertEqual(node(s, "card2")?.layer.backgroundColor, SystemColor.named("red"))
        XCTAssertEqual(node(s, "card2")?.layer.masksToBounds, true)
        // `title.maxY` inside the instance means the instance's own title.
        let button = try XCTUnwrap(node(s, "card2.button"))
        let title = try XCTUnwrap(s.nodes.firstIndex { $0.id == "card2.title" })
        XCTAssertTrue(button.view.frameExpressions.contains { e in e.postfix.contains { if case .reference(.sibling(title), .maxY) = $0 { true } else { false } } })
    }

    func testNestedComponentsAndConstraintsResolveInTheirInstance() throws {
        let (scene, diagnostics) = parse("""
            <scene width="390" height="844">
              <component name="Badge" parameters="size">
                <view id="dot" width="{size}" height="{size}"/>
              </component>
              <component name="Card" parameters="badgeSize">
                <view id="label"/>
                <use component="Badge" id="badge" size="{badgeSize}"/>
                <constraints>
                  <constraint>label.leading == margins.leading</constraint>
                  <constraint>badge.top == label.bottom + {badgeSize}</constraint>
                </constraints>
              </component>
              <use component="Card" id="card" badgeSize="8"/>
              <constraints><constraint>card.badge.dot.top == safeArea.top</constraint></constraints>
            </scene>
            """)
        XCTAssertEqual(diagnostics, [])
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(s.nodes.compactMap(\.id), ["card", "card.label", "card.badge", "card.badge.dot"])
        let index = { (id: String) in s.nodes.firstIndex { $0.id == id } ?? -1 }
        XCTAssertEqual(s.constraints.map(\.text), ["label.leading == margins.leading", "badge.top == label.bottom + 8", "card.badge.dot.top == safeArea.top"])
        XCTAssertEqual(s.constraints[0].first.item, .view(index("card.label")))
        XCTAssertEqual(s.constraints[0].second?.item, .margins(index("card")))
        XCTAssertEqual(s.constraints[1].first.item, .view(index("card.badge")))
        XCTAssertEqual(s.constraints[1].constant, 8)
        XCTAssertEqual(s.constraints[2].first.item, .view(index("card.badge.dot")))
        XCTAssertEqual(node(s, "card.badge.dot")?.view.frameExpressions.map(\.text), ["8", "8"])
    }

    func testComponentsImportedFromLibraries() throws {
        let files = [
            "lib/cards.xml": #"<library><import file="../shared/base.xml"/><component name="Card"><use component="Base" id="base"/></component></library>"#,
            "shared/base.xml": #"<library><component name="Base"><view id="fill"/></component></library>"#,
        ]
        let (scene, diagnostics) = parseWithFiles("""
            <scene width="10" height="10">
              <import file="lib/cards.xml"/>
              <import file="shared/base.xml"/>
              <use component="Card" id="a"/>
              <use component="Base" id="b"/>
            </scene>
            """, files: files)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(scene?.nodes.compactMap(\.id), ["a", "a.base", "a.base.fill", "b", "b.fill"])
        XCTAssertEqual(scene?.nodes.first { $0.id == "a.base.fill" }?.location.file, "shared/base.xml")
    }

    /// Imports come from the scene's folder and its subfolders only: a path that leads out by
    /// `..` is an error at the `<import>` before any file is asked for, from the scene and from
    /// an imported library alike; `..` that stays inside is fine (see the test above).
    func testImportsCannotLeadOutOfTheScenesFolder() {
        var asked: [String] = []
        let files = ["scenes/lib/a.xml": #"<library><import file="../../secret.xml"/></library>"#]
        let text = """
            <scene width="10" height="10">
              <import file="../outside.xml"/>
              <import file="lib/../../x.xml"/>
              <import file="lib/a.xml"/>
            </scene>
            """
        let (_, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: "scenes/t.xml") { path in
            asked.append(path)
            return files[path].map { Array($0.utf8) }
        }
        let message = "leads out of the scene's folder; imports are read only from the scene's folder and its subfolders"
        XCTAssertEqual(diagnostics.map(\.rendered), [
            "scenes/lib/a.xml:1:10: error: invalid 'file': '../../secret.xml' \(message)",
            "scenes/t.xml:2:3: error: invalid 'file': '../outside.xml' \(message)",
            "scenes/t.xml:3:3: error: invalid 'file': 'lib/../../x.xml' \(message)",
        ])
        XCTAssertEqual(asked, ["scenes/lib/a.xml"])
    }

    /// From disk, a file reached through a symbolic link out of the scene's folder is not read.
    func testAnImportThroughALinkOutOfTheFolderIsNotRead() throws {
        let dir = try Repository.temporaryDirectory("import-link")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/scene", withIntermediateDirectories: true)
        try #"<library><component name="C"><view/></component></library>"#.write(toFile: dir + "/outside.xml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/scene/lib.xml", withDestinationPath: dir + "/outside.xml")
        let text = #"<scene width="10" height="10"><import file="lib.xml"/><use component="C" id="c"/></scene>"#
        let (scene, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: dir + "/scene/t.xml")
        XCTAssertNil(scene)
        // The message names the rule that refused the file, not only that it was refused.
        let shown = ValueSyntax.quoted(dir + "/scene/lib.xml")
        XCTAssertEqual(diagnostics.first?.rendered,
                       "\(dir)/scene/t.xml:1:31: error: cannot read the imported file '\(shown)': a symbolic link leads it out of the scene's folder; imports are read only from the scene's folder and its subfolders, links resolved")
        // The same library as a real file inside the folder is read.
        try FileManager.default.removeItem(atPath: dir + "/scene/lib.xml")
        try FileManager.default.copyItem(atPath: dir + "/outside.xml", toPath: dir + "/scene/lib.xml")
        XCTAssertNotNil(SceneFrontEnd.parse(bytes: Array(text.utf8), path: dir + "/scene/t.xml").0)
    }

    /// A FIFO named as an import is refused, saying why, and never opened: reading one would
    /// wait for a writer forever.
    func testAnImportThatIsAFIFOIsRefusedSayingWhy() throws {
        let dir = try Repository.temporaryDirectory("import-fifo")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        XCTAssertEqual(mkfifo(dir + "/lib.xml", 0o600), 0)
        let text = #"<scene width="10" height="10"><import file="lib.xml"/></scene>"#
        let (scene, diagnostics) = SceneFrontEnd.parse(bytes: Array(text.utf8), path: dir + "/t.xml")
        XCTAssertNil(scene)
        XCTAssertEqual(diagnostics.map(\.rendered), [
            "\(dir)/t.xml:1:31: error: cannot read the imported file '\(ValueSyntax.quoted(dir + "/lib.xml"))': it is not a regular file (a folder, FIFO, socket or device); imports are read only from regular files",
        ])
    }

    func testParameterDiagnostics() {
        let m = MarkedText("""
            <scene width="10" height="10">
              1️⃣<component name="Card" parameters="title subtitle">
                <view id="a" 2️⃣width="{widht}"/>
              </component>
              3️⃣<use component="Card" id="c1" title="x"/>
              <use component="Card" id="c2" title="x" subtitle="y" 4️⃣titel="z"/>
              <use 5️⃣component="Crad" id="c3"/>
              6️⃣<use component="Card" title="x" subtitle="y"/>
            </scene>
            """)
        let here = { (marker: String) in m.location(marker, file: "t.xml") }
        XCTAssertEqual(parseWithFiles(m.source, files: [:]).1, [
            "\(here("2️⃣")): error: '{widht}' is not a parameter of component 'Card'; its parameters are 'title', 'subtitle'",
            "\(here("3️⃣")): error: <use component=\"Card\"> needs the parameter 'subtitle'\n\(here("1️⃣")): note: 'Card' is defined here",
            "\(here("4️⃣")): error: 'titel' is neither a parameter of component 'Card' nor a view property; its parameters are 'title', 'subtitle'; did you mean 'title'?\n\(here("1️⃣")): note: 'Card' is defined here",
            "\(here("5️⃣")): error: no component is named 'Crad'; did you mean 'Card'?",
            "\(here("6️⃣")): error: <use> needs an 'id'; the instance's views are named after it, such as 'card1.title'",
        ])
    }

    func testDefinitionDiagnostics() {
        let m = MarkedText("""
            <scene width="10" height="10">
              1️⃣<component name="A"><use 2️⃣component="B" id="b"/></component>
              <component name="B"><use 3️⃣component="A" id="a"/></component>
              <component name="C" 4️⃣id="x" 5️⃣parameters="alpha"/>
              6️⃣<component name="A"/>
              <component name="D"><view id="v"><use 7️⃣component="D" id="d"/></view></component>
              <use component="A" id="i"/>
            </scene>
            """)
        let here = { (marker: String) in m.location(marker, file: "t.xml") }
        XCTAssertEqual(parseWithFiles(m.source, files: [:]).1, [
            "\(here("3️⃣")): error: component 'A' uses itself: 'A' uses 'B' uses 'A'",
            "\(here("4️⃣")): error: unknown attribute 'id' on <component>; each <use> gives its instance an id",
            "\(here("5️⃣")): error: invalid 'parameters': 'alpha' is a view property, so 'alpha=' on <use> sets it; choose another name",
            "\(here("6️⃣")): error: duplicate component 'A'\n\(here("1️⃣")): note: first defined here",
            "\(here("7️⃣")): error: component 'D' uses itself: 'D' uses 'D'",
        ])
        _ = here("2️⃣")
    }

    func testImportDiagnostics() {
        let files = [
            "a.xml": #"<library><import file="b.xml"/></library>"#,
            "b.xml": "<library>\n  <import file=\"a.xml\"/>\n</library>",
            "scene.xml": #"<scene width="1" height="1"/>"#,
            "bad.xml": "<library><view/></library>",
        ]
        let m = MarkedText("""
            <scene width="10" height="10">
              1️⃣<import file="a.xml"/>
              2️⃣<import file="missing.xml"/>
              3️⃣<import file="scene.xml"/>
              4️⃣<import file="/etc/passwd"/>
              <import file="bad.xml"/>
            </scene>
            """)
        let here = { (marker: String) in m.location(marker, file: "t.xml") }
        XCTAssertEqual(parseWithFiles(m.source, files: files).1, [
            "b.xml:2:3: error: import cycle: 'a.xml' imports 'b.xml' imports 'a.xml'",
            "bad.xml:1:10: error: <view> is not allowed inside <library>; a library holds <component> and <import> elements",
            "scene.xml:1:1: error: an imported file must have <library> as its root element, not <scene>\n\(here("3️⃣")): note: imported here",
            "\(here("2️⃣")): error: cannot read the imported file 'missing.xml': there is no such file",
            "\(here("4️⃣")): error: invalid 'file': '/etc/passwd' must be a path relative to the importing file",
        ])
        _ = here("1️⃣")
    }

    func testAMistakeInsideAComponentIsReportedOnce() {
        let m = MarkedText("""
            <scene width="10" height="10">
              <component name="Card"><view 1️⃣alpha="2"/></component>
              <use component="Card" id="a"/>
              <use component="Card" id="b"/>
            </scene>
            """)
        XCTAssertEqual(parseWithFiles(m.source, files: [:]).1, ["\(m.location("1️⃣", file: "t.xml")): error: invalid 'alpha': '2' must be between 0 and 1"])
    }

    func testComponentsThatMultiplyAreCappedNotExpandedForever() {
        // 24 levels of "use the next one twice" would be 2^24 views.
        var text = #"<scene width="10" height="10"><component name="C0"><view/></component>"#
        for level in 1...24 {
            text += #"<component name="C\#(level)"><use component="C\#(level - 1)" id="a"/><use component="C\#(level - 1)" id="b"/></component>"#
        }
        text += #"<use component="C24" id="top"/></scene>"#
        let (scene, diagnostics) = parseWithFiles(text, files: [:])
        XCTAssertNil(scene)
        XCTAssertEqual(diagnostics, ["t.xml:1:1: error: components expand to more than 251000 elements; scenes are limited to 50000 views (--max-views) and 200000 constraints (--max-constraints)"])
    }

    private func parse(_ text: String) -> (Scene?, [String]) { parseWithFiles(text, files: [:]) }
}
