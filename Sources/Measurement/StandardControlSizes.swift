import Geometry
import SceneModel

/// The intrinsic sizes of UIKit's controls whose size does not depend on their content, in
/// each design era: what `intrinsicContentSize` answers, which is the alignment rect's size
/// (the frame's but for a switch, whose alignment rect is 2 pt narrower:
/// `SwitchProperties.alignmentRectInsets`). `ContentSizes.noIntrinsicMetric` stands for
/// `UIView.noIntrinsicMetric` on an axis the control leaves to layout (a slider's width).
///
/// Sources (docs/Semantics.md, "Standard controls", has the table): Interface Builder documents
/// store a control's frame at its intrinsic size, so their `<rect key="frame">` gives it for the
/// Xcode that saved them. Numbers marked *guessed* had no public document of that era to read.
enum StandardControlSizes {
    /// `UISwitch`: a frame of 63×28 in documents saved by Xcode 26, 51×31 before (`<switch …
    /// width="51" height="31"/>` in Interface Builder documents on GitHub, e.g. the
    /// TintedOffSwitch README; see `DesignEra`), less its alignment insets: the intrinsic size
    /// is the alignment rect's, so the frame Auto Layout gives it is the stored one.
    static func switchSize(_ era: DesignEra) -> Size {
        let inset = SwitchProperties.alignmentRectInsets
        let frame = switch era {
        case .ios26: Size(width: 63, height: 28)
        case .ios18, .ios13, .ios12, .ios10: Size(width: 51, height: 31)
        }
        return Size(width: frame.width - inset.left - inset.right, height: frame.height - inset.top - inset.bottom)
    }

    /// `UISlider`: no intrinsic width, 31 high (`<slider … width="347" height="31"/>` in
    /// Interface Builder documents of Xcode 7 and later). iOS 26: *guessed* the same. The one
    /// Xcode 26 document with sliders stores them 34 high, but pinned 10 pt inside a 54 pt cell
    /// at top and bottom (NetNewsWire's `Settings.storyboard`, a `TickMarkSlider` subclass):
    /// the cell's height, not the slider's own. The intrinsic height is the alignment rect's,
    /// 1 pt less before iOS 26 (`SliderProperties.alignmentRectInsets(_:)`).
    static func sliderSize(_ era: DesignEra) -> Size {
        let inset = SliderProperties.alignmentRectInsets(era)
        return Size(width: ContentSizes.noIntrinsicMetric, height: 31 - inset.top - inset.bottom)
    }

    /// `UIStepper`: 94×32 since iOS 13, as Interface Builder stores a stepper only its edges place
    /// in documents of Xcode 11 to 16 (`<stepper …><rect key="frame" … width="94" height="32"/>`,
    /// toolsVersion 15702–22505, e.g. SkeletonView's `Main.storyboard`) and of Xcode 26
    /// (toolsVersion 24127, IQKeyboardManager's `SpecialCase.storyboard`); documents saved
    /// before Xcode 11 store 94×29, the iOS 7–12 stepper.
    static func stepperSize(_ era: DesignEra) -> Size {
        Size(width: 94, height: era.release >= 13 ? 32 : 29)
    }

    /// `UIProgressView` (default style): no intrinsic width, 4 high since iOS 13
    /// (`placeholderIntrinsicHeight="4"` and `height="4"` frames in Interface Builder documents;
    /// 2 until iOS 13: Xcode 10's and 11's documents store 2, `duckduckgo/WebContainer.storyboard`
    /// and `openfoodfacts/InitialView.xib`). iOS 26: *guessed* the same.
    static func progressViewSize(_ era: DesignEra) -> Size {
        Size(width: ContentSizes.noIntrinsicMetric, height: era.release >= 14 ? 4 : 2)
    }

    /// `UIActivityIndicatorView`: 20×20 for `.medium` and 37×37 for `.large`, the sizes of
    /// the iOS 7 styles they replace (`.gray`/`.white` 20 pt and `.whiteLarge` 37 pt,
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/whitelarge).
    /// iOS 26: *guessed* the same.
    static func activityIndicatorSize(_ style: ActivityIndicatorProperties.Style, _ era: DesignEra) -> Size {
        switch style {
        case .medium: Size(width: 20, height: 20)
        case .large: Size(width: 37, height: 37)
        }
    }

    /// Each page's share of a `UIPageControl`'s width: a 7 pt dot and a 9 pt gap (*guessed*,
    /// from screenshots of iOS 7–13 page controls).
    static let pageIndicatorPitch = 16.0
    /// A page control's dot diameter (*guessed*, as above).
    static let pageIndicatorDiameter = 7.0

    /// `UIPageControl`: 26 high (*guessed*), and as wide as its dots plus a pitch of margin.
    /// Until iOS 14 it was 37 high and exactly as wide as its dots and the gaps between them:
    /// Interface Builder stores a page control of three pages 39 × 37 in documents of Xcode 7 and
    /// Xcode 10 (`Yep/Show.storyboard`, `BWWalkthrough/Walkthrough.storyboard`).
    static func pageControlSize(pages: Int, _ era: DesignEra) -> Size {
        guard era.release >= 14 else {
            return Size(width: pages == 0 ? 0 : Double(pages) * pageIndicatorPitch - (pageIndicatorPitch - pageIndicatorDiameter), height: 37)
        }
        return Size(width: pages == 0 ? 0 : Double(pages + 1) * pageIndicatorPitch, height: 26)
    }
}
