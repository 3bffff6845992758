import Geometry
import SceneModel
import XCTest
import XMLReading

@testable import InterfaceBuilderFrontEnd

/// Bars, date pickers, custom classes and user-defined runtime attributes from Interface
/// Builder documents, each in the scene format's terms. The elements are written as the corpus's
/// documents store them (Tests/InterfaceBuilderCorpus).
final class KindTranslationTests: XCTestCase {
    private func parse(_ subviews: String, toolsVersion: String = "22505") -> (Scene?, [Diagnostic]) {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                        <subviews>
                            \(subviews)
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        return InterfaceBuilderFrontEnd.parse(bytes: Array(text.utf8), path: "Bars.xib")
    }

    private func node(_ scene: Scene, _ id: String) throws -> SceneNode {
        try XCTUnwrap(scene.nodes.first { $0.id == id }, "no node \(id)")
    }

    private func warnings(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.id == .interfaceBuilderNotModelled }.map(\.rendered)
    }

    /// A navigation bar's top item gives its title and buttons; the item below it a back button
    /// with its title. A toolbar's and a tab bar's items are theirs, in order.
    func testBarsAndTheirItems() throws {
        let (scene, diagnostics) = parse("""
            <navigationBar contentMode="scaleToFill" id="nav"><rect key="frame" x="0.0" y="59" width="393" height="44"/>
                <items>
                    <navigationItem title="Inbox" id="i1"/>
                    <navigationItem title="Message" id="i2">
                        <barButtonItem key="leftBarButtonItem" title="Cancel" id="b1"/>
                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="b2"/>
                    </navigationItem>
                </items>
            </navigationBar>
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tb"><rect key="frame" x="0.0" y="300" width="393" height="44"/>
                <items>
                    <barButtonItem title="Edit" id="t1"/>
                    <barButtonItem style="plain" systemItem="flexibleSpace" id="t2"/>
                    <barButtonItem style="plain" systemItem="trash" id="t3"/>
                </items>
            </toolbar>
            <tabBar contentMode="scaleToFill" id="tab"><rect key="frame" x="0.0" y="351" width="393" height="49"/>
                <items>
                    <tabBarItem title="Home" image="house" catalog="system" id="h"/>
                    <tabBarItem title="Scan" image="barcode" id="s"/>
                </items>
            </tabBar>
            """)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        let s = try XCTUnwrap(scene)
        let nav = try node(s, "navigationBar_nav")
        XCTAssertEqual(nav.kind, .navigationBar)
        XCTAssertEqual(nav.children.map { s.nodes[$0].barButtonItem?.placement }, [.back, .left, .right])
        XCTAssertEqual(nav.children.map { s.nodes[$0].barButtonItem?.title }, ["Inbox", "Cancel", ""])
        XCTAssertEqual(s.nodes[nav.children[2]].barButtonItem?.systemItem, .add)
        let toolbar = try node(s, "toolbar_tb")
        XCTAssertEqual(toolbar.children.map { s.nodes[$0].barButtonItem?.systemItem.rawValue }, ["none", "flexibleSpace", "none"])
        let tab = try node(s, "tabBar_tab")
        XCTAssertEqual(tab.children.map { s.nodes[$0].tabBarItem?.title }, ["Home", "Scan"])
        XCTAssertEqual(tab.children.map { s.nodes[$0].tabBarItem?.symbol }, ["symbol:house", "symbol:barcode"])
        XCTAssertEqual(warnings(diagnostics), [
            "Bars.xib:21:9: warning: barButtonItem (id t3): 'bar button system item trash' is not modelled yet and is ignored",
            "Bars.xib:27:9: warning: tabBarItem (id s): image 'barcode' is in no asset catalog searched (--assets DIR), or has no PNG, JPEG, GIF or WebP file for an iPhone; drawn as a placeholder the size the document gives",
        ])
    }

    /// A compact date picker is the scene's `<datePicker>` at its stored date (2017-02-06 20:53:03
    /// UTC, as Interface Builder's comment beside it says); a wheels picker (no style: before
    /// iOS 14) stays a placeholder, said once.
    func testACompactDatePickerIsTheKindAndAWheelsOneAPlaceholder() throws {
        let (scene, diagnostics) = parse("""
            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="leading" contentVerticalAlignment="center" datePickerMode="date" style="compact" id="c">
                <rect key="frame" x="16" y="0.0" width="120" height="34"/>
                <date key="date" timeIntervalSinceReferenceDate="508107183.67711699"><!--2017-02-06 20:53:03 +0000--></date>
            </datePicker>
            <datePicker contentMode="scaleToFill" datePickerMode="dateAndTime" minuteInterval="1" id="w">
                <rect key="frame" x="0.0" y="40" width="393" height="216"/>
                <date key="date" timeIntervalSinceReferenceDate="508107183.67711699"><!--2017-02-06 20:53:03 +0000--></date>
            </datePicker>
            """)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        let s = try XCTUnwrap(scene)
        let compact = try node(s, "datePicker_c")
        XCTAssertEqual(compact.kind, .datePicker)
        XCTAssertEqual(compact.datePicker?.date.map { [$0.year, $0.month, $0.day, $0.hour, $0.minute] }, [2017, 2, 6, 20, 53])
        XCTAssertEqual(compact.datePicker?.mode, .date)
        XCTAssertEqual(try node(s, "datePicker_w").view.intrinsicSize, Size(width: 393, height: 216))
        XCTAssertEqual(warnings(diagnostics), [
            "Bars.xib:12:1: warning: datePicker (id w): 'datePicker (wheels style)' is not modelled yet; drawn as a placeholder at the size Interface Builder stored",
        ])
    }

    func testTheReferenceDateAndLeapYearsConvert() {
        func date(_ seconds: String) -> String? {
            let text = #"<datePicker id="d"><date key="date" timeIntervalSinceReferenceDate="\#(seconds)"/></datePicker>"#
            let loaded = XMLLoader.load(bytes: Array(text.utf8), file: "d.xib", rules: .interfaceBuilder(.standard))
            return IBDatePicker.date(of: IBElement(records: loaded.elements, index: 0))
        }
        XCTAssertEqual(date("0"), "2001-01-01T00:00")
        XCTAssertEqual(date("-60"), "2000-12-31T23:59")
        XCTAssertEqual(date("100310400"), "2004-03-07T00:00", "1162 days after 2001-01-01, past 29 February 2004")
        XCTAssertNil(date("1e300"))
        XCTAssertNil(date("nan"))
    }

    /// A custom class draws as the class its element names and is said once per class; the
    /// layer's runtime attributes Core Animation defines apply, a colour given as a UIColor
    /// where a CGColor is taken does not, and a key path of the custom class's own is said once.
    func testCustomClassesAndRuntimeAttributes() throws {
        let (scene, diagnostics) = parse("""
            <view contentMode="scaleToFill" id="a" customClass="RatingView" customModule="App">
                <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOpacity"><real key="value" value="0.25"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowRadius"><integer key="value" value="6"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset"><size key="value" width="0.0" height="2"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor"><color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="rating"/>
                </userDefinedRuntimeAttributes>
            </view>
            <view contentMode="scaleToFill" id="b" customClass="RatingView" customModule="App">
                <rect key="frame" x="0.0" y="50" width="100" height="40"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        let s = try XCTUnwrap(scene)
        let a = try node(s, "view_a")
        XCTAssertEqual(a.kind, .view)
        XCTAssertEqual(a.layer.shadow.opacity, 0.25)
        XCTAssertEqual(a.layer.shadow.radius, 6)
        XCTAssertEqual(a.layer.shadow.offset, Point(x: 0, y: 2))
        XCTAssertEqual(a.layer.cornerRadius, 0, "cornerRadius without layer. is the custom class's own property")
        XCTAssertEqual(try node(s, "view_b").layer.cornerRadius, 0)
        XCTAssertEqual(warnings(diagnostics), [
            "Bars.xib:8:17: warning: RatingView (id a): custom class 'RatingView' is drawn as its UIKit superclass 'view'; what its own code draws is not in the document",
            "Bars.xib:14:9: warning: RatingView (id a): runtime attribute 'layer.borderColor' gives a UIColor where Core Animation takes a CGColor, so the colour does not reach the layer; left unset",
            "Bars.xib:15:9: warning: RatingView (id a): 'runtime attribute cornerRadius' is not modelled yet and is ignored",
        ])
    }

    /// A stack of the system spacing (`spacingType="standard"`) spaces its views 8 pt apart, as
    /// every such stack of the corpus stores them (openfoodfacts' `Settings.storyboard`,
    /// FloatingPanel's `Main.storyboard`); an explicit spacing wins.
    func testAStackOfTheSystemSpacingSpacesItsViewsEightPoints() throws {
        let (scene, diagnostics) = parse("""
            <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                <rect key="frame" x="0.0" y="0.0" width="88" height="40"/>
            </stackView>
            <stackView opaque="NO" contentMode="scaleToFill" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                <rect key="frame" x="0.0" y="50" width="88" height="40"/>
            </stackView>
            """)
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(try node(s, "stackView_s").stack?.spacing, 8)
        XCTAssertEqual(try node(s, "stackView_t").stack?.spacing, 4)
        XCTAssertEqual(warnings(diagnostics).filter { $0.contains("spacing") }, [])
    }

    /// Long text is stored as an element (RxSwift's `APIWrappers.storyboard` text view, an
    /// openfoodfacts label), read as the attribute would be.
    func testTextStoredAsAnElementIsTheText() throws {
        let (scene, _) = parse("""
            <label opaque="NO" numberOfLines="0" id="l"><rect key="frame" x="16" y="11" width="343" height="73"/>
                <string key="text">These are products you added while offline.
            They are sent when you are online.</string>
            </label>
            <textView clipsSubviews="YES" id="t"><rect key="frame" x="16" y="100" width="343" height="128"/>
                <string key="text">Lorem ipsum dolor sit er elit lamet.</string>
            </textView>
            """)
        let s = try XCTUnwrap(scene)
        XCTAssertEqual(try node(s, "label_l").text?.string, "These are products you added while offline.\nThey are sent when you are online.")
        XCTAssertEqual(try node(s, "textView_t").text?.string, "Lorem ipsum dolor sit er elit lamet.")
    }

    /// A button's normal title colour is the colour its title is drawn in (the scene's button
    /// draws its title in its tint); its content insets are `minY minX maxY maxX`; a configured
    /// button keeps its style and symbol. A label's attributed text takes its first run's colour,
    /// and text that shrinks to fit is said once.
    func testButtonsAndLabelsKeepTheirColoursInsetsAndConfigurations() throws {
        let (scene, diagnostics) = parse("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="b1">
                <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                <inset key="contentEdgeInsets" minX="12" minY="6" maxX="12" maxY="6"/>
                <state key="normal" title="ENTER">
                    <color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </state>
            </button>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" enabled="NO" id="b2">
                <rect key="frame" x="0.0" y="50" width="120" height="35"/>
                <buttonConfiguration key="configuration" style="filled" image="phone" catalog="system" title="Call"/>
            </button>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" adjustsFontSizeToFit="YES" id="l">
                <rect key="frame" x="0.0" y="100" width="200" height="21"/>
                <attributedString key="attributedText">
                    <fragment content="Red">
                        <attributes>
                            <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <font key="NSFont" metaFont="system" size="14"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        let s = try XCTUnwrap(scene)
        let b1 = try node(s, "button_b1")
        XCTAssertEqual(b1.button?.title.string, "ENTER")
        XCTAssertEqual(b1.button?.contentInsets, EdgeInsets(top: 6, left: 12, bottom: 6, right: 12))
        XCTAssertEqual(b1.view.tintColor, Color(r8: 255, g8: 0, b8: 0))
        let b2 = try node(s, "button_b2")
        XCTAssertEqual(b2.button?.configuration?.rawValue, "filled")
        XCTAssertEqual(b2.button?.image, "symbol:phone")
        XCTAssertEqual(b2.button?.title.string, "Call")
        // A disabled button is drawn dimmed, as UIKit draws it.
        XCTAssertTrue(b1.content.isEnabled)
        XCTAssertFalse(b2.content.isEnabled)
        let label = try node(s, "label_l")
        XCTAssertEqual(label.text?.string, "Red")
        XCTAssertEqual(label.text?.color, Color(r8: 255, g8: 0, b8: 0))
        XCTAssertEqual(warnings(diagnostics), [
            "Bars.xib:20:92: warning: label (id l): attribute 'adjustsFontSizeToFit' of <label> is not modelled yet and is ignored",
        ])
    }

    /// Values a hostile document gives that the scene format cannot take are warnings, never
    /// errors: an infinite row height, a negative radius.
    func testOutOfRangeValuesAreWarningsNotErrors() throws {
        let (scene, diagnostics) = parse("""
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="inf" id="t">
                <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
            </tableView>
            <view contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="200" width="100" height="40"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><integer key="value" value="-4"/></userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowRadius"><real key="value" value="-1"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        XCTAssertNotNil(scene)
        XCTAssertEqual(warnings(diagnostics).count, 2, "\(warnings(diagnostics))")
    }
}
