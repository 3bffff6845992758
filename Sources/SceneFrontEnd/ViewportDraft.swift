import Geometry

/// A `<viewport>` element's attributes while the front end reads them.
struct ViewportDraft {
    var name: String?
    var width: Double?
    var height: Double?
    /// `height="fit"`: the content's height at the width.
    var fitsHeight = false
    var safeAreaInsets = EdgeInsets.zero
    var scale: Double?
    var keyboardHeight: Double?
}
