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

    /// The source read into a scene, or nil with the errors that stopped it. An Interface
    /// Builder document's named fonts are looked up in `fonts`.
    func parse(_ source: SceneSource, fonts: FontBook) -> (Scene?, [Diagnostic]) {
        switch self {
        case .scene: SceneFrontEnd.parse(bytes: source.bytes, path: source.path, limits: source.limits, loadFile: source.loadFile)
        case .interfaceBuilder:
            InterfaceBuilderFrontEnd.parse(bytes: source.bytes, path: source.path, limits: source.limits, loadFile: source.loadFile,
                                           fontInstalled: fonts.hasFont(named:))
        }
    }
}
