import SceneModel

/// The views text fields name as their `leftView` and `rightView`, matched as the builder reads
/// each field's children.
///
/// A field's overlay view is its own subview in UIKit, so the scene writes it directly inside
/// the `<textField>` and names it by id, as a cell names its `accessoryView`. The names are
/// scoped (a component's ids are prefixed) on the field's payload, so layout finds the views by
/// their ids. A view whose mode hides it in a still scene is made hidden: UIKit takes it out of
/// the field, and a hidden view neither draws nor takes touches, while its id still resolves.
/// The work is one dictionary lookup per view read inside a named field.
struct TextFieldOverlayNames {
    /// One name a field gave, and whether a view inside the field had it.
    private struct Given {
        var field: Int
        var attribute: AttributeName
        var name: String
        var location: SourceLocation
        var found = false
    }

    /// Every name given, in document order, for reporting those never found.
    private var given: [Given] = []
    /// By field node, the indices in `given` of its names (looked up, never iterated).
    private var byField: [Int: [Int]] = [:]

    /// A `<textField>`'s draft before it is finished: its names scoped like the ids they name
    /// and kept for its children; the error when both name one view.
    mutating func add(_ node: inout NodeDraft, index: Int, scope: String) -> Diagnostic? {
        guard case .textField(var field) = node.content, field.leftView != nil || field.rightView != nil else { return nil }
        field.leftView = field.leftView.map { scope + $0 }
        field.rightView = field.rightView.map { scope + $0 }
        node.content = .textField(field)
        if let left = field.leftView, left == field.rightView {
            return .error(.overlayViewUsedTwice(left), at: node.location(of: .rightView))
        }
        for (attribute, name) in [(AttributeName.leftView, field.leftView), (.rightView, field.rightView)] {
            guard let name else { continue }
            byField[index, default: []].append(given.count)
            given.append(Given(field: index, attribute: attribute, name: name, location: node.location(of: attribute)))
        }
        return nil
    }

    /// A view's draft read directly inside `parent`: when a field there names it, marked found
    /// and hidden if its mode hides it in a still scene (`field`, the parent's payload).
    mutating func settle(_ node: inout NodeDraft, parent: Int, field: @autoclosure () -> TextFieldProperties?) {
        // Most views lie in no field that names a view: they pay one lookup, and no copy of the
        // parent's payload.
        guard node.kind.isView, let id = node.id, let entries = byField[parent], let field = field() else { return }
        for entry in entries where given[entry].name == id {
            given[entry].found = true
            let shows = given[entry].attribute == .leftView ? field.showsLeftView : field.showsRightView
            if !shows { node.isHidden = true }
        }
    }

    /// An error for each name no view inside its field had; `ids` tells a name some other view
    /// has (an ancestor of the field, a sibling) from one no view has.
    func unfound(ids: [String: Int]) -> [Diagnostic] {
        given.filter { !$0.found }.map { entry in
            .error(.unknownOverlayView(entry.attribute.rawValue, entry.name, elsewhere: ids[entry.name] != nil), at: entry.location)
        }
    }
}
