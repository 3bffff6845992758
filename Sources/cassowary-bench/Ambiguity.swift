import Cassowary

/// ambiguity: the chain of ``buildChain(_:_:)`` where every 100th view keeps only its minimum
/// width (its `width == 50 @750` is left out), so that view's width and every later view's
/// left are undetermined. Times ``Solver/undeterminedVariables(among:)`` over all four
/// variables of every view, after the solve; the checksum is the number found undetermined.
func measureAmbiguity(_ n: Int) throws -> Result {
    let solver = Solver()
    var views: [View] = []
    views.reserveCapacity(n)
    for i in 0..<n {
        let v = View(i)
        try solver.add(views.last.map { v.left == $0.right + 8 } ?? (v.left == 0))
        try solver.add(v.width >= 20)
        if i % 100 != 50 { try solver.add((v.width == 50).priority(750)) }
        try solver.add(v.top == 0)
        try solver.add(v.height == 44)
        views.append(v)
    }
    try solver.updateVariables()
    let variables = views.flatMap { [$0.left, $0.width, $0.top, $0.height] }
    var undetermined: [Bool] = []
    let elapsed = ContinuousClock().measure {
        undetermined = solver.undeterminedVariables(among: variables)
    }
    return Result(name: "ambiguity", views: n, seconds: seconds(elapsed), checksum: Double(undetermined.filter { $0 }.count))
}
