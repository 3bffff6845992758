import SceneCompiler
import XCTest

/// A prototype collection cell given a custom size in the Size inspector (`<size
/// key="customSize">`) is drawn on Interface Builder's canvas at that size, whatever its flow
/// layout's item size, and stored so; the app's flow layout never reads it. Modelled on
/// JTAppleCalendar's `Main.storyboard` (a 199 × 34 cell in a layout of 156 × 135 items) and
/// NetNewsWire's `Main.storyboard` (398 × 60 cells, wider than the line, stored at x = 2).
final class CollectionCellCustomSizeTests: XCTestCase {
    /// A 393 pt wide collection view with 16 pt section insets: a 361 pt line.
    private let document = PhoneXib.document("""
                <collectionView clipsSubviews="YES" dataMode="prototypes" id="col-00-aaa" userLabel="Grid">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="lay-00-aaa">
                        <size key="itemSize" width="156" height="135"/>
                        <inset key="sectionInset" minX="16" minY="0.0" maxX="16" maxY="0.0"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell clipsSubviews="YES" id="cel-00-aaa" userLabel="Header">
                            <rect key="frame" x="-2.5" y="0.0" width="398" height="34"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <view key="contentView" id="con-00-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="398" height="34"/>
                            </view>
                            <size key="customSize" width="398" height="34"/>
                        </collectionViewCell>
                    </cells>
                </collectionView>
        """)

    private func cellFrame(_ frames: FrameChoice) throws -> Rect? {
        var source = SceneSource(path: "Grid.xib", bytes: Array(document.utf8))
        source.frames = frames
        let (layouts, diagnostics) = Compiler.layout(source)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        return try XCTUnwrap(layouts?.first).nodes.first { $0.id == "Header" }?.frame
    }

    /// On the canvas the cell is its custom size, centred on a line it overhangs:
    /// 16 + (361 − 398) / 2 = −2.5, where the document stores it.
    func testTheCanvasDrawsACellAtItsCustomSize() throws {
        XCTAssertEqual(try cellFrame(.canvas), Rect(x: -2.5, y: 0, width: 398, height: 34))
        XCTAssertEqual(try cellFrame(.stored), Rect(x: -2.5, y: 0, width: 398, height: 34))
    }

    /// On the device the flow layout's item size holds: 156 × 135 alone on the last line, with
    /// room for a copy, at the line's start.
    func testTheDeviceSizesTheCellByItsFlowLayout() throws {
        XCTAssertEqual(try cellFrame(.device), Rect(x: 16, y: 0, width: 156, height: 135))
    }
}
