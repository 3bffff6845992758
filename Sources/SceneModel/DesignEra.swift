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
    /// The design of iOS 7 through iOS 18, the one before.
    case ios18
    /// iOS 18's controls and bars, with the layout of iOS 7 through iOS 10, before iOS 11 gave
    /// table cells' content views their wider margins: 8 points all round, as Interface Builder
    /// stores cells in documents saved before Xcode 9.
    case ios10

    /// What a scene that names none is drawn in.
    public static let current = DesignEra.ios26
}
