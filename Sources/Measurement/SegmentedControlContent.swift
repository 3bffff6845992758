import Geometry
import SceneModel
import Typesetting

/// A `UISegmentedControl` of titled segments: with `apportionsSegmentWidthsByContent` false,
/// UIKit's default, every segment is as wide as the widest title plus its padding, and the
/// control is as high as its era's standard height.
struct SegmentedControlContent: ContentSizing {
    /// Space on each side of a title in its segment. Since iOS 13, 10 pt: Interface Builder
    /// stores equal-width controls whose height alone is constrained about 20 pt wider per
    /// segment than their widest 13 pt title (Xcode 11.3 to 15: "Solid | Gradient" 145 wide in
    /// both of SkeletonView's storyboards, "Light | Dark | Auto" 152 and "Flat | Native" 117 in
    /// SVProgressHUD's, "Top | Bottom | Center" 194, "None | Gray | Color | Blur" 211 and
    /// "Regular | Light | Subtle" 200 in SwiftMessages'; 19 to 20.7 pt each). Until iOS 13, 7
    /// pt, *guessed* to fit an Interface Builder document of the iOS 7–12 design, quoted in a
    /// public Xamarin porting tutorial, that stores the segments "Photo" and "Movie" as a 103 pt
    /// wide control (two 51.5 pt segments around 13 pt titles about 37 pt wide). iOS 26: no
    /// document tells, *guessed* the same as iOS 13 to 18.
    static func titlePadding(_ era: DesignEra) -> Double { era.release >= 13 ? 10 : 7 }
    /// The control's height: 32 since iOS 13 (`<segmentedControl>` frames 32 high in Interface
    /// Builder documents of Xcode 11 and later), 30 before (Xcode 7's and 10's documents store
    /// 30: `Yep/Discover.storyboard`, `XLPagerTabStrip/Storyboard.storyboard`). iOS 26: *guessed* the same.
    static func height(_ era: DesignEra) -> Double { era.release >= 13 ? 32 : 30 }

    let titles: [String]
    let typesetter: Typesetter
    let era: DesignEra

    func size(fittingWidth width: Double?, scale: Double) -> Size {
        var widest = 0.0
        for title in titles {
            widest = max(widest, typesetter.layout(title, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping).width)
        }
        let segment = ScreenScale.ceil(widest, scale: scale) + 2 * Self.titlePadding(era)
        // The alignment rect's size, which Auto Layout places (the frame reaches 1 pt below it).
        let inset = SegmentedControlProperties.alignmentRectInsets
        return Size(width: titles.isEmpty ? 0 : Double(titles.count) * segment - inset.left - inset.right,
                    height: Self.height(era) - inset.top - inset.bottom)
    }

    var heightDependsOnWidth: Bool { false }
}
