import SceneModel
import XMLReading

/// Container views (`<containerView>`): a plain `UIView` whose `embed` segue names the view
/// controller it holds. UIKit loads that controller as a child when the container's controller
/// loads and puts its view in the container, sized to the container's bounds and resizing with
/// it (https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller,
/// "Adding a child view controller to your content"). The front end does the same with the
/// controller the segue's destination names in the same storyboard.
struct IBContainers {
    /// The document's segues, whose scenes' controllers the embed segues name.
    private let segues: IBSegues
    /// Controllers already laid out (the document's own, and each embedded one): a controller is
    /// embedded once, so a storyboard whose containers embed each other in a cycle ends.
    private(set) var placed: Set<String> = []

    init(segues: IBSegues) {
        self.segues = segues
    }

    /// Records that `controller` is laid out already (the document's main one).
    mutating func markPlaced(_ controller: IBElement) {
        if let id = controller["id"] { placed.insert(id) }
    }

    /// The controller a container's `embed` segue names, and its view; or the problem when its
    /// destination is not in this storyboard or is laid out already.
    mutating func embedded(in container: IBElement) -> Result<(controller: IBElement, view: IBElement), IBProblem>? {
        let embeds = container.child("connections")?.children.filter { $0.name == "segue" && $0["kind"] == "embed" } ?? []
        guard let destination = embeds.first?["destination"] else { return nil }
        guard let controller = segues.controller(destination), let view = controller.children.first(where: { $0["key"] == "view" }) else {
            return .failure(.unsupportedAttribute("an embed segue to a controller outside this storyboard"))
        }
        guard !placed.contains(destination) else { return .failure(.unsupportedAttribute("a controller embedded twice, or in itself")) }
        placed.insert(destination)
        return .success((controller, view))
    }

    /// The attributes that place an embedded controller's view: the container's bounds, resizing
    /// with it, as UIKit adds a child's view.
    static func placement(in container: IBElement, at location: SourceLocation) -> [XMLElementRecord.Attribute] {
        let rect = container.child("rect", key: "frame")
        let size = [rect?["width"], rect?["height"]].map { IBNumber.text($0) ?? "0" }
        return [
            .init(name: "frame", value: "0 0 \(size[0]) \(size[1])", location: location),
            .init(name: "autoresizingMask", value: "flexibleWidth flexibleHeight", location: location),
            .init(name: "translatesAutoresizingMaskIntoConstraints", value: "true", location: location),
        ]
    }
}

extension IBContainers {
    /// A container view is a plain view (`IBViewAttributes.viewSupport`) holding the controller its
    /// embed segue names.
    static let support: [IBSupport] = [IBSupport("containerView", .imported, view: true)]
}
