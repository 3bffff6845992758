import SceneModel

/// An Interface Builder `<constraint>` as a scene constraint's text: the first item, when left
/// out, is the view whose `<constraints>` hold it; `*Margin` attributes are the item's layout
/// margins guide; `baseline` is the last baseline; a multiplier may be a ratio (`16:9`).
struct IBConstraint {
    /// The scene names of the document's items: views by id, and the guides scenec models.
    let names: [String: IBItem]
    /// Each view's innermost scroll view ancestor, by scene name: constraints between a scroll
    /// view's edges and a view inside it attach to its content, as UIKit's do.
    let scrollParent: [String: String]

    /// What a document's id stands for in a scene constraint.
    enum IBItem {
        /// A view, by its scene name (`root` for the root view).
        case view(String)
        /// The root view's safe area (`safeArea`), or the pre-iOS 11 top or bottom layout guide,
        /// whose edge toward the content is the safe area's.
        case safeArea, topLayoutGuide, bottomLayoutGuide
        /// A scroll view's content or frame layout guide: `name.contentLayoutGuide`.
        case guide(String)
        /// One edge of a view, whatever the attribute (an embedded controller's top layout
        /// guide is a zero-height guide whose bottom is its view's top).
        case edge(String, String)
    }

    /// The constraint's text, or nil with what it refers to that scenec does not model.
    func text(_ c: IBElement, owner: String) -> Result<String, IBProblem> {
        guard let firstAttribute = c["firstAttribute"] else { return .failure(.unsupportedAttribute("constraint without firstAttribute")) }
        let firstItem = c["firstItem"].map { names[$0] } ?? .view(owner)
        let secondItem = c["secondItem"].flatMap { names[$0] }
        let first: String
        switch anchor(content(firstItem, firstAttribute, beside: secondItem), firstAttribute, id: c["firstItem"]) {
        case .success(let a): first = a
        case .failure(let p): return .failure(p)
        }
        let relation = ["greaterThanOrEqual": ">=", "lessThanOrEqual": "<="][c["relation"] ?? ""] ?? "=="
        // A constant or priority that is no number IB writes goes through as written, for the
        // constraint's parser to refuse at the constraint, as it would in a scene file.
        let constant = IBNumber.text(c["constant"]) ?? "0"
        var text = "\(first) \(relation) "
        if let secondID = c["secondItem"], let secondAttribute = c["secondAttribute"] {
            switch anchor(content(names[secondID], secondAttribute, beside: firstItem), secondAttribute, id: secondID) {
            case .success(let second):
                guard let m = multiplier(c["multiplier"]) else { return .failure(.invalidMultiplier(c["multiplier"] ?? "")) }
                text += (m == 1 ? "" : "\(number(m)) * ") + second
                if constant != "0" { text += constant.hasPrefix("-") ? " - \(constant.dropFirst())" : " + \(constant)" }
            case .failure(let p): return .failure(p)
            }
        } else {
            text += constant
        }
        if let written = c["priority"] {
            guard let priority = IBNumber.text(written) else { return .failure(.invalidPriority(written)) }
            if priority != "1000" { text += " @\(priority)" }
        }
        return .success(text)
    }

    /// A scroll view's content layout guide in place of the scroll view itself, where UIKit
    /// attaches the constraint to the content: "Constraints between the edges or margins of the
    /// scroll view and its content attach to the scroll view's content area. Constraints between
    /// the height, width, or centers attach to the scroll view's frame"
    /// (https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPIG/WorkingwithScrollViews.html).
    private func content(_ item: IBItem?, _ attribute: String, beside other: IBItem?) -> IBItem? {
        guard case .view(let scroll)? = item, case .view(let inside)? = other,
              ["left", "right", "top", "bottom", "leading", "trailing"].contains(attribute) else { return item }
        var ancestor = scrollParent[inside]
        while let a = ancestor {
            if a == scroll { return .guide(scroll + ".contentLayoutGuide") }
            ancestor = scrollParent[a]
        }
        return item
    }

    private func anchor(_ item: IBItem?, _ attribute: String, id: String?) -> Result<String, IBProblem> {
        let (base, margins) = attribute.hasSuffix("Margin") ? (String(attribute.dropLast(6)), true)
            : attribute.hasSuffix("WithinMargins") ? (String(attribute.dropLast(13)), true) : (attribute, false)
        let name = base == "baseline" ? "lastBaseline" : base
        guard LayoutConstraint.Attribute(rawValue: name) != nil else { return .failure(.unsupportedAttribute("constraint attribute " + attribute)) }
        switch item {
        case .view(let view)?: return .success(margins ? (view == "root" ? "margins" : view + ".margins") + ".\(name)" : "\(view).\(name)")
        case .safeArea?: return .success("safeArea.\(name)")
        case .topLayoutGuide?: return .success("safeArea.top")
        case .bottomLayoutGuide?: return .success("safeArea.bottom")
        case .guide(let guide)?: return .success("\(guide).\(name)")
        case .edge(let view, let edge)?: return .success("\(view).\(edge)")
        case nil: return .failure(.unsupportedConstraintItem(id ?? "?"))
        }
    }

    /// `0.5`, `16:9` or `21/15`; 1 when absent; nil when it is no finite number of at most a
    /// million (`1:0`, `NaN`, `1e300`), which no layout means.
    private func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "/" }).map { IBNumber.value(String($0)) }
        let value: Double?
        switch (parts.count, parts.first ?? nil, parts.last ?? nil) {
        case (1, let v, _): value = v
        case (2, let a?, let b?) where b != 0: value = a / b
        default: value = nil
        }
        guard let value, value.isFinite, abs(value) <= 1_000_000 else { return nil }
        return value
    }

    private func number(_ v: Double) -> String { IBNumber.text(v) }
}

extension IBConstraint {
    /// Constraints, by their items, attributes, relation, multiplier, constant and priority.
    static let support: [IBSupport] = [
        IBSupport("constraints", .imported),
        IBSupport("constraint", .imported, attributes: [
            "constant": .imported, "firstAttribute": .imported, "firstItem": .imported, "multiplier": .imported, "placeholder": .imported,
            "priority": .imported, "relation": .imported, "secondAttribute": .imported, "secondItem": .imported, "symbolic": .noEffect,
        ]),
    ]
}
