#!/usr/bin/env python3
"""Differential-test oracle: solves the systems written by DifferentialTests.swift
with kiwisolver and writes their values back.

usage: kiwi_oracle.py INPUT.json OUTPUT.json

Input:  {"systems": [{"vars": [names], "ops": [op, ...]}, ...]}
  op = {"op": "add", "id": n, "terms": [[var, coef], ...], "constant": c,
        "rel": "==" | "<=" | ">=", "priority": 1..1000}
     | {"op": "remove", "id": n}
     | {"op": "edit", "var": i, "priority": 1..999}
     | {"op": "suggest", "var": i, "value": x}
Output: {"results": [{"values": [...], "unique": [...], "failed": [ids]}, ...]}

Apple priorities -> kiwi strengths: the distinct optional priorities of one
system (at most three) are ranked and mapped to 1, 1e4, 1e8 (required stays
kiwi's required). The generator keeps coefficients in {0.5, 1, 2} and fewer
than 40 optional constraints per level, so under these weights no amount of
lower-level gain pays for a unit of higher-level violation: kiwi's weighted sum
then has the same optimum as Auto Layout's hierarchical rule.

Uniqueness: after solving, each variable v is pulled by a very weak
(strength 1e-3, below every mapped level) constraint v == value+1, then
v == value-1. If v moves in neither direction its optimal value is unique and
the Swift solver must match it; otherwise it is reported as not unique.
"""
import json
import sys

try:
    import kiwisolver as kiwi
except ImportError:
    print("kiwisolver missing: pip install kiwisolver", file=sys.stderr)
    sys.exit(3)

WEIGHTS = [1.0, 1.0e4, 1.0e8]
PROBE_STRENGTH = 1.0e-3
MOVE_TOLERANCE = 1.0e-7


def strength_map(ops):
    prios = sorted({op["priority"] for op in ops
                    if op["op"] in ("add", "edit") and op["priority"] < 1000})
    if len(prios) > len(WEIGHTS):
        raise SystemExit("generator produced more than three optional priorities")
    table = {p: WEIGHTS[i] for i, p in enumerate(prios)}
    table[1000] = kiwi.strength.required
    return table


def make_constraint(op, variables, strengths):
    expr = op["constant"]
    for index, coef in op["terms"]:
        expr = expr + coef * variables[index]
    rel = op["rel"]
    if rel == "==":
        c = expr == 0
    elif rel == "<=":
        c = expr <= 0
    else:
        c = expr >= 0
    return c | strengths[op["priority"]]


def apply(solver, op, variables, strengths, constraints):
    kind = op["op"]
    if kind == "add":
        c = make_constraint(op, variables, strengths)
        solver.addConstraint(c)
        constraints[op["id"]] = c
    elif kind == "remove":
        solver.removeConstraint(constraints.pop(op["id"]))
    elif kind == "edit":
        solver.addEditVariable(variables[op["var"]], strengths[op["priority"]])
    elif kind == "suggest":
        solver.suggestValue(variables[op["var"]], op["value"])
    else:
        raise SystemExit("unknown op " + kind)


def is_unique(solver, variable, value):
    """Whether `value` is the variable's only optimum: a probe weaker than every priority
    pulls it one point up, then one down, and it moves in neither direction."""
    for delta in (1.0, -1.0):
        probe = (variable == value + delta) | PROBE_STRENGTH
        solver.addConstraint(probe)
        solver.updateVariables()
        moved = abs(variable.value() - value) > MOVE_TOLERANCE
        solver.removeConstraint(probe)
        if moved:
            return False
    return True


def solve(system):
    """Replays the ops. kiwi does not roll back a failed add (its artificial
    phase leaves the tableau changed), so after an UnsatisfiableConstraint the
    solver is rebuilt from the ops that succeeded: the state the caller expects."""
    variables = [kiwi.Variable(name) for name in system["vars"]]
    strengths = strength_map(system["ops"])
    solver = kiwi.Solver()
    constraints = {}
    applied = []
    failed = []
    for op in system["ops"]:
        try:
            apply(solver, op, variables, strengths, constraints)
            applied.append(op)
        except kiwi.UnsatisfiableConstraint:
            failed.append(op["id"])
            solver = kiwi.Solver()
            constraints = {}
            for done in applied:
                apply(solver, done, variables, strengths, constraints)
    solver.updateVariables()
    values = [v.value() for v in variables]
    unique = [is_unique(solver, v, value) for v, value in zip(variables, values)]
    solver.updateVariables()
    return {"values": values, "unique": unique, "failed": failed}


def main():
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    with open(sys.argv[1]) as f:
        data = json.load(f)
    results = [solve(system) for system in data["systems"]]
    with open(sys.argv[2], "w") as f:
        json.dump({"results": results}, f)


if __name__ == "__main__":
    main()
