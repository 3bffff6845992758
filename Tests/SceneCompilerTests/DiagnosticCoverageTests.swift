import SceneCompiler
import TestSupport
import XCTest

/// Every diagnostic id is emitted by some input: each has one small scene here that gives it,
/// so an id no code emits any more (or a message moved to another id) fails this test.
final class DiagnosticCoverageTests: XCTestCase {
    /// Ids no scene can give through the library, each with where it is covered instead.
    private static let elsewhere: [DiagnosticID: String] = [
        // A DOCTYPE is refused before libxml2 parses, so no entity can be declared; the check
        // guards the tree walk should that ever change.
        .entityNotAllowed: "defensive: unreachable while DOCTYPEs are refused",
        // Two scenes of one command writing one file: ScenecCLITests checks the message.
        .outputNameClash: "ScenecCLITests",
        // Interface Builder documents: InterfaceBuilderFrontEndTests' TranslationTests gives both.
        .interfaceBuilderDocumentUnreadable: "InterfaceBuilderFrontEndTests",
        .interfaceBuilderNotModelled: "InterfaceBuilderFrontEndTests",
    ]

    private struct Case {
        var xml: [UInt8]
        var files: [String: String] = [:]
        var limits = ResourceLimits.standard
        var options = CompileOptions()
        var grid: Double?
        var scene: String?

        init(_ xml: String, files: [String: String] = [:], limits: ResourceLimits = .standard, options: CompileOptions = CompileOptions(), grid: Double? = nil,
             scene: String? = nil) {
            self.scene = scene
            self.xml = Array(xml.utf8)
            self.files = files
            self.limits = limits
            self.options = options
            self.grid = grid
        }

        init(bytes: [UInt8]) { xml = bytes }

        var diagnostics: [Diagnostic] {
            let files = self.files
            var source = SceneSource(path: "t.xml", bytes: xml, limits: limits, loadFile: { files[$0].map { Array($0.utf8) } })
            source.scene = scene
            if let grid { return Compiler.hitTestGrid(source, in: .first, step: grid).diagnostics }
            return Compiler.compile(source, options: options).diagnostics
        }
    }

    private static func scene(_ body: String) -> String { #"<scene width="100" height="100">"# + body + "</scene>" }

    private static let cases: [DiagnosticID: Case] = {
        let s = scene
        let chain = (0...40).map { ("l\($0).xml", "<library><import file=\"l\($0 + 1).xml\"/></library>") }
        let manyAttributes = "<scene " + (0...1_000).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/>"
        let uses = { (name: String) in (0..<4).map { "<use component=\"\(name)\" id=\"u\($0)\"/>" }.joined() }
        let huge = (0..<50).map { _ in "10000000" }.joined(separator: " * ")
        return [
            .fileEmpty: Case(""),
            .fileTooLarge: Case(s(""), limits: ResourceLimits(fileSize: 10)),
            .unreadableFile: Case(s(#"<import file="missing.xml"/>"#)),
            .invalidEncoding: Case(bytes: Array(#"<scene width="1" height="1">"#.utf8) + [0] + Array("</scene>".utf8)),
            .xmlSyntax: Case("<scene>"),
            .doctypeNotAllowed: Case("<!DOCTYPE scene><scene/>"),
            .tooManyAttributes: Case(manyAttributes),
            .nestingTooDeep: Case(s("<view><view><view><view/></view></view></view>"), limits: ResourceLimits(depth: 2)),
            .importOutsideFolder: Case(s(#"<import file="../x.xml"/>"#)),
            .importCycle: Case(s(#"<import file="a.xml"/>"#), files: ["a.xml": #"<library><import file="b.xml"/></library>"#, "b.xml": #"<library><import file="a.xml"/></library>"#]),
            .importsTooDeep: Case(s(#"<import file="l0.xml"/>"#), files: Dictionary(uniqueKeysWithValues: chain)),
            .duplicateComponent: Case(s(#"<component name="C"/><component name="C"/>"#)),
            .unknownComponent: Case(s(#"<use component="C" id="c"/>"#)),
            .unknownParameter: Case(s(#"<component name="C" width="{w}"/><use component="C" id="c"/>"#)),
            .componentCycle: Case(s(#"<component name="C"><use component="C" id="c"/></component><use component="C" id="c"/>"#)),
            .expansionTooLarge: Case(s(#"<component name="C"><view backgroundColor="\#(String(repeating: " ", count: 100))red"/></component><component name="D">\#(uses("C"))</component>\#(uses("D"))"#), limits: ResourceLimits(fileSize: 1_000)),
            .invalidRoot: Case("<view/>"),
            .namespaceNotAllowed: Case(s(#"<x:view xmlns:x="urn:x"/>"#)),
            .unknownElement: Case(s("<veiw/>")),
            .misplacedElement: Case(s("<layer><view/></layer>")),
            .unknownAttribute: Case(s(#"<view colour="red"/>"#)),
            .missingAttribute: Case(s(#"<use id="c"/>"#)),
            .unexpectedText: Case(s("<view>hello</view>")),
            .invalidValue: Case(s(#"<view alpha="2"/>"#)),
            .valueTooLong: Case(s(#"<view backgroundColor="\#(String(repeating: "a", count: 70_000))"/>"#)),
            .expressionTooLong: Case(s(#"<view x="\#(String(repeating: "1+", count: 40))1"/>"#), limits: ResourceLimits(expressionLength: 20)),
            .tooManyViews: Case(s("<view/><view/><view/>"), limits: ResourceLimits(views: 2)),
            .tooManyConstraints: Case(s("<view id='a'/><constraints><constraint>a.width == 1</constraint><constraint>a.height == 1</constraint></constraints>"), limits: ResourceLimits(constraints: 1)),
            .tooManyViewports: Case(#"<scene><viewport name="a" width="1" height="1"/><viewport name="b" width="1" height="1"/></scene>"#, limits: ResourceLimits(viewports: 1)),
            .textTooLong: Case(s(#"<label text="hello"/>"#), limits: ResourceLimits(textCharacters: 2)),
            .invalidSceneSize: Case("<scene/>"),
            .duplicateViewport: Case(#"<scene><viewport name="a" width="1" height="1"/><viewport name="a" width="1" height="1"/></scene>"#),
            .duplicateID: Case(s("<view id='a'/><view id='a'/>")),
            .unknownID: Case(s("<view id='a'/><constraints><constraint>b.width == 1</constraint></constraints>")),
            .invalidFrameReference: Case(s(#"<view frame="owner.bounds"/>"#)),
            .overdeterminedFrame: Case(s(#"<view x="1" maxX="5" width="4"/>"#)),
            .invalidConstraint: Case(s("<view id='a'/><constraints><constraint>a.width ==</constraint></constraints>")),
            .unknownAnchor: Case(s("<view id='a'/><constraints><constraint>a.wdth == 1</constraint></constraints>")),
            .invalidConstraintItem: Case(s("<layer id='l'/><view id='a'/><constraints><constraint>l.width == 1</constraint></constraints>")),
            .frameWithTransform: Case(s(#"<view frame="0 0 10 10" transform="rotate(45deg)"/>"#)),
            .spacingOutsideStack: Case(s(#"<view spacingAfter="4"/>"#)),
            .invalidMask: Case(s("<view><mask/></view>")),
            .unsupportedInMask: Case(s(#"<view><mask><layer masksToBounds="true"/></mask></view>"#)),
            .invalidImage: Case(s(#"<imageView image="missing.png" frame="0 0 1 1"/>"#)),
            .imagesTooLarge: Case(s(#"<imageView image="a.png" frame="0 0 1 1"/>"#), files: ["a.png": "0123456789"], limits: ResourceLimits(imageBytes: 4)),
            .ineffectiveAlignment: Case(s(#"<stackView axis="vertical" alignment="firstBaseline" frame="0 0 10 10"><view/></stackView>"#)),
            .frameExpressionCycle: Case(s(#"<view id="a" width="10" x="b.maxX + 4"/><view id="b" width="10" x="a.maxX + 4"/>"#)),
            .divisionByZero: Case(s(#"<view width="10 / (5 - 5)"/>"#)),
            .nonFiniteExpression: Case(s(#"<view width="\#(huge)"/>"#)),
            .frameIgnored: Case(s(#"<view id="a" frame="0 0 10 10"/><constraints><constraint>a.width == 5</constraint></constraints>"#)),
            .unsatisfiableConstraints: Case(s("<view id='a'/><constraints><constraint>a.width == 1</constraint><constraint>a.width == 2</constraint></constraints>")),
            .misplacedView: Case(s(#"<view frame="0 0 10 10" expectedFrame="0 0 20 10"/>"#)),
            .ambiguousLayout: Case(s("<view id='a'/><constraints><constraint>a.width == 1</constraint></constraints>")),
            .solverGaveUp: Case(s("<view id='a'/><view id='b'/><constraints><constraint>a.width == 40 @750</constraint><constraint>a.width &gt;= 60</constraint><constraint>b.width == 40 @750</constraint><constraint>b.width &gt;= 60</constraint></constraints>"), limits: ResourceLimits(solverPivots: 1)),
            .inexactLayout: Case(s("<view id='a'/><view id='b'/><constraints><constraint>a.width == 0.00001 * b.width</constraint><constraint>a.leading == superview.leading</constraint><constraint>a.top == superview.top</constraint><constraint>a.width == 20</constraint><constraint>a.height == 10</constraint></constraints>")),
            .zeroSizeLayer: Case(s(#"<layer backgroundColor="systemRed"/>"#)),
            .missingGlyph: Case(s(#"<label frame="0 0 50 20" text="&#x10FFFD;"/>"#)),
            .unknownScene: Case(s(""), scene: "nope"),
            .unknownViewport: Case(s(""), options: CompileOptions(viewports: .named("nope"))),
            .invalidViewportSize: Case(s(""), options: CompileOptions(viewports: .size(width: -1, height: 1))),
            .layoutWorkTooLarge: Case(#"<scene><viewport name="a" width="1" height="1"/><viewport name="b" width="1" height="1"/><view/><view/></scene>"#, limits: ResourceLimits(views: 3)),
            .nonFiniteLayout: Case(s(String(repeating: #"<view bounds="0 0 10 10" center="5 5" transform="scale(10000000)">"#, count: 60) + String(repeating: "</view>", count: 60))),
            .fileNameTooLong: Case(s(""), options: CompileOptions(longestFileName: 3)),
            .gridTooLarge: Case(s(""), grid: 0.001),
            .processingInstructionIgnored: Case(s("<?p x?>")),
            .tooManyErrors: Case(s(String(repeating: "<veiw/>", count: DiagnosticLog.mostErrors + 1))),
            .tooManyWarnings: Case(s(String(repeating: #"<layer backgroundColor="systemRed"/>"#, count: DiagnosticLog.mostWarnings + 1))),
        ]
    }()

    func testEveryIDHasAnInputOrSaysWhereItIsCovered() {
        let covered = Set(Self.cases.keys).union(Self.elsewhere.keys)
        XCTAssertEqual(covered.count, Self.cases.count + Self.elsewhere.count, "an id is both here and elsewhere")
        for id in DiagnosticID.allCases where !covered.contains(id) { XCTFail("no input gives '\(id.rawValue)'") }
    }

    func testEachInputGivesItsID() {
        for (id, input) in Self.cases.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let diagnostics = input.diagnostics
            XCTAssertTrue(diagnostics.contains { $0.id == id }, "'\(id.rawValue)': \(diagnostics.map(\.rendered))")
        }
    }
}
