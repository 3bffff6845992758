import InterfaceBuilderFrontEnd
import SceneFrontEnd
import SceneModel

/// Which front end reads a source, by its document type: Interface Builder's `.xib` and
/// `.storyboard` files, and scene files otherwise. The one place a compile looks at where a
/// scene comes from; every stage after it reads the same `Scene`.
enum DocumentFrontEnd {
    case scene, interfaceBuilder

    /// The front end for `source`, by its path's extension.
    init(_ source: SceneSource) {
        self = InterfaceBuilderFrontEnd.reads(source.path) ? .interfaceBuilder : .scene
    }

    /// The source read into a scene, or nil with the errors that stopped it.
    func parse(_ source: SceneSource) -> (Scene?, [Diagnostic]) {
        switch self {
        case .scene: SceneFrontEnd.parse(bytes: source.bytes, path: source.path, limits: source.limits, loadFile: source.loadFile)
        case .interfaceBuilder: InterfaceBuilderFrontEnd.parse(bytes: source.bytes, path: source.path, limits: source.limits, loadFile: source.loadFile,
                                                               options: InterfaceBuilderOptions(storedFrames: source.frames == .stored,
                                                                                                assetFolders: source.assetFolders, fileRead: source.fileRead))
        }
    }
}
