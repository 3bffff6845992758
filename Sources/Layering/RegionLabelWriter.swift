import Geometry
import SceneModel

/// Writes hit regions' labels, "crown (100 -20; 40 40)", as a tooltip reads them: the view's
/// name (or its element and place in the source), its frame, and what else a person hovering it
/// should know.
///
/// One writer serves every region of a tree: a label is written as bytes into a buffer kept
/// from one label to the next, so each label costs the one allocation of its `String`.
struct RegionLabelWriter {
    private var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(128)
    }

    /// The label of the view at `index` in `scene`, whose frame in its superview is `frame`.
    mutating func text(for index: Int, in scene: Scene, frame r: Rect) -> String {
        bytes.removeAll(keepingCapacity: true)
        if index == Scene.rootIndex {
            bytes += "root view".utf8
        } else if let id = scene.nodes[index].id {
            bytes += id.utf8
        } else {
            let location = scene.nodes[index].location
            bytes.append(UInt8(ascii: "<"))
            bytes += scene.nodes[index].kind.rawValue.utf8
            bytes += "> at ".utf8
            NumberText.append(Double(location.line), to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            NumberText.append(Double(location.column), to: &bytes)
        }
        bytes += " (".utf8
        NumberText.append(r.origin.x, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        NumberText.append(r.origin.y, to: &bytes)
        bytes += "; ".utf8
        NumberText.append(r.width, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        NumberText.append(r.height, to: &bytes)
        bytes.append(UInt8(ascii: ")"))
        if scene.nodes[index].view.isPassThrough { bytes += " pass-through".utf8 }
        if let image = scene.nodes[index].image?.name {
            bytes += " image ".utf8
            bytes += image.utf8
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
