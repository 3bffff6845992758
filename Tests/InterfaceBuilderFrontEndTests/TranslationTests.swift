import Geometry
import SceneModel
import XCTest

@testable import InterfaceBuilderFrontEnd

/// An Interface Builder document reaches the scene model as Interface Builder describes it:
/// the device, the views with their properties, and constraints in UIKit's terms.
final class TranslationTests: XCTestCase {
    private func parse(_ objects: String, device: String = #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#,
                       toolsVersion: String = "23504", resources: String = "", options: InterfaceBuilderOptions = .init()) -> (Scene?, [Diagnostic]) {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                \(device)
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    \(objects)
                </objects>
                <resources>\(resources)</resources>
            </document>
            """
        return InterfaceBuilderFrontEnd.parse(bytes: Array(text.utf8), path: "Card.xib", options: options)
    }

    private func node(_ scene: Scene, _ id: String) throws -> SceneNode {
        try XCTUnwrap(scene.nodes.first { $0.id == id }, "no node \(id)")
    }

    func testTheRootViewIsTheSceneAtTheDocumentsDevice() throws {
        let (scene, diagnostics) = parse("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <viewLayoutGuide key="safeArea" id="vUN-kp-3ea"/>
                <color key="backgroundColor" systemColor="systemGroupedBackgroundColor"/>
            </view>
            """)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(s.name, "Card")
        let viewport = try XCTUnwrap(s.viewports.first)
        XCTAssertEqual(viewport.size, Size(width: 393, height: 852))
        XCTAssertEqual(viewport.scale, 3)
        XCTAssertEqual(viewport.safeAreaInsets, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), "iPhone 14 Pro's status bar and home indicator")
        XCTAssertEqual(s.nodes[0].layer.backgroundColor, SystemColor.named("systemGroupedBackground"))
        XCTAssertEqual(s.design, .ios18, "saved before Xcode 26")
    }

    /// A freeform view keeps its size and has the device's safe area at its own edges, as
    /// Interface Builder's canvas gives it (see `SimulatedMetricsTests`).
    func testAFreeformViewHasItsOwnSizeAndXcode26IsTheCurrentDesign() throws {
        let (scene, _) = parse(#"<view id="a"><rect key="frame" x="0.0" y="0.0" width="320" height="120"/></view>"#, toolsVersion: "24127")
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(s.viewports.first?.size, Size(width: 320, height: 120))
        // Xcode 26's canvas gives a phone with a home indicator a 68-point bottom inset.
        XCTAssertEqual(s.viewports.first?.safeAreaInsets, EdgeInsets(top: 59, left: 0, bottom: 68, right: 0))
        XCTAssertEqual(s.design, .ios26)
    }

    func testViewsLabelsAndTheirProperties() throws {
        let (scene, diagnostics) = parse("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" text="Hello" textAlignment="center" numberOfLines="0" lineBreakMode="wordWrap" translatesAutoresizingMaskIntoConstraints="NO" id="Y3t-lM-2yv" userLabel="Title">
                        <rect key="frame" x="16" y="20" width="288" height="20.333333333333332"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                        <color key="textColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                    <view hidden="YES" alpha="0.5" clipsSubviews="YES" id="a-b">
                        <rect key="frame" x="10" y="50" width="100" height="40"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                        <color key="backgroundColor" name="Brand"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="12"/></userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </view>
                </subviews>
            </view>
            """, resources: #"<namedColor name="Brand"><color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        let s = try XCTUnwrap(scene)
        let title = try node(s, "Title")
        XCTAssertEqual(title.text?.string, "Hello")
        XCTAssertEqual(title.text?.fontSize, 17)
        XCTAssertEqual(title.text?.fontWeight.rawValue, "semibold", "the headline text style")
        XCTAssertEqual(title.text?.alignment, .center)
        XCTAssertEqual(title.text?.numberOfLines, 0)
        XCTAssertEqual(title.text?.color, Color(r8: 255, g8: 128, b8: 0))
        XCTAssertEqual(title.view.translatesAutoresizingMaskIntoConstraints, false)
        XCTAssertEqual(title.view.expectedFrame, Rect(x: 16, y: 20, width: 288, height: 20.3333), "the stored frame, to a ten-thousandth")
        let box = try node(s, "view_a_b")
        XCTAssertEqual(box.layer.isHidden, true)
        XCTAssertEqual(box.layer.opacity, 0.5)
        XCTAssertEqual(box.layer.masksToBounds, true)
        XCTAssertEqual(box.layer.cornerRadius, 12)
        XCTAssertEqual(box.layer.backgroundColor, Color(r8: 51, g8: 102, b8: 153), "a named colour from the document's resources")
        XCTAssertEqual(box.view.autoresizingMask, AutoresizingMask(flexibleWidth: true, flexibleBottomMargin: true))
        XCTAssertEqual(box.view.translatesAutoresizingMaskIntoConstraints, true)
    }

    func testConstraintsInUIKitsTerms() throws {
        let objects = """
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="card"><rect key="frame" x="16" y="79" width="361" height="203"/>
                        <constraints>
                            <constraint firstAttribute="width" secondItem="card" secondAttribute="height" multiplier="16:9" id="c1"/>
                            <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="100" priority="750" id="c2"/>
                        </constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c3"/>
                    <constraint firstItem="card" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c4"/>
                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="16" id="c5"/>
                    <constraint firstItem="card" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" constant="-10" placeholder="YES" id="c6"/>
                    <constraint firstItem="card" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c7"/>
                </constraints>
                <variation key="default"><mask key="constraints"><exclude reference="c7"/></mask></variation>
            </view>
            """
        let (scene, diagnostics) = parse(objects, options: InterfaceBuilderOptions(keepsPlaceholderConstraints: false))
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        let texts = try XCTUnwrap(scene).constraints.map(\.text)
        XCTAssertEqual(texts, [
            "view_card.leading == margins.leading",
            "view_card.top == safeArea.top + 20",
            "safeArea.trailing == view_card.trailing + 16",
            "view_card.width == 1.7778 * view_card.height",
            "view_card.height >= 100 @750",
        ], "the root's first, then each view's in document order; a placeholder constraint and one uninstalled by the default variation are left out")
        // Laid out as the canvas lays it out (the default), the placeholder constraint is kept in its place.
        let (canvas, _) = parse(objects)
        XCTAssertEqual(try XCTUnwrap(canvas).constraints.map(\.text)[3], "view_card.bottom == root.bottom - 10")
        XCTAssertEqual(try XCTUnwrap(canvas).constraints.count, texts.count + 1)
    }

    func testControlsAndTextInputsBecomeTheirKinds() throws {
        let (scene, diagnostics) = parse("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                <subviews>
                    <switch opaque="NO" on="YES" enabled="NO" id="sw"><rect key="frame" x="0" y="0" width="51" height="31"/></switch>
                    <slider value="0.25" minValue="0.0" maxValue="2" id="sl"><rect key="frame" x="0" y="40" width="200" height="31"/></slider>
                    <segmentedControl selectedSegmentIndex="1" id="sc"><rect key="frame" x="0" y="80" width="200" height="32"/>
                        <segments><segment title="Day"/><segment title="Week"/></segments>
                    </segmentedControl>
                    <activityIndicatorView style="whiteLarge" id="ai"><rect key="frame" x="0" y="120" width="37" height="37"/></activityIndicatorView>
                    <textField borderStyle="roundedRect" placeholder="Name" clearButtonMode="always" id="tf">
                        <rect key="frame" x="0" y="160" width="200" height="34"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textField>
                </subviews>
            </view>
            """)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        XCTAssertEqual(diagnostics.filter { $0.id == .interfaceBuilderNotModelled }, [])
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(try node(s, "switch_sw").kind, .switchControl)
        XCTAssertFalse(try node(s, "switch_sw").content.isEnabled)
        XCTAssertEqual(try node(s, "slider_sl").kind, .slider)
        XCTAssertEqual(try node(s, "segmentedControl_sc").kind, .segmentedControl)
        XCTAssertEqual(try node(s, "activityIndicatorView_ai").kind, .activityIndicatorView)
        let field = try node(s, "textField_tf")
        XCTAssertEqual(field.kind, .textField)
        XCTAssertEqual(field.text?.fontSize ?? 14, 14)
    }

    /// A scroll view's edges, constrained to a view inside it, are its content's; its width and
    /// centre stay its frame's, as UIKit attaches them.
    func testScrollViewEdgesToItsContentAreTheContentLayoutGuide() throws {
        let (scene, diagnostics) = parse("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <scrollView id="sv"><rect key="frame" x="0" y="0" width="320" height="480"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="content"><rect key="frame" x="0" y="0" width="320" height="900"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="content" firstAttribute="top" secondItem="sv" secondAttribute="top" id="a"/>
                            <constraint firstItem="sv" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="b"/>
                            <constraint firstItem="content" firstAttribute="width" secondItem="sv" secondAttribute="width" id="c"/>
                            <constraint firstItem="content" firstAttribute="centerX" secondItem="sv" secondAttribute="centerX" id="d"/>
                        </constraints>
                    </scrollView>
                </subviews>
            </view>
            """)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        XCTAssertEqual(try XCTUnwrap(scene).constraints.map(\.text), [
            "view_content.top == scrollView_sv.contentLayoutGuide.top",
            "scrollView_sv.contentLayoutGuide.bottom == view_content.bottom",
            "view_content.width == scrollView_sv.width",
            "view_content.centerX == scrollView_sv.centerX",
        ])
    }

    /// A collection view keeps its flow layout's properties, and its prototype cells become
    /// items of one section, their contentView's subviews inside the cell; constraints naming the
    /// cell name its contentView, and the cell's stored frame is what the layout must give it.
    func testACollectionViewsFlowLayoutAndPrototypeCells() throws {
        let (scene, diagnostics) = parse("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv1-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                        <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="4" minimumInteritemSpacing="6" id="fl1-aa-bbb">
                            <size key="itemSize" width="120" height="80"/>
                            <size key="headerReferenceSize" width="30" height="0.0"/>
                            <size key="footerReferenceSize" width="0.0" height="0.0"/>
                            <inset key="sectionInset" minX="1" minY="2" maxX="3" maxY="4"/>
                        </collectionViewFlowLayout>
                        <cells>
                            <collectionViewCell contentMode="center" reuseIdentifier="Cell" id="ce1-aa-bbb">
                                <rect key="frame" x="31" y="2" width="120" height="80"/>
                                <view key="contentView" contentMode="center" id="cv2-aa-bbb">
                                    <rect key="frame" x="0.0" y="0.0" width="120" height="80"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot-aa-bbb">
                                            <rect key="frame" x="8" y="8" width="20" height="20"/>
                                        </view>
                                    </subviews>
                                </view>
                                <constraints>
                                    <constraint firstItem="dot-aa-bbb" firstAttribute="leading" secondItem="ce1-aa-bbb" secondAttribute="leading" constant="8" id="c01-aa-bbb"/>
                                    <constraint firstItem="dot-aa-bbb" firstAttribute="top" secondItem="cv2-aa-bbb" secondAttribute="top" constant="8" id="c02-aa-bbb"/>
                                    <constraint firstItem="dot-aa-bbb" firstAttribute="width" constant="20" id="c03-aa-bbb"/>
                                    <constraint firstItem="dot-aa-bbb" firstAttribute="height" constant="20" id="c04-aa-bbb"/>
                                </constraints>
                            </collectionViewCell>
                        </cells>
                    </collectionView>
                </subviews>
            </view>
            """)
        XCTAssertEqual(diagnostics.map(\.rendered), [])
        let s = try XCTUnwrap(scene)
        let collection = try XCTUnwrap(try node(s, "collectionView_cv1_aa_bbb").collection)
        XCTAssertEqual(collection.scrollDirection, .horizontal)
        XCTAssertEqual(collection.itemSize, Size(width: 120, height: 80))
        XCTAssertEqual(collection.headerReferenceSize, Size(width: 30, height: 0))
        XCTAssertEqual(collection.sectionInset, EdgeInsets(top: 2, left: 1, bottom: 4, right: 3))
        XCTAssertEqual([collection.minimumLineSpacing, collection.minimumInteritemSpacing], [4, 6])
        let cell = try node(s, "collectionViewCell_ce1_aa_bbb")
        XCTAssertEqual(cell.view.expectedFrame, Rect(x: 31, y: 2, width: 120, height: 80))
        let dot = s.nodes.firstIndex { $0.id == "view_dot_aa_bbb" }
        XCTAssertEqual(dot.flatMap { s.nodes[$0].parent }, s.nodes.firstIndex { $0.id == "collectionViewCell_ce1_aa_bbb.contentView" })
        XCTAssertEqual(Array(s.constraints.map { ConstraintText.describe($0, in: s) }.prefix(2)), [
            "view_dot_aa_bbb.leading == collectionViewCell_ce1_aa_bbb.contentView.leading + 8",
            "view_dot_aa_bbb.top == collectionViewCell_ce1_aa_bbb.contentView.top + 8",
        ])
    }

    func testAClassNotModelledIsAPlaceholderOfItsStoredSizeSaidOnce() throws {
        let (scene, diagnostics) = parse("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <mapView id="m1"><rect key="frame" x="0" y="0" width="320" height="100"/></mapView>
                    <mapView id="m2"><rect key="frame" x="0" y="100" width="320" height="100"/></mapView>
                </subviews>
            </view>
            """)
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(try node(s, "mapView_m1").view.intrinsicSize, Size(width: 320, height: 100))
        let warnings = diagnostics.filter { $0.id == .interfaceBuilderNotModelled }
        XCTAssertEqual(warnings.map(\.rendered), ["Card.xib:8:9: warning: mapView (id m1): 'mapView' is not modelled yet; drawn as a placeholder at the size Interface Builder stored"])
    }

    func testADocumentScenecDoesNotReadIsAnError() {
        let mac = #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects/></document>"#
        XCTAssertEqual(InterfaceBuilderFrontEnd.parse(bytes: Array(mac.utf8), path: "Mac.xib").1.map(\.rendered),
                       ["Mac.xib:1:1: error: 'com.apple.InterfaceBuilder3.Cocoa.XIB' is not an iOS document; scenec reads Cocoa Touch .xib and .storyboard files"])
        let empty = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>"#
        XCTAssertEqual(InterfaceBuilderFrontEnd.parse(bytes: Array(empty.utf8), path: "E.xib").1.map(\.rendered),
                       ["E.xib:1:1: error: the document has no view to lay out"])
    }
}
