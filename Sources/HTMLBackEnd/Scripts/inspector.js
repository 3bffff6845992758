(() => {
  "use strict";
  const scene = document.querySelector(".scene"), panel = document.getElementById("scenec-inspector");
  const data = document.getElementById("scenec-inspector-data");
  if (!scene || !panel || !data) return;
  const nodes = JSON.parse(data.textContent).nodes;
  const hover = document.getElementById("scenec-hover"), touch = document.getElementById("scenec-touch");
  const button = document.getElementById("scenec-explode");
  let hovered = null, touched = null, exploded = false, scrolled = [];
  const sheet = document.styleSheets[0];
  sheet.insertRule(".scene[data-exploded] .paint [data-node],.scene[data-exploded] .paint [data-layer]{translate:0 0 30px}", sheet.cssRules.length);

  const make = (tag, text, className) => {
    const e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (className) e.className = className;
    return e;
  };
  const box = n => scene.querySelector('.paint [data-node="' + n + '"],.paint [data-layer="' + n + '"]');
  // Outlines go on through an attribute the style sheet matches, so that taking one off
  // leaves the box's markup exactly as printed.
  const mark = (n, word, on) => {
    const b = n === null ? null : box(n);
    if (!b) return;
    const words = (b.getAttribute("data-inspect") || "").split(" ").filter(w => w && w !== word);
    if (on) words.push(word);
    if (words.length) b.setAttribute("data-inspect", words.join(" ")); else b.removeAttribute("data-inspect");
  };
  const describe = n => {
    const v = nodes[n], out = [make("p", v.name, "name")];
    out.push(make("p", [v.class, v.id === null ? "" : "id " + v.id, "at " + v.place].filter(Boolean).join(" \u00b7 ")));
    out.push(make("p", "frame " + v.frame));
    if (!v.placedBy.length) { out.push(make("p", "placed by nothing but defaults")); return out; }
    out.push(make("p", "placed by"));
    const list = make("ul");
    for (const s of v.placedBy) {
      const li = make("li");
      li.append(make("code", s.text), " ", make("span", (s.identifier === null ? "" : s.identifier + " ") + "@" + s.place, "place"));
      list.append(li);
    }
    out.push(list);
    return out;
  };

  // Hover names the frontmost painted view under the pointer, whether or not it takes
  // touches: the paint layer's view boxes take pointer events only while this asks, and the
  // hit layer's boxes above them are passed over.
  const paint = scene.querySelector(".paint");
  const probe = (x, y) => {
    paint.setAttribute("data-probe", "");
    const b = document.elementsFromPoint(x, y).find(e => e.matches(".paint [data-node]"));
    paint.removeAttribute("data-probe");
    return b ? Number(b.getAttribute("data-node")) : null;
  };
  const showHover = n => {
    if (n === hovered) return;
    mark(hovered, "hover", false);
    hovered = n;
    mark(n, "hover", true);
    hover.setAttribute("data-shows", n === null ? "" : String(n));
    hover.replaceChildren(...(n === null ? [make("p", "Hover a view to see what placed it.")] : describe(n)));
  };
  // A click asks the hit layer, which answers as UIKit's hitTest does.
  const showTouch = (x, y) => {
    const e = document.elementFromPoint(x, y);
    const region = e && e.closest(".hit [data-node]");
    const n = region ? Number(region.getAttribute("data-node")) : null;
    mark(touched, "touch", false);
    touched = n;
    mark(n, "touch", true);
    const chain = [];
    for (let i = n; i !== null; i = nodes[i].parent) chain.push(nodes[i].name);
    const r = scene.getBoundingClientRect(), round = v => String(Math.round(v * 100) / 100);
    touch.setAttribute("data-shows", n === null ? "none" : String(n));
    const list = make("ol", undefined, "chain");
    for (const name of chain) list.append(make("li", name));
    touch.replaceChildren(make("p", "touch at (" + round(x - r.left) + ", " + round(y - r.top) + ") goes to"),
                          chain.length ? list : make("p", "none", "chain"));
  };
  // Exploded: every box is lifted off its parent (the style sheet's rules under
  // data-exploded), shown unclipped and opaque, since clipping and opacity would flatten it.
  // A scroller stops scrolling when unclipped, so its content is moved by its offset instead,
  // and the offset is put back after.
  const explode = on => {
    if (on === exploded) return;
    exploded = on;
    if (on) {
      scrolled = [];
      for (const s of scene.querySelectorAll(".paint [data-scroller]")) {
        const extent = s.firstElementChild;
        scrolled.push([s, s.scrollLeft, s.scrollTop, extent, extent.getAttribute("style")]);
        extent.style.transform = "translate(" + -s.scrollLeft + "px," + -s.scrollTop + "px)";
      }
      scene.setAttribute("data-exploded", "");
    } else {
      scene.removeAttribute("data-exploded");
      for (const [s, x, y, extent, style] of scrolled) {
        extent.setAttribute("style", style);
        s.scrollLeft = x;
        s.scrollTop = y;
      }
      scrolled = [];
    }
    button.setAttribute("aria-pressed", String(on));
  };

  // Over the panel, the hovered view stays described, so that the panel can be read.
  document.addEventListener("mousemove", e => { if (!panel.contains(e.target)) showHover(probe(e.clientX, e.clientY)); });
  document.documentElement.addEventListener("mouseleave", () => showHover(null));
  document.addEventListener("click", e => {
    if (panel.contains(e.target)) return;
    if (!exploded) { showTouch(e.clientX, e.clientY); return; }
    touch.setAttribute("data-shows", "");
    touch.replaceChildren(make("p", "Touches are answered in the flat view: press 3."));
  });
  button.addEventListener("click", () => explode(!exploded));
  document.addEventListener("keydown", e => {
    if (e.key === "3" && !e.ctrlKey && !e.metaKey && !e.altKey) explode(!exploded);
  });
  panel.setAttribute("data-ready", "");
})();
