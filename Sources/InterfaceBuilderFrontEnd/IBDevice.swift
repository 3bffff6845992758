import Geometry

/// The devices Interface Builder's "View as" bar offers, as a document names them
/// (`<device id="retina6_1" orientation="portrait"/>`): each one's screen in points, its scale
/// and its safe-area insets in portrait.
///
/// Sizes and scales: Apple's "Device screen sizes and orientations" table in the Human Interface
/// Guidelines (https://developer.apple.com/design/human-interface-guidelines/layout#iOS-iPadOS-device-screen-dimensions).
/// Safe areas: the status bar and home indicator heights UIKit reports on each device's
/// simulator, as published at https://useyourloaf.com/blog/iphone-16-screen-sizes/ and
/// https://useyourloaf.com/blog/supporting-iphone-x/ (44/34 on the first notched phones,
/// 47/34 and 48/34 on later ones, 59/34 and 62/34 with the Dynamic Island; 20/0 before).
struct IBDevice {
    let id: String
    let size: Size
    let scale: Double
    let safeArea: EdgeInsets

    /// The device a document names none of: Xcode's default for new documents in recent
    /// versions (iPhone 11's screen, `retina6_1`).
    static let standard = IBDevice(id: "retina6_1", width: 414, height: 896, scale: 2, top: 48, bottom: 34)

    init(id: String, width: Double, height: Double, scale: Double, top: Double, bottom: Double) {
        self.id = id
        self.size = Size(width: width, height: height)
        self.scale = scale
        self.safeArea = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// Known ids, by id.
    static let all: [String: IBDevice] = Dictionary(uniqueKeysWithValues: [
        IBDevice(id: "retina3_5", width: 320, height: 480, scale: 2, top: 20, bottom: 0),
        IBDevice(id: "retina4_0", width: 320, height: 568, scale: 2, top: 20, bottom: 0),
        IBDevice(id: "retina4_7", width: 375, height: 667, scale: 2, top: 20, bottom: 0),
        IBDevice(id: "retina5_5", width: 414, height: 736, scale: 3, top: 20, bottom: 0),
        IBDevice(id: "retina5_9", width: 375, height: 812, scale: 3, top: 44, bottom: 34),
        IBDevice(id: "retina6_5", width: 414, height: 896, scale: 3, top: 44, bottom: 34),
        IBDevice(id: "retina6_1", width: 414, height: 896, scale: 2, top: 48, bottom: 34),
        IBDevice(id: "retina5_4", width: 375, height: 812, scale: 3, top: 50, bottom: 34),
        IBDevice(id: "retina6_06", width: 390, height: 844, scale: 3, top: 47, bottom: 34),
        IBDevice(id: "retina6_7", width: 428, height: 926, scale: 3, top: 47, bottom: 34),
        IBDevice(id: "retina6_12", width: 393, height: 852, scale: 3, top: 59, bottom: 34),
        IBDevice(id: "retina6_72", width: 430, height: 932, scale: 3, top: 59, bottom: 34),
        IBDevice(id: "retina6_3", width: 402, height: 874, scale: 3, top: 62, bottom: 34),
        IBDevice(id: "retina6_9", width: 440, height: 956, scale: 3, top: 62, bottom: 34),
        IBDevice(id: "ipad9_7", width: 768, height: 1024, scale: 2, top: 20, bottom: 0),
        IBDevice(id: "ipad10_2", width: 810, height: 1080, scale: 2, top: 20, bottom: 0),
        IBDevice(id: "ipad10_5", width: 834, height: 1112, scale: 2, top: 20, bottom: 0),
        IBDevice(id: "ipad11", width: 834, height: 1194, scale: 2, top: 24, bottom: 20),
        IBDevice(id: "ipad12_9", width: 1024, height: 1366, scale: 2, top: 20, bottom: 0),
        IBDevice(id: "ipad12_9rounded", width: 1024, height: 1366, scale: 2, top: 24, bottom: 20),
    ].map { ($0.id, $0) })

    /// The device a document saved before Xcode 8 simulates: such documents name no `<device>`
    /// but a screen, for the whole document (`<simulatedMetricsContainer
    /// key="defaultSimulatedMetrics">`'s `<simulatedScreenMetrics key="destination"
    /// type="retina4_7.fullscreen">`) or for one controller (`key="simulatedDestinationMetrics"
    /// type="retina47"`): the 3.5-, 4-, 4.7- and 5.5-inch iPhones, their size qualifier dropped.
    static func legacy(screenType type: String) -> IBDevice? {
        let name = type.split(separator: ".").first.map(String.init) ?? type
        let ids = ["retina35": "retina3_5", "retina3_5": "retina3_5", "retina4": "retina4_0", "retina4_0": "retina4_0",
                   "retina47": "retina4_7", "retina4_7": "retina4_7", "retina55": "retina5_5", "retina5_5": "retina5_5"]
        return ids[name].flatMap { all[$0] }
    }

    /// The device as the Xcode that saved a document (`toolsVersion`) draws it. iPhone 11's
    /// status bar grew from 44 to 48 points in iOS 14 (https://useyourloaf.com/blog/iphone-12-screen-sizes/),
    /// and Interface Builder followed later: documents saved by Xcode 12 (toolsVersion 17156,
    /// 17506) store views under a 44-point status bar on `retina6_1`, those of Xcode 13 and
    /// later (22154) under a 48-point one. Where between the two the change lies is a guess:
    /// 18000, the first toolsVersion after Xcode 12's.
    ///
    /// Xcode 11 to 13 drew the phones without a notch with no status bar: three documents saved
    /// by them (toolsVersion 15702, 16097, 18122) store views pinned to the safe area's top at
    /// y = 0 on `retina4_7`, or just below a navigation bar at 44, where documents saved before
    /// (14490) and after (23727) store them 20 points lower. Where after 18122 the status bar
    /// came back is a guess: 21000, the first toolsVersion after Xcode 13's.
    ///
    /// Xcode 26 gives a phone with a home indicator a 68-point bottom inset, not 34: every
    /// document it saved that pins a view to the root's safe-area bottom stores it 34 points
    /// higher than the home indicator alone would, on `retina6_1`
    /// (`IQKeyboardManager/SpecialCase.storyboard` and `ScrollView.storyboard`, toolsVersion
    /// 24127; `home-assistant/LaunchScreen.storyboard`, 25094) and on `retina6_3`
    /// (`NetNewsWire/Main.storyboard`, 24506). No public source explains it; it is what the
    /// canvas stored.
    ///
    /// Xcode 7 and earlier (toolsVersion below 11000, documents that name no `<device>`) laid
    /// views out in whole points, as on a 1× screen: the 17 such documents of the corpus
    /// (toolsVersion 4514 to 10117) store some 200 frames of which 4 have a fraction, and a row's
    /// contentView 43 high above a 1 pt separator, where the documents of Xcode 8 and later
    /// store halves and thirds (a 17 pt label 20.5 high on a 2× canvas, 21 on theirs).
    func drawn(byToolsVersion toolsVersion: Int) -> IBDevice {
        if toolsVersion > 0, toolsVersion < 11_000 {
            return IBDevice(id: id, width: size.width, height: size.height, scale: 1, top: safeArea.top, bottom: safeArea.bottom)
        }
        if id == "retina6_1", toolsVersion > 0, toolsVersion < 18_000 {
            return IBDevice(id: id, width: size.width, height: size.height, scale: scale, top: 44, bottom: safeArea.bottom)
        }
        if safeArea.bottom == 34, toolsVersion >= 24_000 {
            return IBDevice(id: id, width: size.width, height: size.height, scale: scale, top: safeArea.top, bottom: 68)
        }
        if safeArea.top == 20, safeArea.bottom == 0, size.width < 700, (15_000..<21_000).contains(toolsVersion) {
            return IBDevice(id: id, width: size.width, height: size.height, scale: scale, top: 0, bottom: 0)
        }
        return self
    }

    /// The size classes of the device in `orientation`, as UIKit reports them
    /// (https://developer.apple.com/design/human-interface-guidelines/layout#Device-size-classes):
    /// every iPhone is compact wide and regular tall in portrait; in landscape it is compact
    /// tall, and regular wide on the 414-, 428-, 430- and 440-point-wide phones; an iPad is
    /// regular both ways.
    func sizeClasses(_ orientation: String?) -> (width: String, height: String) {
        if size.width >= 700 { return ("regular", "regular") }
        guard orientation == "landscape" else { return ("compact", "regular") }
        return (size.width >= 414 ? "regular" : "compact", "compact")
    }

    /// The device in `orientation` (`landscape` swaps the sides; the safe area then runs down
    /// the sides on a notched phone and the bottom keeps the home indicator's 21 points, as
    /// UIKit reports on those devices; a phone without a notch has none in landscape).
    func oriented(_ orientation: String?) -> (size: Size, safeArea: EdgeInsets) {
        guard orientation == "landscape" else { return (size, safeArea) }
        let notched = safeArea.bottom > 0
        let landscape = size.width < 700
            ? EdgeInsets(top: 0, left: notched ? safeArea.top : 0, bottom: notched ? 21 : 0, right: notched ? safeArea.top : 0)
            : EdgeInsets(top: safeArea.top, left: 0, bottom: safeArea.bottom, right: 0)
        return (Size(width: size.height, height: size.width), landscape)
    }
}

extension IBDevice {
    /// The device Interface Builder's "View as" bar names, and its orientation.
    static let support: [IBSupport] = [
        IBSupport("device", .imported, attributes: [
            "appearance": .notRead("the light appearance is drawn"), "layout": .notRead("the device's layout (iPad split)"),
            "orientation": .imported,
        ]),
        IBSupport("adaptation", .noEffect),
    ]
}
