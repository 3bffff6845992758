// Filled in by the solver work (issue 4).
