import Geometry
import SceneModel

/// The `<scene>` element's attributes while the front end reads them.
struct SceneDraft {
    var name: String?
    var width: Double?
    var height: Double?
    /// The root view's background; `systemBackground` unless the scene gives one.
    var backgroundColor: Color?
    var safeAreaInsets = EdgeInsets.zero
    var scale: Double?
    /// The docked keyboard's height, when one is shown (`Viewport.keyboardHeight`).
    var keyboardHeight: Double?
    /// The window's tint (an app's accent colour), which the root view passes down.
    var tintColor: Color?
    /// The design era the scene's controls are drawn in; the current one unless given.
    var design: DesignEra?
}
