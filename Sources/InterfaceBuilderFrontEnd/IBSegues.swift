/// Every segue of a storyboard, read once for the document: where each starts (the controller
/// of the scene that holds it, whether the segue hangs from the controller or from a button in
/// its view) and where it leads, so that asking what leads to a controller costs a lookup, not
/// a walk of the document per controller.
struct IBSegues {
    /// One segue.
    struct Segue {
        /// The scene's controller the segue starts from.
        let from: IBElement
        /// The destination controller's id.
        let destination: String
        /// `show`, `push`, `embed`, `relationship`…, as written.
        let kind: String
        /// How a modal segue presents its destination (`pageSheet`, `fullScreen`…); nil when
        /// it does not say (the destination's own style, by default iOS 13's "Automatic").
        var presentationStyle: String? = nil
    }

    /// In document order.
    private(set) var all: [Segue] = []
    /// Indices into `all`, by destination id.
    private var into: [String: [Int]] = [:]
    /// Each scene's controller, by id.
    private var controllers: [String: IBElement] = [:]
    /// The navigation and tab bar controllers around each controller.
    private(set) var containers = IBControllerContainers()

    /// The segues of `document` (none for a `.xib`).
    init(_ document: IBElement) {
        for scene in document.child("scenes")?.children ?? [] where scene.name == "scene" {
            guard let controller = IBDocumentParts.controller(in: scene) else { continue }
            if let id = controller["id"], controllers[id] == nil { controllers[id] = controller }
            // Every element under the scene, with an explicit stack: a deep document cannot
            // overflow the call stack.
            var stack = [scene]
            while let element = stack.popLast() {
                if element.name == "segue", let destination = element["destination"] {
                    into[destination, default: []].append(all.count)
                    all.append(Segue(from: controller, destination: destination, kind: element["kind"] ?? "show",
                                     presentationStyle: element["modalPresentationStyle"]))
                }
                stack += element.children.reversed()
            }
        }
        containers = IBControllerContainers(all)
    }

    /// The scene controller with the id `id`.
    func controller(_ id: String) -> IBElement? { controllers[id] }

    /// The segues that lead to the controller `id`, in document order.
    func leading(to id: String) -> [Segue] {
        (into[id] ?? []).map { all[$0] }
    }
}

extension IBSegues {
    /// Segues, which place an embedded controller and lead to the bars a controller's canvas shows,
    /// and the outlets and actions beside them, which only running code uses.
    static let support: [IBSupport] = [
        IBSupport("segue", .differs("an embed segue's controller is laid out in its container, a modal one's drawn as a sheet; other segues have no effect on a still screen"), attributes: [
            "animates": .noEffect, "customClass": .noEffect, "destination": .imported, "destinationCreationSelector": .noEffect,
            "identifier": .noEffect, "inheritsFrom": .noEffect, "kind": .imported, "modalPresentationStyle": .imported,
            "modalTransitionStyle": .noEffect, "popoverAnchorView": .noEffect, "reference": .noEffect, "relationship": .noEffect,
            "unwindAction": .noEffect,
        ]),
        IBSupport("connections", .noEffect),
        IBSupport("outlet", .noEffect, attributes: [
            "destination": .noEffect, "property": .noEffect,
        ]),
        IBSupport("outletCollection", .noEffect, attributes: [
            "appends": .noEffect, "collectionClass": .noEffect, "destination": .noEffect, "property": .noEffect,
        ]),
        IBSupport("action", .noEffect, attributes: [
            "destination": .noEffect, "eventType": .noEffect, "selector": .noEffect,
        ]),
    ]
}
