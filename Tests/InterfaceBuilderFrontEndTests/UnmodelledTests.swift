import SceneModel
import XCTest

@testable import InterfaceBuilderFrontEnd

/// What a document sets that scenec does not model is said, once per kind and document, at the
/// attribute or element that sets it, naming the view; values at UIKit's default and what a still
/// screen never shows are not; the document compiles either way.
final class UnmodelledTests: XCTestCase {
    /// A `.xib` whose root view holds `subviews` (from its sixth line on).
    private func xib(_ subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="600"/>
                    <subviews>
        \(subviews)
        </subviews></view></objects></document>
        """
    }

    func testEachUnmodelledAttributeOrElementIsOneWarningAtItsPlace() throws {
        let text = xib("""
                            <label text="A" adjustsFontSizeToFit="YES" minimumScaleFactor="0.5" id="l-1" userLabel="Title"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                            <label text="B" adjustsFontSizeToFit="YES" id="l-2"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                            <label text="C" adjustsFontSizeToFit="NO" opaque="NO" multipleTouchEnabled="YES" id="l-3"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                            <button contentHorizontalAlignment="center" buttonType="system" id="b-1"><rect key="frame" x="0" y="0" width="10" height="10"/>
                                <inset key="contentEdgeInsets" minX="8" minY="0.0" maxX="8" maxY="0.0"/>
                                <state key="normal" title="Go"/>
                                <state key="highlighted" title="Go"/>
                                <connections><action selector="go:" destination="-1" eventType="touchUpInside" id="a-1"/></connections>
                            </button>
            """)
        let (scene, diagnostics) = InterfaceBuilderFrontEnd.parse(bytes: Array(text.utf8), path: "Card.xib")
        XCTAssertNotNil(scene, "compiling goes on")
        XCTAssertEqual(diagnostics.filter { $0.id == .interfaceBuilderNotModelled }.map(\.rendered), [
            "Card.xib:6:33: warning: label 'Title' (id l-1): attribute 'adjustsFontSizeToFit' of <label> is not modelled yet and is ignored",
        ])
    }

    /// Tables, navigation bars and collection views are inventoried as the other classes are:
    /// an attribute their readers do not read is one warning per kind and document, at its first
    /// place, and what they read (a table's style and rows, a bar's items, a flow layout, a
    /// label's text written as an element) is not warned about.
    func testTablesBarsAndCollectionViewsSayWhatTheyDoNotRead() throws {
        let table = #"<tableView style="plain" separatorStyle="none" rowHeight="44" cellLayoutMarginsFollowReadableWidth="YES" dataMode="prototypes" id="t-N"><rect key="frame" x="0" y="0" width="320" height="100"/><autoresizingMask key="autoresizingMask" widthSizable="YES"/><color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></tableView>"#
        let bar = #"<navigationBar barStyle="black" largeTitles="NO" id="n-N"><rect key="frame" x="0" y="0" width="320" height="44"/><items><navigationItem title="Inbox" id="i-N"/></items></navigationBar>"#
        let collection = #"<collectionView contentInsetAdjustmentBehavior="never" dataMode="prototypes" id="c-N"><rect key="frame" x="0" y="0" width="320" height="100"/><collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="f-N"><size key="itemSize" width="50" height="50"/></collectionViewFlowLayout></collectionView>"#
        let views = [table, bar, collection].flatMap { view in ["1", "2"].map { view.replacingOccurrences(of: #"-N""#, with: "-\($0)\"") } }
        let text = xib("""
                            <label id="l-1"><rect key="frame" x="0" y="0" width="10" height="10"/><string key="text">Long
            text</string></label>
            \(views.joined(separator: "\n"))
            """)
        let (scene, diagnostics) = InterfaceBuilderFrontEnd.parse(bytes: Array(text.utf8), path: "List.xib")
        XCTAssertNotNil(scene, "compiling goes on")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let table1 = try XCTUnwrap(lines.firstIndex { $0.contains(#"id="t-1""#) }) + 1
        // The column of `attribute` on line `line`, counted from 1.
        func column(_ line: Int, _ attribute: String) -> Int {
            guard let range = lines[line - 1].range(of: attribute + "=") else { return 0 }
            return lines[line - 1].distance(from: lines[line - 1].startIndex, to: range.lowerBound) + 1
        }
        XCTAssertEqual(diagnostics.filter { $0.id == .interfaceBuilderNotModelled }.map(\.rendered), [
            "List.xib:\(table1):\(column(table1, "cellLayoutMarginsFollowReadableWidth")): warning: tableView (id t-1): attribute 'cellLayoutMarginsFollowReadableWidth' of <tableView> is not modelled yet and is ignored",
            "List.xib:\(table1 + 2):\(column(table1 + 2, "barStyle")): warning: navigationBar (id n-1): attribute 'barStyle' of <navigationBar> is not modelled yet and is ignored",
            "List.xib:\(table1 + 4):\(column(table1 + 4, "contentInsetAdjustmentBehavior")): warning: collectionView (id c-1): attribute 'contentInsetAdjustmentBehavior' of <collectionView> is not modelled yet and is ignored",
        ])
    }
}
