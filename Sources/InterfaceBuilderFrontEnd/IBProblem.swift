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
    case assetCatalogTooLarge(Int)
    case invalidMultiplier(String)
    case unmodelledAttribute(String, of: String)
    case unmodelledElement(String, in: String)
    case invalidPriority(String)

    /// The warning's text.
    var message: String {
        switch self {
        case .unknownColor(let c): "colour '\(c)' is not one scenec knows; left unset"
        case .namedColorMissing(let n): "named colour '\(n)' is in neither the document's resources nor an asset catalog searched (--assets DIR); left unset"
        case .unsupportedClass(let c): "'\(c)' is not modelled yet; drawn as a placeholder at the size Interface Builder stored"
        case .unsupportedConstraintItem(let i): "a constraint refers to '\(i)', which scenec does not model yet; the constraint is left out"
        case .unsupportedAttribute(let a): "'\(a)' is not modelled yet and is ignored"
        case .namedFont(let f, let weight): "font '\(f)' is not installed; drawn with the system font, \(weight)"
        case .runtimeAttributeNotApplied(let p): "runtime attribute '\(p)' gives a UIColor where Core Animation takes a CGColor, so the colour does not reach the layer; left unset"
        case .customClass(let c, let kind): "custom class '\(c)' is drawn as its UIKit superclass '\(kind)'; what its own code draws is not in the document"
        case .unmodelledAttribute(let a, let element): "attribute '\(a)' of <\(element)> is not modelled yet and is ignored"
        case .unmodelledElement(let child, let element): "<\(child)> in <\(element)> is not modelled yet and is ignored"
        case .invalidMultiplier(let m): "multiplier '\(m)' is not a finite number of at most 1,000,000; the constraint is left out"
        case .invalidPriority(let p): "priority '\(p)' is not a number; the constraint is left out"
        case .assetImage(let n): "image '\(n)' is in no asset catalog searched (--assets DIR), or has no PNG, JPEG, GIF or WebP file for an iPhone; drawn as a placeholder the size the document gives"
        case .assetCatalogTooLarge(let n): "the asset catalogs hold more than \(n) files and folders; the rest are not searched"
        }
    }
}
