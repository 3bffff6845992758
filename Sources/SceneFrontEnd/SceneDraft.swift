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
    /// The root view is a view controller's `view` (true unless the scene says otherwise).
    var isViewControllerRoot = true
    /// What the controller decides about its view's margins and safe area.
    var controller = ViewControllerRoot()
    /// The root view's own margins, when the scene gives them: a controller's root starts at 0,
    /// and the system minimum applies on top; a plain root starts at UIKit's 8.
    var layoutMargins: EdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    /// Stack views collapse their hidden arranged subviews, as at run time.
    var collapsesHiddenArrangedSubviews = true
}
