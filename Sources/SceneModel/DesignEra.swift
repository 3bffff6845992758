/// Which iOS design the standard controls and bars are sized and drawn in: a scene chooses one
/// (`<scene design="…">`), the current one unless it says otherwise.
///
/// The two differ in more than looks: Interface Builder stores a `UISwitch` as 63×28 points in
/// documents saved by Xcode 26 and as 51×31 in documents saved before, so the same screen lays
/// out differently in each. The Interface Builder front end chooses the era a document's tools
/// version was saved with.
public enum DesignEra: String, CaseIterable, Hashable, Sendable {
    /// The design introduced with iOS 26 (https://developer.apple.com/documentation/technologyoverviews/liquid-glass).
    case ios26
    /// The design of iOS 7 through iOS 18, the one before, as iOS 14 to 18 size it.
    case ios18
    /// The same design as iOS 13 sized it (Xcode 11's documents): a page control's dots 7 pt
    /// in a 37 pt row and a progress view 2 pt high, until iOS 14.
    case ios13
    /// As iOS 11 and 12 sized it (Xcode 9 and 10's documents): a rounded-rect text field 30 pt
    /// high and a segmented control 30 and a stepper 29, until iOS 13.
    case ios12
    /// As iOS 7 to 10 sized it (documents saved before Xcode 9): also a table cell's content
    /// view with a view's 8 pt margins all round, and a 44 pt search bar, until iOS 11.
    case ios10

    /// What a scene that names none is drawn in.
    public static let current = DesignEra.ios26

    /// The iOS release whose sizes the era takes: the earlier eras differ in the sizes of a few
    /// controls, which each kind reads as "until iOS N" from this.
    public var release: Int {
        switch self {
        case .ios26: 26
        case .ios18: 18
        case .ios13: 13
        case .ios12: 12
        case .ios10: 10
        }
    }
}
