import SceneModel
import XCTest

@testable import InterfaceBuilderFrontEnd

/// What a document sets that scenec does not model is said, once per kind and document, at the
/// attribute or element that sets it, naming the view; values at UIKit's default and what a still
/// screen never shows are not; the document compiles either way.
final class UnmodelledTests: XCTestCase {
    func testEachUnmodelledAttributeOrElementIsOneWarningAtItsPlace() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <label text="A" adjustsFontSizeToFit="YES" minimumScaleFactor="0.5" id="l-1" userLabel="Title"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                            <label text="B" adjustsFontSizeToFit="YES" id="l-2"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                            <label text="C" adjustsFontSizeToFit="NO" opaque="NO" multipleTouchEnabled="YES" id="l-3"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                            <button contentHorizontalAlignment="center" buttonType="system" id="b-1"><rect key="frame" x="0" y="0" width="10" height="10"/>
                                <inset key="contentEdgeInsets" minX="8" minY="0.0" maxX="8" maxY="0.0"/>
                                <state key="normal" title="Go"/>
                                <state key="highlighted" title="Go"/>
                                <connections><action selector="go:" destination="-1" eventType="touchUpInside" id="a-1"/></connections>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let (scene, diagnostics) = InterfaceBuilderFrontEnd.parse(bytes: Array(text.utf8), path: "Card.xib")
        XCTAssertNotNil(scene, "compiling goes on")
        XCTAssertEqual(diagnostics.filter { $0.id == .interfaceBuilderNotModelled }.map(\.rendered), [
            "Card.xib:6:33: warning: label 'Title' (id l-1): attribute 'adjustsFontSizeToFit' of <label> is not modelled yet and is ignored",
        ])
    }
}
