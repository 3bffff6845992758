import Geometry

/// The `<scene>` element's attributes while the front end reads them.
struct SceneDraft {
    var name: String?
    var width: Double?
    var height: Double?
    /// The root view's background; `systemBackground` unless the scene gives one.
    var backgroundColor: Color?
    var safeAreaInsets = EdgeInsets.zero
    var scale: Double?
}
