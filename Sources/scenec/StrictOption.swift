import ArgumentParser

/// `--strict`, which means the same in every command that lays a scene out: a constraint that
/// has to be broken (unsatisfiable constraints) is an error, so the scene fails as it would
/// fail to compile. Other warnings (an ambiguous layout) stay warnings.
struct StrictOption: ParsableArguments {
    @Flag(help: "Treat a constraint that has to be broken (unsatisfiable constraints) as an error: the scene writes, prints and answers nothing, and scenec exits 1.")
    var strict = false
}
