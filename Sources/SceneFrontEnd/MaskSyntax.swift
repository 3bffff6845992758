import Geometry
import SceneModel

/// `<mask>`: the layer it holds is its owner's `CALayer.mask`
/// (https://developer.apple.com/documentation/quartzcore/calayer/mask): "the layer's alpha
/// channel determines how much of the layer's content and background shows through", the
/// owner's sublayers included. The layer sits in the owner's coordinates, as a sublayer would
/// (its `frame` is in the owner's bounds), and it "must not have a superlayer", so it is no
/// sublayer: never painted as one, never hit.
///
/// A mask is drawn into the owner's space as the render tree's mask primitives (`MaskDrawing`
/// in the layering pass), which is exact for what this file lets through: backgrounds, borders,
/// gradients and shape layers, each turned and scaled evenly. What a mask's layers may not use
/// is refused here, where it is written, rather than drawn wrongly.
enum MaskSyntax {
    /// Where an element stands relative to the masks around it, by record.
    enum Place: UInt8, Sendable {
        /// In no mask.
        case outside
        /// A `<mask>` element that has no layer yet.
        case emptyMask
        /// A `<mask>` element that has its layer.
        case filledMask
        /// A layer inside a `<mask>`: its layer or one of that layer's sublayers.
        case inside
    }

    /// What a layer element is to the masks around it.
    enum Role: Sendable {
        /// Not in a mask.
        case none
        /// A `<mask>`'s layer: the owner's mask.
        case mask
        /// A second layer in one `<mask>`: an error.
        case extra
        /// A sublayer of a mask's layer.
        case inside
    }

    /// The role of the layer at record `index`, whose parent is the record `parentRecord`; marks
    /// the mask filled and the record inside it.
    static func role(of index: Int, parentRecord: Int, in places: inout [Place]) -> Role {
        switch places[parentRecord] {
        case .outside: return .none
        case .emptyMask: places[parentRecord] = .filledMask; places[index] = .inside; return .mask
        case .filledMask: places[index] = .inside; return .extra
        case .inside: places[index] = .inside; return .inside
        }
    }

    /// Why a `<mask>` inside a mask is refused.
    static let nestedMask = "a layer inside a <mask> cannot have a mask of its own"

    /// The first property a layer in a mask sets that the mask could not draw exactly, with the
    /// reason; nil when it sets none.
    ///
    /// - `masksToBounds` and shadows: the mask is the layers' shapes, unclipped and unblurred.
    /// - a `transform` that skews, stretches one axis more than the other or mirrors: the mask's
    ///   arcs, stroke widths and gradients are carried into the owner's space by a rotation and
    ///   an even scale, which keep circles circles and gradients' shapes.
    ///
    /// `turned` says whether the layer or one above it in the mask turns by an angle other than
    /// a multiple of 90°: a radial gradient's ellipse and a conic one's stretch are
    /// axis-aligned in the render tree, so either is refused there.
    static func unsupported(_ node: NodeDraft, turned: Bool) -> (AttributeName, String)? {
        if node.masksToBounds {
            return (node.kind.isLayer ? .masksToBounds : .clipsToBounds, "a mask's layers are drawn unclipped")
        }
        if node.shadow.isVisible { return (.shadowOpacity, "a mask's layers cast no shadow into it") }
        let t = node.transform
        let tolerance = 1e-9 * max(1, abs(t.a), abs(t.b))
        if abs(t.a - t.d) > tolerance || abs(t.b + t.c) > tolerance {
            return (.transform, "a layer in a mask may only be moved, turned and scaled evenly (no skew, no mirroring, the same scale on both axes)")
        }
        if turned, case .gradient(let gradient) = node.content, gradient.type != .axial {
            return (.type, "a \(gradient.type.rawValue) gradient in a mask may be turned only by multiples of 90°")
        }
        return nil
    }

    /// True when `t` turns by an angle that is not a multiple of 90°.
    static func turns(_ t: Transform) -> Bool {
        let tolerance = 1e-12 * max(1, abs(t.a), abs(t.b))
        return abs(t.a) > tolerance && abs(t.b) > tolerance
    }
}
