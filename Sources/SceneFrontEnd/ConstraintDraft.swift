/// A `<constraint>` element's attributes while the front end reads them.
struct ConstraintDraft {
    var identifier: String?
}
