import SceneCompiler
import XCTest

/// A constraint marked "Placeholder: Remove at build time" holds on Interface Builder's canvas,
/// whose layout the document stores (`--frames canvas`, the default), and is gone in the built
/// app (`--frames device`).
final class PlaceholderConstraintsTests: XCTestCase {
    /// A stack of a custom view that only a placeholder constraint makes 59 pt high (its code
    /// sizes it at run time) and a 30 pt view below it, stored where the canvas put them, as
    /// `openfoodfacts/ProductAddViewController.storyboard` stores its custom view.
    private let form = PhoneXib.document("""
                <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="89"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="nut-00-aaa" userLabel="Nutrition" customClass="NutritionView">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="59"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="59" placeholder="YES" id="c-p"/>
                                    </constraints>
                                </view>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="btm-00-aaa" userLabel="Below">
                                    <rect key="frame" x="0.0" y="59" width="375" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="c-h"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stk-00-aaa" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-1"/>
                        <constraint firstItem="stk-00-aaa" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c-2"/>
                        <constraint firstItem="stk-00-aaa" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-3"/>
                    </constraints>
                </view>
        """)

    private func layout(_ frames: FrameChoice?) throws -> (frames: [String: Rect], misplaced: [String]) {
        var source = SceneSource(path: "Form.xib", bytes: Array(form.utf8))
        if let frames { source.frames = frames }
        let (layouts, diagnostics) = Compiler.layout(source)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        let nodes = try XCTUnwrap(layouts?.first).nodes
        let frames = Dictionary(nodes.compactMap { node in node.id.map { ($0, node.frame) } }, uniquingKeysWith: { a, _ in a })
        return (frames, diagnostics.filter { $0.id == .misplacedView }.map(\.rendered))
    }

    func testTheCanvasKeepsAPlaceholderConstraintAndTheStoredFramesAgree() throws {
        let canvas = try layout(nil)
        XCTAssertEqual(canvas.frames["Nutrition"], Rect(x: 0, y: 0, width: 375, height: 59), "the placeholder's height")
        XCTAssertEqual(canvas.frames["Below"], Rect(x: 0, y: 59, width: 375, height: 30))
        XCTAssertEqual(canvas.misplaced, [], "every view where the canvas stored it, as Xcode reports none misplaced")
        XCTAssertEqual(try layout(.canvas).frames, canvas.frames, "the canvas is the default")
    }

    func testTheDeviceRemovesAPlaceholderConstraintAsTheBuildDoes() throws {
        let device = try layout(.device)
        XCTAssertEqual(device.frames["Nutrition"]?.height, 0, "nothing sizes the custom view until its code runs")
        XCTAssertEqual(device.frames["Below"], Rect(x: 0, y: 0, width: 375, height: 30))
        XCTAssertEqual(device.misplaced, [
            "Form.xib:8:21: warning: stackView (id stk-00-aaa) is misplaced: its stored frame is (0 0; 375 89), the layout gives (0 0; 375 30)",
            "Form.xib:11:29: warning: NutritionView 'Nutrition' (id nut-00-aaa) is misplaced: its stored frame is (0 0; 375 59), the layout gives (0 0; 375 0)",
            "Form.xib:17:29: warning: view 'Below' (id btm-00-aaa) is misplaced: its stored frame is (0 59; 375 30), the layout gives (0 0; 375 30)",
        ])
    }
}
