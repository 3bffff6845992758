import SceneCompiler
import XCTest

/// Messages name a document's views as Xcode does (class, `userLabel`, object id) at the
/// element's place; `--strict-frames` makes a misplaced view an error, and `--frames stored`
/// draws the frames the document stores instead of the constraints'.
final class StoredFramesTests: XCTestCase {
    /// A card whose title label the constraints place at y = 24, where the document stores 20:
    /// a misplaced view, as Xcode's canvas would show it.
    private let card = PhoneXib.document("""
                <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="xyz-12-abc" userLabel="Title">
                            <rect key="frame" x="16" y="20" width="343" height="21"/>
                        </view>
                        <stackView axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-aaa">
                            <rect key="frame" x="16" y="60" width="100" height="50"/>
                            <subviews>
                                <view id="row-00-aaa"><rect key="frame" x="0.0" y="0.0" width="100" height="23"/></view>
                                <view id="row-11-bbb"><rect key="frame" x="0.0" y="27" width="100" height="23"/></view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="xyz-12-abc" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-1"/>
                        <constraint firstItem="xyz-12-abc" firstAttribute="top" secondItem="root" secondAttribute="top" constant="24" id="c-2"/>
                        <constraint firstItem="xyz-12-abc" firstAttribute="width" constant="343" id="c-3"/>
                        <constraint firstItem="xyz-12-abc" firstAttribute="height" constant="21" id="c-4"/>
                        <constraint firstItem="stk-00-aaa" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-5"/>
                        <constraint firstItem="stk-00-aaa" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c-6"/>
                        <constraint firstItem="stk-00-aaa" firstAttribute="width" constant="100" id="c-7"/>
                        <constraint firstItem="stk-00-aaa" firstAttribute="height" constant="50" id="c-8"/>
                    </constraints>
                </view>
        """)

    private func source(frames: FrameChoice = .canvas, strictFrames: Bool = false) -> SceneSource {
        var source = SceneSource(path: "Card.xib", bytes: Array(card.utf8))
        source.frames = frames
        source.strictFrames = strictFrames
        return source
    }

    private func frame(_ layout: SceneLayout, _ id: String) -> Rect? {
        layout.nodes.first { $0.id == id }?.frame
    }

    func testAMisplacedViewIsNamedAsXcodeNamesItAtItsStoredFrame() {
        let (_, diagnostics) = Compiler.layout(source())
        let misplaced = diagnostics.filter { $0.id == .misplacedView }
        XCTAssertEqual(misplaced.map(\.rendered), [
            "Card.xib:8:21: warning: view 'Title' (id xyz-12-abc) is misplaced: its stored frame is (16 20; 343 21), the layout gives (16 24; 343 21)",
        ])
    }

    func testStrictFramesMakesAMisplacedViewAnErrorAndWritesNothing() {
        let result = Compiler.compile(source(strictFrames: true), options: CompileOptions(formats: [.svg]))
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.id), [.misplacedView])
        XCTAssertTrue(result.artifacts.isEmpty)
        XCTAssertTrue(Compiler.compile(source(), options: CompileOptions(formats: [.svg])).succeeded, "a warning without the flag")
    }

    func testStoredFramesDrawTheDocumentAsDesigned() throws {
        let (constrained, _) = Compiler.layout(source())
        let (stored, diagnostics) = Compiler.layout(source(frames: .stored))
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        XCTAssertEqual(diagnostics.filter { $0.id == .misplacedView }, [], "every view is where the document stores it")
        let c = try XCTUnwrap(constrained?.first), s = try XCTUnwrap(stored?.first)
        XCTAssertEqual(frame(c, "Title"), Rect(x: 16, y: 24, width: 343, height: 21), "the constraints' frame")
        XCTAssertEqual(frame(s, "Title"), Rect(x: 16, y: 20, width: 343, height: 21), "the stored frame")
        // A stack view's arranged views keep their stored frames too, not the ones it would give.
        XCTAssertEqual(frame(s, "view_row_11_bbb"), Rect(x: 0, y: 27, width: 100, height: 23))
    }
}
