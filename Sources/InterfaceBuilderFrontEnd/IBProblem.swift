/// Something in an Interface Builder document scenec reads differently or not at all: each a
/// warning, and compiling goes on with the nearest thing scenec models.
enum IBProblem: Error, Hashable {
    case unknownColor(String)
    case namedColorMissing(String)
    case unsupportedClass(String)
    case unsupportedConstraintItem(String)
    case unsupportedAttribute(String)
    case assetImage(String)
    /// A named font the machine does not have, and the system font's weight drawn instead.
    case namedFont(String, standIn: String)
    case runtimeAttributeNotApplied(String)
    case customClass(String, drawnAs: String)

    /// The warning's text.
    var message: String {
        switch self {
        case .unknownColor(let c): "colour '\(c)' is not one scenec knows; left unset"
        case .namedColorMissing(let n): "named colour '\(n)' is not in the document's resources; left unset"
        case .unsupportedClass(let c): "'\(c)' is not modelled yet; drawn as a placeholder at the size Interface Builder stored"
        case .unsupportedConstraintItem(let i): "a constraint refers to '\(i)', which scenec does not model yet; the constraint is left out"
        case .unsupportedAttribute(let a): "'\(a)' is not modelled yet and is ignored"
        case .namedFont(let f, let weight): "font '\(f)' is not installed; drawn with the system font, \(weight)"
        case .runtimeAttributeNotApplied(let p): "runtime attribute '\(p)' gives a UIColor where Core Animation takes a CGColor, so the colour does not reach the layer; left unset"
        case .customClass(let c, let kind): "custom class '\(c)' is drawn as its UIKit superclass '\(kind)'; what its own code draws is not in the document"
        case .assetImage(let n): "image '\(n)' comes from an asset catalog, which scenec does not read yet; drawn as a placeholder"
        }
    }
}
