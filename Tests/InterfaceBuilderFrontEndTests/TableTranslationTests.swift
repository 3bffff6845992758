import Geometry
import SceneCompiler
import SceneModel
import XCTest

@testable import InterfaceBuilderFrontEnd

/// Table views from Interface Builder documents: a table view controller's static table and a
/// dynamic table's prototypes become the scene's `<tableView>`, `<section>`s and
/// `<tableViewCell>`s, and the views inside a cell's content view land where Interface Builder
/// stored them. The cells below are copied from public storyboards of the corpus
/// (Tests/InterfaceBuilderCorpus), trimmed to what is tested; their stored frames are the oracle.
final class TableTranslationTests: XCTestCase {
    /// A storyboard whose initial controller holds `controller` (its `<tableView key="view">`…).
    private func storyboard(_ controller: String, toolsVersion: String = "22505") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        \(controller)
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private func compile(_ text: String, path: String = "Main.storyboard") throws -> (Scene, SceneLayout, [Diagnostic]) {
        let (scene, _) = InterfaceBuilderFrontEnd.parse(bytes: Array(text.utf8), path: path)
        let (layouts, diagnostics) = Compiler.layout(SceneSource(path: path, bytes: Array(text.utf8)))
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        return (try XCTUnwrap(scene), try XCTUnwrap(layouts?.first), diagnostics)
    }

    private func frame(_ layout: SceneLayout, _ id: String) throws -> Rect {
        try XCTUnwrap(layout.nodes.first { $0.id == id }, "no node \(id)").frame
    }

    /// SwiftMessages' `Main.storyboard` (toolsVersion 22505): a static grouped table whose
    /// 80 pt cells hold two labels pinned 10 pt inside the content view's margins, one cell
    /// with a disclosure indicator, a styled cell, and a titled section.
    private let staticTable = """
        <tableViewController id="vc" sceneMemberID="viewController">
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <sections>
                    <tableViewSection headerTitle="Examples" id="sec1">
                        <cells>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="TitleBody" rowHeight="80" id="2n5-7h-3B5" userLabel="TitleBody Cell" customClass="TitleBodyCell" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="50" width="375" height="80"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="2n5-7h-3B5" id="Q5r-8D-38q">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="TITLE" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Icl-Ci-lfe">
                                            <rect key="frame" x="26" y="21" width="323" height="16"/>
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="13"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Icl-Ci-lfe" firstAttribute="top" secondItem="Q5r-8D-38q" secondAttribute="topMargin" constant="10" id="7qX-PS-7Br"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="Icl-Ci-lfe" secondAttribute="trailing" constant="10" id="9Ha-2P-5dg"/>
                                        <constraint firstItem="Icl-Ci-lfe" firstAttribute="leading" secondItem="Q5r-8D-38q" secondAttribute="leadingMargin" constant="10" id="uRM-0T-hNk"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Explore" rowHeight="80" id="4Pm-kC-YGr" userLabel="Explore Cell" customClass="TitleBodyCell" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="0.0" y="130" width="375" height="80"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="4Pm-kC-YGr" id="LmG-UL-Bu8">
                                    <rect key="frame" x="0.0" y="0.0" width="348.5" height="80"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="EXPLORE" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="TbM-iT-SVg">
                                            <rect key="frame" x="26" y="21" width="304.5" height="16"/>
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="13"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="TbM-iT-SVg" firstAttribute="top" secondItem="LmG-UL-Bu8" secondAttribute="topMargin" constant="10" id="k1"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="TbM-iT-SVg" secondAttribute="trailing" constant="10" id="k2"/>
                                        <constraint firstItem="TbM-iT-SVg" firstAttribute="leading" secondItem="LmG-UL-Bu8" secondAttribute="leadingMargin" constant="10" id="k3"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                    <tableViewSection footerTitle="Plain rows." id="sec2">
                        <cells>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" accessoryType="checkmark" indentationWidth="10" textLabel="lbl" detailTextLabel="det" style="IBUITableViewCellStyleValue1" id="styled">
                                <rect key="frame" x="0.0" y="260" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="styled" id="cv3">
                                    <rect key="frame" x="0.0" y="0.0" width="331" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" id="lbl">
                                            <rect key="frame" x="16" y="12" width="44" height="20.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                        <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Ada" textAlignment="right" lineBreakMode="tailTruncation" id="det">
                                            <rect key="frame" x="285" y="12" width="30" height="20.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
        </tableViewController>
        """

    func testAStaticTableIsTheControllersViewWithItsSectionsAndCells() throws {
        let (scene, layout, diagnostics) = try compile(storyboard(staticTable))
        let table = try XCTUnwrap(scene.nodes.first { $0.kind == .tableView })
        XCTAssertEqual(table.table?.style, .grouped)
        XCTAssertEqual(table.table?.rowHeight, 44)
        XCTAssertEqual(try frame(layout, table.id ?? ""), Rect(x: 0, y: 0, width: 375, height: 667), "the controller's view is its table")
        let cells = scene.nodes.filter { $0.kind == .tableViewCell }
        XCTAssertEqual(cells.map(\.id), ["TitleBody_Cell", "Explore_Cell", "tableViewCell_styled"])
        XCTAssertEqual(cells.map { $0.tableCell?.section }, [0, 0, 1])
        XCTAssertEqual(cells.map { $0.tableCell?.rowHeight }, [80, 80, nil], "a cell's own height; the table's otherwise")
        let styled = try XCTUnwrap(cells.last?.tableCell)
        XCTAssertEqual(styled.style, .value1)
        XCTAssertEqual(styled.text, "Name")
        XCTAssertEqual(styled.detailText, "Ada")
        XCTAssertEqual(styled.accessory, .checkmark)
        XCTAssertEqual(cells[1].tableCell?.accessory, .disclosureIndicator)
        XCTAssertNil(scene.nodes.first { $0.id == "label_lbl" }, "a styled cell's labels are its textLabel and detailTextLabel, not subviews")
        // Each row is as tall as its cell says, the contentView filling it.
        XCTAssertEqual(try frame(layout, "TitleBody_Cell").height, 80)
        XCTAssertEqual(try frame(layout, "TitleBody_Cell.contentView").height, 80)
        XCTAssertEqual(try frame(layout, "tableViewCell_styled").height, 44)
        // The labels land on Interface Builder's stored frames (their heights are the text's,
        // which San Francisco sets and Inter stands in for).
        for (id, stored) in [("label_Icl_Ci_lfe", Rect(x: 26, y: 21, width: 323, height: 16)),
                             ("label_TbM_iT_SVg", Rect(x: 26, y: 21, width: 304.5, height: 16))] {
            let f = try frame(layout, id)
            XCTAssertEqual([f.minX, f.minY, f.width], [stored.minX, stored.minY, stored.width], id)
        }
        XCTAssertEqual(try frame(layout, "Explore_Cell.contentView").width, 348.5, "the stored contentView beside a disclosure chevron")
        XCTAssertEqual(diagnostics.filter { $0.id == .ambiguousLayout }.map(\.rendered), [])
        let warnings = diagnostics.filter { $0.id == .interfaceBuilderNotModelled }.map(\.rendered)
        XCTAssertEqual(warnings.filter { $0.contains("TitleBodyCell") }.count, 1, "a custom class is said once: \(warnings)")
        XCTAssertFalse(warnings.contains { $0.contains("not modelled") }, "\(warnings)")
    }

    /// The design era follows the Xcode that saved the document, whose canvas sized controls as
    /// its iOS did: the corpus's rounded-rect fields are 30 pt high up to Xcode 10 and 34 from
    /// Xcode 11, its page controls 39 × 37 up to Xcode 10, its search bars 44 before Xcode 9.
    func testTheDesignEraFollowsTheXcodeThatSavedTheDocument() {
        let eras = [(9059, DesignEra.ios10), (12121, .ios10), (13771, .ios12), (14460, .ios12), (15702, .ios13), (16097, .ios13),
                    (17156, .ios18), (23727, .ios18), (24127, .ios26), (25094, .ios26)]
        for (version, era) in eras { XCTAssertEqual(InterfaceBuilderFrontEnd.designEra(savedBy: version), era, "toolsVersion \(version)") }
    }

    /// Before iOS 11 a cell's contentView had a view's default margins, 8 pt all round: a
    /// document saved by Xcode 7 stores a badge pinned 40 pt below the top margin at y = 48, and
    /// one saved by Xcode 9 or later would put it at 51 (Yep's `EditNicknameAndBadge.storyboard`,
    /// toolsVersion 9059, trimmed).
    func testCellsOfDocumentsSavedBeforeXcode9HaveEightPointMargins() throws {
        let controller = """
            <tableViewController id="vc" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="10" sectionFooterHeight="10" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <sections>
                        <tableViewSection id="section">
                            <cells>
                                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="250" id="cell">
                                    <rect key="frame" x="0.0" y="35" width="375" height="250"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="249.5"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                                <rect key="frame" x="8" y="48" width="50" height="50"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="50" id="h"/>
                                                    <constraint firstAttribute="width" constant="50" id="w"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="badge" firstAttribute="top" secondItem="content" secondAttribute="topMargin" constant="40" id="t"/>
                                            <constraint firstItem="badge" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </cells>
                        </tableViewSection>
                    </sections>
                </tableView>
            </tableViewController>
            """
        let (old, oldLayout, _) = try compile(storyboard(controller, toolsVersion: "9059"))
        XCTAssertEqual(old.design, .ios10)
        XCTAssertEqual(try frame(oldLayout, "view_badge"), Rect(x: 8, y: 48, width: 50, height: 50))
        let (_, newLayout, _) = try compile(storyboard(controller, toolsVersion: "14460.31"))
        XCTAssertEqual(try frame(newLayout, "view_badge"), Rect(x: 16, y: 51, width: 50, height: 50), "iOS 11's margins: 11 pt above, 16 at the side")
    }

    /// Since iOS 26 a row its own constraints size is a point taller than they ask, the view
    /// they let grow taking it: NetNewsWire's `Settings.storyboard` (toolsVersion 24765) stores
    /// its "Group by Feed" row, a body label pinned to the content margins (15 + 20.5 + 15),
    /// 51.5 high with the label 21.5, in the middle of its section as at its end.
    func testAnIOS26RowItsConstraintsSizeIsAPointTaller() throws {
        let cell = { (id: String) in """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" id="\(id)">
                <rect key="frame" x="20" y="530" width="335" height="51.5"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-content">
                    <rect key="frame" x="0.0" y="0.0" width="335" height="51.5"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Group by Feed" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-label">
                            <rect key="frame" x="20" y="15" width="112.5" height="21.5"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(id)-label" firstAttribute="bottom" secondItem="\(id)-content" secondAttribute="bottomMargin" id="\(id)-b"/>
                        <constraint firstItem="\(id)-label" firstAttribute="leading" secondItem="\(id)-content" secondAttribute="leadingMargin" id="\(id)-l"/>
                        <constraint firstItem="\(id)-label" firstAttribute="top" secondItem="\(id)-content" secondAttribute="topMargin" id="\(id)-t"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """ }
        let controller = """
            <tableViewController id="vc" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <sections>
                        <tableViewSection id="section"><cells>\(cell("one"))\(cell("two"))</cells></tableViewSection>
                    </sections>
                </tableView>
            </tableViewController>
            """
        let (_, layout, _) = try compile(storyboard(controller, toolsVersion: "24765"))
        for id in ["one", "two"] {
            XCTAssertEqual(try frame(layout, "tableViewCell_\(id)").height, 51.5, "\(id): 15 + 20.5 + 15 and a point")
            XCTAssertEqual(try frame(layout, "label_\(id)_label").height, 21.5, "\(id): the label takes the point")
        }
    }

    /// A dynamic table stores its prototypes: each is one row of one section, at its own height,
    /// as Interface Builder's canvas lays it out (FSCalendar's `Main.storyboard`, 10117, trimmed).
    func testADynamicTablesPrototypesAreOneRowEach() throws {
        let controller = """
            <tableViewController id="vc" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tv">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <prototypes>
                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="cell" textLabel="t1" style="IBUITableViewCellStyleDefault" id="p1">
                            <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="p1" id="c1">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                <subviews>
                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" id="t1">
                                        <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                                    </label>
                                </subviews>
                            </tableViewCellContentView>
                        </tableViewCell>
                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="tall" rowHeight="120" id="p2">
                            <rect key="frame" x="0.0" y="72" width="375" height="120"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="p2" id="c2">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
            </tableViewController>
            """
        let (scene, layout, _) = try compile(storyboard(controller, toolsVersion: "10117"))
        let table = try XCTUnwrap(scene.nodes.first { $0.kind == .tableView })
        XCTAssertEqual(table.table?.style, .plain)
        XCTAssertNil(table.table?.rowHeight, "rowHeight -1 is automaticDimension")
        XCTAssertEqual(table.table?.separatorStyle, TableViewProperties.SeparatorStyle.none)
        let cells = scene.nodes.filter { $0.kind == .tableViewCell }
        XCTAssertEqual(cells.map { $0.tableCell?.section }, [0, 0])
        XCTAssertEqual(cells.first?.tableCell?.text, "Title")
        XCTAssertEqual(try frame(layout, "tableViewCell_p1").height, 44, "a one-line label's self-sizing row")
        XCTAssertEqual(try frame(layout, "tableViewCell_p2").minY, 44)
        XCTAssertEqual(try frame(layout, "tableViewCell_p2").height, 120)
    }

    /// A `.xib` whose view is a cell (Eureka's `SwitchCell.xib`) is one row of a plain table
    /// its size, as Interface Builder's canvas shows it.
    func testACellOfItsOwnIsARowOfATableItsSize() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="66" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="66"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="cv">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="65.5"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="16" y="11" width="40" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="w"/>
                                        <constraint firstAttribute="height" constant="40" id="h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="a"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="11" id="b"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let (scene, layout, _) = try compile(xib, path: "SwitchCell.xib")
        XCTAssertEqual(scene.viewports.first?.size, Size(width: 375, height: 66))
        let table = try XCTUnwrap(scene.nodes.first { $0.kind == .tableView })
        XCTAssertEqual(table.table?.rowHeight, 66)
        XCTAssertEqual(try frame(layout, "tableViewCell_cell"), Rect(x: 0, y: 0, width: 375, height: 66))
        XCTAssertEqual(try frame(layout, "view_box").origin, Point(x: 16, y: 11))
    }

    /// A container view holds the controller its embed segue names, laid out in the container's
    /// bounds as UIKit adds a child's view; the child's safe area is its view's edges. A
    /// controller embedded in itself is said once and not laid out again.
    func testAContainerViewHoldsItsEmbeddedControllersView() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="16" y="100" width="343" height="200"/>
                                        <connections><segue destination="child" kind="embed" id="e1"/></connections>
                                    </containerView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="16" id="c2"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c3"/>
                                    <constraint firstItem="box" firstAttribute="height" constant="200" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="child" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="childView">
                                <rect key="frame" x="0.0" y="0.0" width="343" height="200"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                        <rect key="frame" x="8" y="8" width="20" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="20" id="w"/>
                                            <constraint firstAttribute="height" constant="20" id="h"/>
                                        </constraints>
                                    </view>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="loop">
                                        <rect key="frame" x="0.0" y="100" width="343" height="100"/>
                                        <connections><segue destination="child" kind="embed" id="e2"/></connections>
                                    </containerView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="childSafe"/>
                                <constraints>
                                    <constraint firstItem="dot" firstAttribute="leading" secondItem="childSafe" secondAttribute="leading" constant="8" id="d1"/>
                                    <constraint firstItem="dot" firstAttribute="top" secondItem="childSafe" secondAttribute="top" constant="8" id="d2"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let (scene, layout, diagnostics) = try compile(text)
        // The child's views keep their stored frames for the child's own scene, where its
        // canvas laid them out; inside the container they are not expected anywhere.
        XCTAssertNil(scene.nodes.first { $0.id == "view_dot" }?.view.expectedFrame)
        XCTAssertEqual(try frame(layout, "containerView_box"), Rect(x: 16, y: 100, width: 343, height: 200))
        XCTAssertEqual(try frame(layout, "view_childView"), Rect(x: 0, y: 0, width: 343, height: 200), "the child's view fills the container")
        XCTAssertEqual(try frame(layout, "view_dot"), Rect(x: 8, y: 8, width: 20, height: 20), "as Interface Builder stored it")
        XCTAssertEqual(diagnostics.filter { $0.id == .misplacedView }.map(\.rendered), [])
        XCTAssertEqual(diagnostics.filter { $0.id == .interfaceBuilderNotModelled }.map(\.rendered),
                       ["Main.storyboard:36:25: warning: 'a controller embedded twice, or in itself' is not modelled yet and is ignored"])
    }
}
