import SceneCompiler
import SceneModel
import TestSupport
import XCTest

@testable import InterfaceBuilderFrontEnd

/// Interface Builder documents are read as hostile input, exactly as scene files are: whatever a
/// document holds is refused with an error at its place (and no scene), or compiled safely, and
/// every amount of work is bounded before it starts. Nothing traps.
final class HostileDocumentTests: XCTestCase {
    /// A `.xib` whose root view holds `subviews` and `constraints` (the inside of the elements).
    private func xib(_ subviews: String = "", constraints: String = "", root: String = #"<view id="root">"#, prolog: String = "",
                     resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        \(prolog)<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                \(root)<rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <subviews>\(subviews)</subviews>
                    <constraints>\(constraints)</constraints>
                </view>
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }

    private func parse(_ text: String, limits: ResourceLimits = .standard) -> (Scene?, [Diagnostic]) {
        InterfaceBuilderFrontEnd.parse(bytes: Array(text.utf8), path: "Hostile.xib", limits: limits)
    }

    /// The document is refused: no scene, an error with a place in the file, and `expected` in one
    /// error's message.
    private func assertRefused(_ text: String, limits: ResourceLimits = .standard, saying expected: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        let (scene, diagnostics) = parse(text, limits: limits)
        XCTAssertNil(scene, "a scene despite the hostile document", file: file, line: line)
        let errors = diagnostics.filter { $0.severity == .error }
        XCTAssertFalse(errors.isEmpty, "no error says why", file: file, line: line)
        XCTAssert(errors.contains { $0.message.contains(expected) }, "no error says '\(expected)': \(errors.map(\.message))", file: file, line: line)
        for d in diagnostics {
            if let place = d.location { XCTAssert(place.line >= 1 && place.column >= 1, "placed at \(place)", file: file, line: line) }
        }
    }

    /// The document compiles (front end, layout, drawing) without an error; its diagnostics.
    @discardableResult
    private func assertCompiles(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        let result = Compiler.compile(SceneSource(path: "Hostile.xib", bytes: Array(text.utf8)), options: CompileOptions(formats: [.svg]))
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.message), [], file: file, line: line)
        XCTAssertTrue(result.succeeded, file: file, line: line)
        return result.diagnostics
    }

    private func subview(_ id: String, _ attributes: String = "", frame: String = #"x="0" y="0" width="10" height="10""#) -> String {
        #"<view id="\#(id)" \#(attributes)><rect key="frame" \#(frame)/></view>"#
    }

    // MARK: XML attacks, refused by the shared reader

    func testEntitiesAreRefusedBeforeTheyExpand() {
        let internalEntity = xib(prolog: #"<!DOCTYPE document [<!ENTITY x "text">]>"# + "\n")
        assertRefused(internalEntity, saying: "DOCTYPE")
        let external = xib(prolog: #"<!DOCTYPE document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>"# + "\n")
        assertRefused(external, saying: "DOCTYPE")
        var bomb = "<!DOCTYPE document [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 { bomb += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1 == 0 ? "" : String(level - 1));", count: 10) + "\">\n" }
        assertRefused(xib(subview("a", #"userLabel="&lol9;""#), prolog: bomb + "]>\n"), saying: "DOCTYPE")
    }

    func testATooLargeDocumentIsRefusedBeforeItIsParsed() {
        let text = xib(subview("a", #"userLabel="\#(String(repeating: "x", count: 2_000))""#))
        assertRefused(text, limits: ResourceLimits(fileSize: 1_000), saying: "1000")
    }

    func testDeepNestingIsRefusedByTheReader() {
        let depth = 5_000
        let deep = String(repeating: #"<view id="d"><rect key="frame" x="0" y="0" width="1" height="1"/><subviews>"#, count: depth)
            + String(repeating: "</subviews></view>", count: depth)
        assertRefused(xib(deep), saying: "deep")
    }

    func testViewsDeeperThanTheDepthLimitAreRefusedAtTheView() {
        // Deep enough for the builder's limit, within the reader's.
        let depth = 30
        let deep = (0..<depth).map { #"<view id="d\#($0)"><rect key="frame" x="0" y="0" width="1" height="1"/><subviews>"# }.joined()
            + String(repeating: "</subviews></view>", count: depth)
        assertRefused(xib(deep), limits: ResourceLimits(depth: 20), saying: "20")
    }

    func testTooManyConstraintsAreRefusedBeforeTheyAreTranslated() {
        let one = #"<constraint firstAttribute="width" constant="10" id="c"/>"#
        let text = xib(subview("a"), constraints: String(repeating: one, count: 1_001))
        assertRefused(text, limits: ResourceLimits(constraints: 1_000), saying: "constraints")
    }

    func testAHundredThousandConstraintsCompileWithinTheDefaultLimits() {
        // Every constraint pins one view's width; the last wins as UIKit's do at equal priority,
        // so the solver keeps one and breaks or drops the rest: bounded work, no trap.
        let one = #"<constraint firstItem="a" firstAttribute="width" constant="10" priority="250"/>"#
        let text = xib(subview("a", #"translatesAutoresizingMaskIntoConstraints="NO""#),
                       constraints: String(repeating: one, count: 100_000))
        let (scene, diagnostics) = parse(text)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertEqual(scene?.constraints.count, 100_000)
    }

    func testTooManyElementsAreRefusedByTheReader() {
        let text = xib(String(repeating: subview("a"), count: 1_200))
        assertRefused(text, limits: ResourceLimits(views: 10), saying: "views")
    }

    func testTooManyViewsAreRefusedByTheBuilder() {
        let text = xib((0..<30).map { subview("v\($0)") }.joined())
        assertRefused(text, limits: ResourceLimits(views: 20), saying: "20")
    }

    func testManyAttributesAndLongNamesCompile() {
        let attributes = (0..<900).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let longLabel = String(repeating: "Ü", count: 100_000)
        let text = xib(subview("a", attributes) + subview(String(repeating: "i", count: 50_000), #"userLabel="\#(longLabel)""#))
        assertCompiles(text)
    }

    func testTooManyAttributesOnOneElementAreRefusedByTheReader() {
        let attributes = (0..<1_001).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        assertRefused(xib(subview("a", attributes)), saying: "attributes")
    }

    func testInvalidUTF8IsRefused() {
        var bytes = Array(xib(subview("a", #"userLabel="x""#)).utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "x"))!
        bytes[at] = 0xFF
        let (scene, diagnostics) = InterfaceBuilderFrontEnd.parse(bytes: bytes, path: "Hostile.xib")
        XCTAssertNil(scene)
        XCTAssertTrue(diagnostics.hasErrors)
    }

    // MARK: Numbers

    func testAbsurdNumbersInAFrameAreErrorsAtTheirPlace() {
        for value in ["1e308", "NaN", "inf", "-inf", "1e20", "0x1p3"] {
            let text = xib(subview("a", frame: #"x="0" y="0" width="\#(value)" height="10""#))
            let (scene, diagnostics) = parse(text)
            XCTAssertNil(scene, value)
            let error = diagnostics.first { $0.severity == .error }
            XCTAssertNotNil(error, value)
            XCTAssertEqual(error?.location?.line, 6, "at the <rect> of \(value)")
            XCTAssertEqual(error?.message.contains("of view (id a):"), true, "named as the document names it: \(error?.message ?? "")")
        }
    }

    func testAnAbsurdRootSizeIsAnError() {
        let text = xib(root: #"<view id="root"><rect key="frame" x="0.0" y="0.0" width="1e308" height="200"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="320" height="200"/>"#, with: "")
        assertRefused(text, saying: "range")
    }

    func testNegativeSizesAreRefusedAsScenesRefuseThem() {
        let text = xib(subview("a", frame: #"x="0" y="0" width="-10" height="-5""#))
        let (scene, diagnostics) = parse(text)
        // A negative frame size is what UIKit standardizes; either it is refused at its place or
        // laid out as UIKit would: never a trap.
        if scene == nil { XCTAssertTrue(diagnostics.hasErrors) } else { assertCompiles(text) }
    }

    func testAbsurdConstantsAreErrorsAtTheConstraint() {
        for constant in ["1e308", "NaN", "inf", "1e20"] {
            let text = xib(subview("a", #"translatesAutoresizingMaskIntoConstraints="NO""#),
                           constraints: #"<constraint firstItem="a" firstAttribute="width" constant="\#(constant)" id="c1"/>"#)
            let (scene, diagnostics) = parse(text)
            XCTAssertNil(scene, constant)
            XCTAssertEqual(diagnostics.first { $0.severity == .error }?.location?.line, 7, "at the constraint of \(constant)")
        }
    }

    func testMultipliersOfZeroAndOfARatioOverZero() {
        let a = subview("a", #"translatesAutoresizingMaskIntoConstraints="NO""#)
        // `1:0` is no number: the constraint is left out, said once, at its place.
        let ratio = xib(a, constraints: #"<constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:0" id="c1"/>"#)
        let diagnostics = assertCompiles(ratio)
        XCTAssert(diagnostics.contains { $0.severity == .warning && $0.message.contains("1:0") && $0.location?.line == 7 }, "\(diagnostics.map(\.message))")
        // A size times 0 is a size of 0, as UIKit solves it.
        let zero = xib(a, constraints: #"<constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0" id="c1"/>"#)
        assertCompiles(zero)
    }

    // MARK: References

    func testConstraintCyclesAndMissingAndDuplicateIdsCompile() {
        let views = subview("a", #"translatesAutoresizingMaskIntoConstraints="NO""#) + subview("a", #"translatesAutoresizingMaskIntoConstraints="NO""#)
            + subview("b", #"translatesAutoresizingMaskIntoConstraints="NO" userLabel="view_2""#)
        let constraints = """
            <constraint firstItem="a" firstAttribute="width" secondItem="b" secondAttribute="width" constant="10"/>
            <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" constant="10"/>
            <constraint firstItem="nowhere" firstAttribute="top" secondItem="a" secondAttribute="top"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="nowhere" secondAttribute="top"/>
            <constraint firstItem="a" firstAttribute="sideways" secondItem="b" secondAttribute="top"/>
            <constraint firstAttribute="width"/>
            <constraint/>
            """
        let diagnostics = assertCompiles(xib(views, constraints: constraints))
        XCTAssert(diagnostics.contains { $0.message.contains("nowhere") }, "\(diagnostics.map(\.message))")
    }

    func testUserLabelsThatLookLikeGeneratedNamesStayUnique() {
        // Views without labels are named `view_N` when their class and id do not make a name:
        // a label of that form taken earlier must not be given twice.
        let views = (0..<5).map { subview("", #"userLabel="view_\#($0)""#) }.joined() + String(repeating: subview(""), count: 5)
        assertCompiles(xib(views))
    }

    func testVariationsReferringToMissingOrRepeatedIdsCompile() {
        let variation = """
            <variation key="default"><mask key="constraints"><exclude reference="zz"/><exclude reference="zz"/><exclude/></mask></variation>
            <variation key="heightClass=compact-widthClass=regular-"><mask key="subviews"><include reference="a"/></mask></variation>
            """
        let text = xib(subview("a")).replacingOccurrences(of: "<constraints></constraints>", with: "<constraints></constraints>" + variation)
        assertCompiles(text)
    }

    func testNotADocumentAndForeignDocumentsAreRefusedAtTheRoot() {
        assertRefused(#"<?xml version="1.0"?><scene width="1" height="1"/>"#, saying: "Interface Builder")
        assertRefused(xib().replacingOccurrences(of: "CocoaTouch.XIB", with: "Cocoa.XIB"), saying: "not an iOS document")
        assertRefused(xib().replacingOccurrences(of: #"version="3.0""#, with: #"version="2.0""#), saying: "3.0")
        assertRefused(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>"#, saying: "no view")
    }

    func testTheSharedHostileInputsAreRefusedAsDocuments() {
        for input in [HostileInputs.externalEntity, HostileInputs.entityBomb, HostileInputs.entityBombBehindBrokenDeclaration,
                      HostileInputs.entityBombBehindEmptyComment, HostileInputs.attributeListDefaults, HostileInputs.deepNesting] {
            let (scene, diagnostics) = parse(input)
            XCTAssertNil(scene)
            XCTAssertTrue(diagnostics.hasErrors)
        }
    }
}
