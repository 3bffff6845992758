import Geometry
import SceneCompiler
import XCTest

/// Rules that size text-dependent views as UIKit does, each checked against the frames
/// Interface Builder stored in a corpus document (the oracle), copied here into a tiny document
/// with only the views and constraints the rule needs. A view agrees when its laid-out frame is
/// within ½ pt of the stored one, as `CorpusTests` and the `misplaced-view` warning count it.
final class StoredTextFrameTests: XCTestCase {
    /// Lays out `objects` (a root view and its subviews) at `device`: the first layout, and each
    /// stored frame that it does not reproduce within ½ pt, as messages.
    /// With `device` nil the document names none, as those saved before Xcode 8.
    private func layout(_ objects: String, toolsVersion: String, device: String?, resources: String = "") -> (layout: SceneLayout?, misplaced: [String]) {
        let deviceElement = device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? ""
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                \(deviceElement)
                <objects>
            \(objects)
                </objects>
                <resources>\(resources)</resources>
            </document>
            """
        let (layouts, diagnostics) = Compiler.layout(SceneSource(path: "Stored.xib", bytes: Array(document.utf8)))
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.rendered), [])
        XCTAssertNotNil(layouts?.first, "the document lays out")
        return (layouts?.first, diagnostics.filter { $0.id == .misplacedView }.map(\.rendered))
    }

    /// The stored frames of `objects` that its layout does not reproduce within ½ pt; empty when all agree.
    private func disagreements(_ objects: String, toolsVersion: String = "22154", device: String? = "retina6_1", resources: String = "") -> [String] {
        layout(objects, toolsVersion: toolsVersion, device: device, resources: resources).misplaced
    }

    /// A row of FloatingPanel's settings (`Sources/Main.storyboard`): a headline label and a
    /// switch in a stack with standard spacing, centred, as stored at `y`, `height` and `labelY`.
    private static func switchRow(_ stack: String, label: String, text: String, switch control: String,
                                  y: String, height: String, labelY: String) -> String {
        """
        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="\(stack)">
            <rect key="frame" x="0.0" y="\(y)" width="311" height="\(height)"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(label)">
                    <rect key="frame" x="0.0" y="\(labelY)" width="254" height="20.5"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                </label>
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="\(control)">
                    <rect key="frame" x="262" y="0.5" width="51" height="31"/>
                </switch>
            </subviews>
        </stackView>
        """
    }

    /// A system button with the default insets is at least 30 pt wide: JTAppleCalendar's
    /// `Main.storyboard` (toolsVersion 22154) stores the buttons "All" and "Off" 30 pt wide side
    /// by side in a stack view spaced 10 pt, where their titles are narrower.
    func testASystemButtonIsAtLeastThirtyPointsWide() {
        let misplaced = disagreements("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="top" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="70" height="30"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="pqT-rR-7vp">
                                <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                                <state key="normal" title="All"/>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="8W7-z1-FLL">
                                <rect key="frame" x="40" y="0.0" width="30" height="30"/>
                                <state key="normal" title="Off"/>
                            </button>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="stk-00-aaa" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-1"/>
                    <constraint firstItem="stk-00-aaa" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-2"/>
                </constraints>
            </view>
            """)
        XCTAssertEqual(misplaced, [])
    }

    /// A configured button shows, and is sized by, its configuration's title, not the normal
    /// state's title Interface Builder keeps beside it: googleads' `APIDemo/Main.storyboard`
    /// (toolsVersion 23089) stores a plain "Refresh Ad" button, state title "Button", 108 × 35
    /// and centred at x = 133.5 in a 375 pt view.
    func testAConfiguredButtonIsSizedByItsConfigurationsTitle() {
        let misplaced = disagreements("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ZeW-b1-9vb">
                        <rect key="frame" x="133.5" y="134" width="108" height="35"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain" title="Refresh Ad"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="ZeW-b1-9vb" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c-1"/>
                    <constraint firstItem="ZeW-b1-9vb" firstAttribute="top" secondItem="root" secondAttribute="top" constant="134" id="c-2"/>
                </constraints>
            </view>
            """, toolsVersion: "23089", device: "retina4_7")
        XCTAssertEqual(misplaced, [])
    }

    /// A stack view with "Standard" spacing (`spacingType="standard"`) parts its views by 8 pt:
    /// FloatingPanel's `Sources/Main.storyboard` (toolsVersion 21701) stores a "Large Titles"
    /// label 254 pt wide and its switch at x = 262 in a 311 pt stack (32 pt high, which the stack
    /// holding it gives it there and a constraint gives it here).
    func testStandardStackSpacingIsEightPoints() {
        let misplaced = disagreements("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="311" height="100"/>
                <subviews>
                    \(Self.switchRow("uEf-g4-CeU", label: "ogl-S5-4tJ", text: "Large Titles", switch: "js8-Qv-lUC", y: "0.0", height: "32", labelY: "5.5"))
                </subviews>
                <constraints>
                    <constraint firstItem="uEf-g4-CeU" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-1"/>
                    <constraint firstItem="uEf-g4-CeU" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c-2"/>
                    <constraint firstItem="uEf-g4-CeU" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-3"/>
                    <constraint firstItem="uEf-g4-CeU" firstAttribute="height" constant="32" id="c-4"/>
                </constraints>
            </view>
            """, toolsVersion: "21701")
        XCTAssertEqual(misplaced, [])
    }

    /// A proportional stack shares its length among nested stacks by the sizes of their own
    /// views: FloatingPanel's `Sources/Main.storyboard` (toolsVersion 32700.99.1234) stores a
    /// 149.5 pt proportional stack whose two nested stacks, of two labels (51.5 pt with their
    /// gap) and of two label-and-switch rows (78 pt), take 53 and 80.5. The first stack's labels'
    /// stored frames are left out: their text measures 1 and 8 pt narrower in the stand-in font.
    func testAProportionalStackSharesByItsNestedStacksSizes() {
        let misplaced = disagreements("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="311" height="149.5"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="n93-ZL-fmC">
                        <rect key="frame" x="0.0" y="0.0" width="311" height="149.5"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="DCi-Iv-o6d">
                                <rect key="frame" x="0.0" y="0.0" width="311" height="53"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Version: 1.0" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="WmC-Tq-NDN">
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="UINavigationBar" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Ulg-gS-ah0">
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
                                    </label>
                                </subviews>
                            </stackView>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="J8j-7w-yCZ">
                                <rect key="frame" x="0.0" y="69" width="311" height="80.5"/>
                                <subviews>
                                    \(Self.switchRow("uEf-g4-CeU", label: "ogl-S5-4tJ", text: "Large Titles", switch: "js8-Qv-lUC", y: "0.0", height: "32", labelY: "5.5"))
                                    \(Self.switchRow("ZtZ-Dz-4cC", label: "Z5i-rm-QgL", text: "Translucent", switch: "s6b-j9-8Kw", y: "48", height: "32.5", labelY: "6"))
                                </subviews>
                            </stackView>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="n93-ZL-fmC" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-1"/>
                    <constraint firstItem="n93-ZL-fmC" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c-2"/>
                    <constraint firstItem="n93-ZL-fmC" firstAttribute="top" secondItem="root" secondAttribute="top" id="c-3"/>
                    <constraint firstItem="n93-ZL-fmC" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c-4"/>
                </constraints>
            </view>
            """, toolsVersion: "32700.99.1234")
        XCTAssertEqual(misplaced, [])
    }

    /// A stack view given layout margins in Interface Builder arranges its views inside them:
    /// IBAnimatable's `UserInterfaceGradients.storyboard` (toolsVersion 14109) stores a 375 pt
    /// equally filling stack with margins of 10 at the sides and its two labels at x = 10 and
    /// 187.5, each 177.5 wide (the stack sits clear of the status bar's safe area, as there).
    func testAStackWithMarginsArrangesInsideThem() {
        let misplaced = disagreements("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="K1A-Kj-GZy">
                        <rect key="frame" x="0.0" y="100" width="375" height="50"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Gradient" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="v0n-0q-M8f">
                                <rect key="frame" x="10" y="0.0" width="177.5" height="50"/>
                                <fontDescription key="fontDescription" type="system" weight="heavy" pointSize="17"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Start Point" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="HWx-3V-eg8">
                                <rect key="frame" x="187.5" y="0.0" width="177.5" height="50"/>
                                <fontDescription key="fontDescription" type="system" weight="heavy" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="50" id="oR0-lh-W59"/>
                        </constraints>
                        <edgeInsets key="layoutMargins" top="0.0" left="10" bottom="0.0" right="10"/>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="K1A-Kj-GZy" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-1"/>
                    <constraint firstItem="K1A-Kj-GZy" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c-2"/>
                    <constraint firstItem="K1A-Kj-GZy" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-3"/>
                </constraints>
            </view>
            """, toolsVersion: "14109", device: "retina4_7")
        XCTAssertEqual(misplaced, [])
    }

    /// A button's title line rounds up to whole points: SVProgressHUD's `Main.storyboard`
    /// (toolsVersion 22155) stores a body-style "show" button 33 pt high, where the 20.29 pt
    /// line rounded to the pixel would make it 32.5. The frame is compared exactly, since ½ pt
    /// is within the corpus's tolerance.
    func testAButtonsTitleLineRoundsUpToWholePoints() throws {
        let result = layout("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="kdO-6H-glK">
                        <rect key="frame" x="16" y="94.5" width="343" height="33"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <state key="normal" title="show"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="kdO-6H-glK" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-1"/>
                    <constraint firstItem="kdO-6H-glK" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-16" id="c-2"/>
                    <constraint firstItem="kdO-6H-glK" firstAttribute="top" secondItem="root" secondAttribute="top" constant="94.5" id="c-3"/>
                </constraints>
            </view>
            """, toolsVersion: "22155", device: "retina4_7")
        let frame = try XCTUnwrap(result.layout?.nodes.first { $0.id == "button_kdO_6H_glK" }?.frame)
        XCTAssertEqual(frame, Rect(x: 16, y: 94.5, width: 343, height: 33))
    }

    /// A custom button (no `buttonType`) without a font draws its title in the 18 pt system
    /// font: XLPagerTabStrip's `Storyboard.storyboard` (toolsVersion 14460.31) stores the custom
    /// buttons "Reload" and "Close" 56 × 34 and 46 × 34.
    func testACustomButtonsTitleIsEighteenPoints() {
        let misplaced = disagreements("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="jSE-G2-qe6">
                        <rect key="frame" x="299" y="83" width="56" height="34"/>
                        <state key="normal" title="Reload"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="kmN-fg-NDL">
                        <rect key="frame" x="20" y="82" width="46" height="34"/>
                        <state key="normal" title="Close"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstAttribute="trailing" secondItem="jSE-G2-qe6" secondAttribute="trailing" constant="20" id="c-1"/>
                    <constraint firstItem="jSE-G2-qe6" firstAttribute="top" secondItem="root" secondAttribute="top" constant="83" id="c-2"/>
                    <constraint firstItem="kmN-fg-NDL" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c-3"/>
                    <constraint firstItem="kmN-fg-NDL" firstAttribute="top" secondItem="root" secondAttribute="top" constant="82" id="c-4"/>
                </constraints>
            </view>
            """, toolsVersion: "14460.31", device: "retina4_7")
        XCTAssertEqual(misplaced, [])
    }

    /// A view of a custom class takes the intrinsic size placeholder the document gives it, the
    /// stand-in for what the class answers at run time: googleads' `APIDemo/Main.storyboard`
    /// (toolsVersion 23089) centres a 320 × 50 `GAMBannerView` in a 568 pt view and stores the
    /// text views 8 pt above and below it at y = 216 and 317.
    func testACustomClassTakesItsPlaceholderIntrinsicSize() {
        let misplaced = disagreements("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="568"/>
                <subviews>
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" text="(this UITextView is above the ad)" textAlignment="center" selectable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="JQx-Ry-yPY">
                        <rect key="frame" x="27.5" y="216" width="320" height="35"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="35" id="SZz-8U-RfD"/>
                            <constraint firstAttribute="width" constant="320" id="vxt-xp-ETD"/>
                        </constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </textView>
                    <view contentMode="scaleToFill" placeholderIntrinsicWidth="320" placeholderIntrinsicHeight="50" translatesAutoresizingMaskIntoConstraints="NO" id="dvb-pM-eu5" customClass="GAMBannerView">
                        <rect key="frame" x="27.5" y="259" width="320" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="320" id="nFO-WR-cuj"/>
                        </constraints>
                    </view>
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" text="(this UITextView is below the ad)" textAlignment="center" selectable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tvN-xK-iQn">
                        <rect key="frame" x="27.5" y="317" width="320" height="35"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="35" id="Hrj-WU-QVk"/>
                            <constraint firstAttribute="width" constant="320" id="v0v-Md-kf3"/>
                        </constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </textView>
                </subviews>
                <constraints>
                    <constraint firstItem="dvb-pM-eu5" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="5Bq-3h-jWV"/>
                    <constraint firstItem="dvb-pM-eu5" firstAttribute="top" secondItem="JQx-Ry-yPY" secondAttribute="bottom" constant="8" id="A4s-Oi-VOU"/>
                    <constraint firstItem="dvb-pM-eu5" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c-1"/>
                    <constraint firstItem="JQx-Ry-yPY" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c-2"/>
                    <constraint firstItem="tvN-xK-iQn" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c-3"/>
                    <constraint firstItem="tvN-xK-iQn" firstAttribute="top" secondItem="dvb-pM-eu5" secondAttribute="bottom" constant="8" id="c-4"/>
                </constraints>
            </view>
            """, toolsVersion: "23089", device: "retina4_7")
        XCTAssertEqual(misplaced, [])
    }

    /// A search bar is 64 pt high in iOS 26: IQKeyboardManager's `SpecialCase.storyboard`
    /// (toolsVersion 24127, Xcode 26) stores a minimal search bar 414 × 64 at y = 96.
    func testAnIOS26SearchBarIsSixtyFourPointsHigh() {
        let misplaced = disagreements("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                <subviews>
                    <searchBar contentMode="redraw" searchBarStyle="minimal" translatesAutoresizingMaskIntoConstraints="NO" id="Lsj-4F-dUH">
                        <rect key="frame" x="0.0" y="96" width="414" height="64"/>
                        <textInputTraits key="textInputTraits"/>
                    </searchBar>
                </subviews>
                <constraints>
                    <constraint firstItem="Lsj-4F-dUH" firstAttribute="top" secondItem="root" secondAttribute="top" constant="96" id="c-1"/>
                    <constraint firstItem="Lsj-4F-dUH" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-2"/>
                    <constraint firstItem="Lsj-4F-dUH" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c-3"/>
                </constraints>
            </view>
            """, toolsVersion: "24127")
        XCTAssertEqual(misplaced, [])
    }

    /// Since iOS 26 a borderless field is its line rounded up to whole points and one more:
    /// NetNewsWire's `Account.storyboard` (toolsVersion 24506) stores its "Name" field, body
    /// style, 22 pt high, centred in a 51 pt row at y = 14.5.
    func testAnIOS26BorderlessFieldIsItsLineRoundedUpAndOneMore() {
        let misplaced = disagreements("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="374" height="51"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Name" textAlignment="natural" adjustsFontForContentSizeCategory="YES" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="Yl1-R6-xZi">
                        <rect key="frame" x="20" y="14.5" width="334" height="22"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        <textInputTraits key="textInputTraits" autocapitalizationType="words"/>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstItem="Yl1-R6-xZi" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="HJ4-VN-e9Y"/>
                    <constraint firstAttribute="trailing" secondItem="Yl1-R6-xZi" secondAttribute="trailing" constant="20" id="vbZ-dD-yZM"/>
                    <constraint firstItem="Yl1-R6-xZi" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="zsZ-z6-IFh"/>
                </constraints>
            </view>
            """, toolsVersion: "24506")
        XCTAssertEqual(misplaced, [])
    }

    /// An untitled button showing only an image is the image's size: BWWalkthrough's
    /// `Walkthrough.storyboard` (toolsVersion 14313.18) stores its custom "Next" button 50 × 50,
    /// the size its resources give the image `rightarrow`, 20 pt above the bottom at the margin.
    func testAnUntitledButtonIsItsImagesSize() {
        let misplaced = disagreements("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="IEr-zB-euS" userLabel="Next">
                        <rect key="frame" x="344" y="666" width="50" height="50"/>
                        <state key="normal" image="rightarrow"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstAttribute="trailingMargin" secondItem="IEr-zB-euS" secondAttribute="trailing" id="W3A-Rn-7QM"/>
                    <constraint firstItem="root" firstAttribute="bottom" secondItem="IEr-zB-euS" secondAttribute="bottom" constant="20" id="WfW-9I-7S1"/>
                </constraints>
            </view>
            """, toolsVersion: "14313.18", device: "retina5_5", resources: #"<image name="rightarrow" width="50" height="50"/>"#)
        XCTAssertEqual(misplaced, [])
    }

    /// Since iOS 13 a segment is its widest title and 10 pt a side: SkeletonView's
    /// `CollectionView/Main.storyboard` (toolsVersion 15702) stores "Solid | Gradient", whose
    /// width nothing constrains, 145 pt wide.
    func testASegmentIsItsWidestTitleAndTenPointsASide() {
        let misplaced = disagreements("""
            <view id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="160"/>
                <subviews>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="fMR-vj-7de">
                        <rect key="frame" x="20" y="21" width="145" height="32"/>
                        <segments>
                            <segment title="Solid"/>
                            <segment title="Gradient"/>
                        </segments>
                    </segmentedControl>
                </subviews>
                <constraints>
                    <constraint firstItem="fMR-vj-7de" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="AyG-hI-tte"/>
                    <constraint firstItem="fMR-vj-7de" firstAttribute="top" secondItem="root" secondAttribute="top" constant="21" id="c-1"/>
                </constraints>
            </view>
            """, toolsVersion: "15702", device: "retina4_7")
        XCTAssertEqual(misplaced, [])
    }

    /// Xcode 7 laid out in whole points and ended a row's contentView above its 1 pt separator:
    /// JSQMessagesViewController's `Main.storyboard` (toolsVersion 10117, no `<device>`) stores
    /// a 17 pt label pinned 10 pt below the top and 9 above the bottom of a 44 pt row's 43 pt
    /// contentView 24 high, where a 2× canvas or a contentView filling the row would not.
    func testXcode7RowsEndAboveAWholePointSeparator() {
        let misplaced = disagreements("""
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="Eii-ro-1yZ">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Eii-ro-1yZ" id="qU9-o3-MWC">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Load extra messages" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="bSS-CD-nfD">
                            <rect key="frame" x="8" y="10" width="304" height="24"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bSS-CD-nfD" firstAttribute="top" secondItem="qU9-o3-MWC" secondAttribute="top" constant="10" id="4Iw-W0-qZs"/>
                        <constraint firstItem="bSS-CD-nfD" firstAttribute="leading" secondItem="qU9-o3-MWC" secondAttribute="leading" constant="8" id="N5B-E5-Pzk"/>
                        <constraint firstAttribute="trailing" secondItem="bSS-CD-nfD" secondAttribute="trailing" constant="8" id="Fex-nr-C1R"/>
                        <constraint firstAttribute="bottom" secondItem="bSS-CD-nfD" secondAttribute="bottom" constant="9" id="poL-wE-Eir"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """, toolsVersion: "10117", device: nil)
        XCTAssertEqual(misplaced, [])
    }
}
