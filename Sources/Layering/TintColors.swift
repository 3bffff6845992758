import Geometry
import SceneModel

/// The colour each node is tinted with, resolved down the tree as UIKit resolves `tintColor`:
/// a view's own when the scene set one, else its superview's, and at the top the window's,
/// the system blue (https://developer.apple.com/documentation/uikit/uiview/tintcolor: "The
/// default value is nil … the view inherits its tint color from its superview … If the
/// system cannot find a non-default color in the hierarchy, it uses a system-defined color").
/// A bare layer has no tint of its own and passes its owner's on.
enum TintColors {
    /// The system-defined tint: `UIColor.systemBlue`, light appearance
    /// (https://developer.apple.com/design/human-interface-guidelines/color#Specifications).
    static let system = Color(r8: 0, g8: 122, b8: 255)

    /// Each node's tint, by node index: one forward pass, as parents come before their children.
    static func resolve(_ scene: Scene) -> [Color] {
        var tints = [Color](repeating: system, count: scene.nodes.count)
        for index in scene.nodes.indices {
            let inherited = scene.nodes[index].parent.map { tints[$0] } ?? system
            tints[index] = scene.nodes[index].kind.isView ? scene.nodes[index].view.tintColor ?? inherited : inherited
        }
        return tints
    }
}
