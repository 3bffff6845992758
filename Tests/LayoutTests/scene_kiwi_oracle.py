#!/usr/bin/env python3
"""Scene-level differential oracle: lays out the scenes that SceneDifferentialTests.swift
generates with kiwisolver, from UIKit's rules as Apple and others state them, and answers
with each view's frame in its superview. It shares no code with scenec: the model below is
derived from those rules alone, so that a wrong rule in scenec shows up as a disagreement.

usage: scene_kiwi_oracle.py < scenes.json > frames.json

Input (JSON on standard input): {"scenes": [scene, ...]}, each scene
  {"width": W, "height": H, "safeArea": [top, left, bottom, right],
   "views": [{"id": str, "parent": index or null (the root, always first),
              "margins": [top, left, bottom, right],
              "frame": [x, y, width, height] or null (null: constraints place the view),
              "scroll": null or {"offset": [x, y], "contentSize": [w, h] or null}}, ...],
   "constraints": [{"first": anchor, "relation": "==" | "<=" | ">=",
                    "second": anchor or null, "multiplier": m, "constant": c,
                    "priority": 1...1000}, ...]}
  (a key whose value would be null may be left out)
  anchor = {"item": view index, "guide": "view" | "margins" | "safeArea" | "content" | "frame",
            "attribute": "left" | "leading" | "right" | "trailing" | "centerX" | "width"
                         | "top" | "bottom" | "centerY" | "height"}
Output: {"results": [{"frames": [[x, y, w, h], ...], "unique": [bool, ...],
                      "contentSizes": [[w, h] or null, ...], "contentUnique": [bool, ...],
                      "error": message or null}, ...]}
  frames are in each view's superview's coordinates (the root's is its own frame).

The rules, each from a public statement of UIKit's behaviour:

- A constraint is the linear equation (or inequality)
  item1.attribute1 = multiplier x item2.attribute2 + constant
  (NSLayoutConstraint, https://developer.apple.com/documentation/uikit/nslayoutconstraint).
- A position attribute has no meaning until a coordinate system is chosen; with a multiplier
  other than 1 the choice shows. UIKit evaluates both sides in the coordinate system of the
  two items' closest common ancestor: the second item's attribute is converted into that
  ancestor's coordinates, multiplied, offset, and the result converted back for the first
  item, as measured in Xcode and written up in the answer to "Autolayout - When using
  NSLayoutAttributeCenterX what scale does the multiplier use?"
  (https://daily-blog.netlify.app/questions/2165322/index.html). A view counts as its own
  ancestor, so a constraint between a view and its superview is evaluated in the superview.
  Sizes (width, height) are lengths and need no coordinate system.
- A view's coordinate system is its bounds: a frame is in the superview's bounds
  coordinates, and a bounds origin (a scroll view's contentOffset is its bounds origin,
  https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset) shifts the
  superview's coordinate system against the frames of its subviews.
- A layout guide is a rectangle in its owning view's coordinate system
  (https://developer.apple.com/documentation/uikit/uilayoutguide/layoutframe); for the
  common-ancestor rule it stands for that view.
  * layoutMarginsGuide: the view's bounds inset by its layoutMargins
    (https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide);
  * safeAreaLayoutGuide of the root view: the window's bounds inset by the safe-area insets;
  * a scroll view's contentLayoutGuide: "the untranslated content rectangle", which starts
    at (0, 0) of the scroll view's bounds coordinates and is contentSize large; when no
    contentSize is given, constraints on the guide decide it
    (https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide);
  * frameLayoutGuide: "the untransformed frame rectangle of the scroll view"
    (https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide).
- A view that keeps translatesAutoresizingMaskIntoConstraints keeps its frame: required
  constraints hold it in its superview's coordinates.
- Priorities are hierarchical: every constraint of a higher priority is satisfied as well as
  it can be before a lower one is considered (Auto Layout Guide, "Constraint Priorities").

The model: four kiwi variables per view, its frame's origin and size in the window's (root
view's) coordinates, where every coordinate system above is a translation of the window's.
Each attribute is computed in window coordinates and then moved into the common ancestor's
coordinates by subtracting where that ancestor's bounds origin lies in the window.

Priorities: kiwi adds weighted errors instead. The scene's distinct optional priorities (at
most three) are ranked and weighted 1, 1e4 and 1e8. The generated scenes are decided at the
higher priorities alone, and leave at most four constraints of the lowest priority to give way,
with multipliers of at most 3: no gain among those can pay for an error of a higher priority
10,000 times heavier, so the weighted optimum is the hierarchical one.

Uniqueness: after solving, each variable is pulled one point up and one point down by a
constraint of strength 1e-3, weaker than every priority (kiwi_oracle.is_unique); if it moves
in neither direction its value is the only optimum.
"""
import json
import os
import sys

# The solver-level oracle's kiwi set-up: the same exit status 3 without kiwisolver, the same
# weights and the same uniqueness probe.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "CassowaryTests"))
from kiwi_oracle import WEIGHTS, is_unique, kiwi  # noqa: E402

HORIZONTAL = {"left", "leading", "right", "trailing", "centerX", "width"}
SIZES = {"width", "height"}


class Rect:
    """A rectangle in window coordinates; each field a number or a kiwi expression."""

    def __init__(self, x, y, w, h):
        self.x, self.y, self.w, self.h = x, y, w, h

    def inset(self, top, left, bottom, right):
        return Rect(self.x + left, self.y + top, self.w - left - right, self.h - top - bottom)

    def attribute(self, name):
        if name in ("left", "leading"):
            return self.x
        if name in ("right", "trailing"):
            return self.x + self.w
        if name == "centerX":
            return self.x + 0.5 * self.w
        if name == "width":
            return self.w
        if name == "top":
            return self.y
        if name == "bottom":
            return self.y + self.h
        if name == "centerY":
            return self.y + 0.5 * self.h
        if name == "height":
            return self.h
        raise SystemExit("unknown attribute " + name)


class SceneModel:
    def __init__(self, scene):
        self.scene = scene
        self.views = scene["views"]
        self.frames = []
        for index, view in enumerate(self.views):
            name = view["id"] or "root"
            self.frames.append(Rect(*(kiwi.Variable("%s.%s" % (name, part)) for part in ("x", "y", "w", "h"))))
        self.content = {}
        for index, view in enumerate(self.views):
            if view.get("scroll") is not None:
                self.content[index] = (kiwi.Variable(view["id"] + ".contentWidth"),
                                       kiwi.Variable(view["id"] + ".contentHeight"))

    def parent(self, index):
        return self.views[index].get("parent")

    def bounds_origin(self, index):
        scroll = self.views[index].get("scroll")
        return scroll["offset"] if scroll is not None else [0.0, 0.0]

    def space_origin(self, index):
        """Where (0, 0) of a view's bounds coordinates lies in the window."""
        frame = self.frames[index]
        bx, by = self.bounds_origin(index)
        return frame.x - bx, frame.y - by

    def guide_rect(self, anchor):
        item, guide = anchor["item"], anchor["guide"]
        if guide == "view" or guide == "frame":
            return self.frames[item]
        if guide == "margins":
            return self.frames[item].inset(*self.views[item]["margins"])
        if guide == "safeArea":
            return Rect(0.0, 0.0, self.scene["width"], self.scene["height"]).inset(*self.scene["safeArea"])
        if guide == "content":
            ox, oy = self.space_origin(item)
            cw, ch = self.content[item]
            return Rect(ox, oy, cw, ch)
        raise SystemExit("unknown guide " + guide)

    def owner(self, anchor):
        return 0 if anchor["guide"] == "safeArea" else anchor["item"]

    def ancestors(self, index):
        chain = [index]
        while self.parent(chain[-1]) is not None:
            chain.append(self.parent(chain[-1]))
        return chain

    def common_ancestor(self, a, b):
        above_a = set(self.ancestors(a))
        for candidate in self.ancestors(b):
            if candidate in above_a:
                return candidate
        raise SystemExit("views without a common ancestor")

    def side(self, anchor, space):
        """An anchor's attribute; a position is given in `space`'s coordinates."""
        name = anchor["attribute"]
        value = self.guide_rect(anchor).attribute(name)
        if name in SIZES:
            return value
        ox, oy = self.space_origin(space)
        return value - (ox if name in HORIZONTAL else oy)

    def constraints(self, strengths):
        out = []
        root = self.frames[0]
        out += [root.x == 0, root.y == 0, root.w == self.scene["width"], root.h == self.scene["height"]]
        for index, view in enumerate(self.views):
            if index != 0 and view.get("frame") is not None:
                ox, oy = self.space_origin(view.get("parent"))
                x, y, w, h = view.get("frame")
                f = self.frames[index]
                out += [f.x == ox + x, f.y == oy + y, f.w == w, f.h == h]
            scroll = view.get("scroll")
            if scroll is not None and scroll.get("contentSize") is not None:
                cw, ch = self.content[index]
                out += [cw == scroll.get("contentSize")[0], ch == scroll.get("contentSize")[1]]
        for c in self.scene["constraints"]:
            first, second = c["first"], c.get("second")
            space = self.owner(first) if second is None else self.common_ancestor(self.owner(first), self.owner(second))
            lhs = self.side(first, space)
            rhs = c["constant"]
            if second is not None:
                rhs = c["multiplier"] * self.side(second, space) + c["constant"]
            if c["relation"] == "==":
                made = lhs == rhs
            elif c["relation"] == "<=":
                made = lhs <= rhs
            else:
                made = lhs >= rhs
            out.append(made | strengths[c["priority"]])
        return out

    def frame_in_superview(self, index):
        f = self.frames[index]
        values = [f.x.value(), f.y.value(), f.w.value(), f.h.value()]
        parent = self.parent(index)
        if parent is not None:
            p = self.frames[parent]
            bx, by = self.bounds_origin(parent)
            values[0] -= p.x.value() - bx
            values[1] -= p.y.value() - by
        return values


def strength_map(constraints):
    levels = sorted({c["priority"] for c in constraints if c["priority"] < 1000})
    if len(levels) > len(WEIGHTS):
        raise SystemExit("a scene has more than three optional priorities")
    table = {p: WEIGHTS[i] for i, p in enumerate(levels)}
    table[1000] = kiwi.strength.required
    return table


def solve(scene):
    model = SceneModel(scene)
    solver = kiwi.Solver()
    try:
        for constraint in model.constraints(strength_map(scene["constraints"])):
            solver.addConstraint(constraint)
    except kiwi.UnsatisfiableConstraint as error:
        return {"error": "unsatisfiable: %s" % error}
    solver.updateVariables()
    frames = [model.frame_in_superview(i) for i in range(len(model.views))]
    content = [None] * len(model.views)
    for index in sorted(model.content):
        cw, ch = model.content[index]
        content[index] = [cw.value(), ch.value()]
    def unique(variables):
        solver.updateVariables()
        return all(is_unique(solver, v, v.value()) for v in variables)

    flags = [unique((f.x, f.y, f.w, f.h)) for f in model.frames]
    content_flags = [index in model.content and unique(model.content[index]) for index in range(len(model.views))]
    return {"frames": frames, "unique": flags, "contentSizes": content, "contentUnique": content_flags, "error": None}


def main():
    data = json.load(sys.stdin)
    json.dump({"results": [solve(scene) for scene in data["scenes"]]}, sys.stdout)


if __name__ == "__main__":
    main()
