/// UIKit's `NSLineBreakMode`, spelled the same way so scene files can name it directly.
///
/// All modes except `byCharWrapping` wrap at word boundaries; they differ only in what happens
/// to the last line a `numberOfLines` limit keeps (see `Typesetter.layout`).
public enum LineBreakMode: String, CaseIterable, Sendable {
    /// `byWordWrapping` and `byCharWrapping` end the last line where it breaks; `byClipping` cuts it
    /// at the width; the truncating modes put "…" at the head, tail or middle of the last line.
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
