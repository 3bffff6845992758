import Geometry
import SceneModel

/// Which of a scene's viewports a compile, dump or layout lays the scene out at.
///
/// A scene names its sizes with `<viewport>` elements (the `<scene>` element's own size comes
/// first). A snapshot test usually wants one of them, or a device size the scene does not name,
/// as `assertSnapshot(of: view, as: .image(layout: .device(config: .iPhoneSe)))` does.
public enum ViewportChoice: Hashable, Sendable {
    /// Every viewport, in the order the scene gives them.
    case all
    /// The first viewport: the `<scene>` element's own size, or its first `<viewport>`.
    case first
    /// The `<viewport>` with this name.
    case named(String)
    /// The first viewport's safe area and height fitting, at this size. Output file names are
    /// those of an unnamed viewport (`NAME.svg`).
    case size(width: Double, height: Double)

    /// The viewports chosen, or none and the error that says why.
    func resolve(in scene: Scene) -> (viewports: [Viewport], error: Diagnostic?) {
        switch self {
        case .all:
            return (scene.viewports, nil)
        case .first:
            return scene.viewports.first.map { ([$0], nil) } ?? ([], .error(.noViewport, at: scene.location))
        case .named(let name):
            if let viewport = scene.viewports.first(where: { $0.name == name }) { return ([viewport], nil) }
            let names = scene.viewports.compactMap(\.name).map { "'\($0)'" }.joined(separator: ", ")
            return ([], .error(.unknownViewport(name, names: names), at: scene.location))
        case .size(let width, let height):
            guard width.isFinite, height.isFinite, width > 0, height > 0, width <= 1e7, height <= 1e7 else {
                return ([], .error(.invalidViewportSize(width: width, height: height), at: scene.location))
            }
            guard let first = scene.viewports.first else { return ([], .error(.noViewport, at: scene.location)) }
            let viewport = Viewport(name: nil, size: Size(width: width, height: height), safeAreaInsets: first.safeAreaInsets,
                                    fitsHeight: first.fitsHeight, scale: first.declaredScale, keyboardHeight: first.keyboardHeight,
                                    location: first.location)
            return ([viewport], nil)
        }
    }
}
