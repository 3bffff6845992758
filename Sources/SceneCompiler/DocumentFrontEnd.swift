import InterfaceBuilderFrontEnd
import SceneFrontEnd
import SceneModel
import Typesetting

/// Which front end reads a source, by its document type: Interface Builder's `.xib` and
/// `.storyboard` files, and scene files otherwise. The one place a compile looks at where a
/// scene comes from; every stage after it reads the same `Scene`.
enum DocumentFrontEnd {
    case scene, interfaceBuilder

    /// The front end for `source`, by its path's extension.
    init(_ source: SceneSource) {
        self = InterfaceBuilderFrontEnd.reads(source.path) ? .interfaceBuilder : .scene
    }

    /// The source read into its scenes (a scene file's one), or nil with the errors that stopped
    /// it. An Interface Builder document's named fonts are looked up in `fonts`.
    func parse(_ source: SceneSource, fonts: FontBook) -> (SceneDocument?, [Diagnostic]) {
        switch self {
        case .scene:
            let (scene, diagnostics) = SceneFrontEnd.parse(bytes: source.bytes, path: source.path, limits: source.limits, loadFile: source.loadFile)
            return (scene.map { SceneDocument(name: $0.name, scenes: [$0]) }, diagnostics)
        case .interfaceBuilder:
            return InterfaceBuilderFrontEnd.parseDocument(bytes: source.bytes, path: source.path, limits: source.limits, loadFile: source.loadFile,
                                                          fontInstalled: fonts.hasFont(named:),
                                                          options: InterfaceBuilderOptions(storedFrames: source.frames == .stored,
                                                                                           keepsPlaceholderConstraints: source.frames == .canvas,
                                                                                           assetFolders: source.assetFolders, fileRead: source.fileRead))
        }
    }
}
