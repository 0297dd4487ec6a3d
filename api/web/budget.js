// The corrected latency budget as a chart, next to what the explanation said about each component.
// "What the explanation said" is read off the report's claims only: the claims about each component (quoted,
// with their verdicts) and whether the text named it as the cause or as negligible. No figure is made up: a
// component the text is silent on says so.
import {COMPONENTS, h, percent, seconds, verdict, words} from "./fmt.js";

const COLORS = {decode: "#1d4ed8", network: "#b91c1c", connection: "#6d28d9", prefill: "#0f766e",
                tokenizer: "#a16207"};

/** For each budget component: the claims about it, and the stance the text takes (blamed / negligible). */
export function attributed(report) {
  const out = {};
  for (const comp of report.budget.components) out[comp.name] = {claims: [], stances: new Set()};
  for (const c of report.claims) {
    const subjects = c.subjects.length ? c.subjects : [c.subject];
    for (const s of new Set(subjects)) {
      if (!out[s]) continue;
      out[s].claims.push(c);
      if (c.predicate === "dominant") out[s].stances.add(c.negated ? "not the cause" : "named as the cause");
      if (c.predicate === "fast") out[s].stances.add(c.negated ? "said not to be fast" : "called negligible");
    }
  }
  return out;
}

function stackedBar(components) {
  const W = 600, H = 44;
  let x = 0;
  const parts = components.map((c) => {
    const w = c.share * W;
    const g = h("g", {}, h("rect", {x: x.toFixed(2), y: 0, width: Math.max(w, c.share > 0 ? 1 : 0).toFixed(2),
                                     height: H, fill: COLORS[c.name] || "#444", "data-component": c.name}),
      w > 170 ? h("text", {x: (x + 10).toFixed(2), y: 28, fill: "#fff", "font-size": 16, "font-weight": 600},
                  `${c.name} ${percent(c.share)}`) : null);
    x += w;
    return g;
  });
  const label = "Share of the corrected wall clock: " +
    components.map((c) => `${c.name} ${percent(c.share)}`).join(", ");
  return h("svg", {class: "stacked", viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": label},
    h("title", {}, label), parts);
}

function label(name) {
  const [short, long] = COMPONENTS[name] || [name, ""];
  return [short, long ? h("span", {class: "long"}, ` (${long})`) : null];
}

function rowBar(share, name) {
  return h("svg", {class: "bar", viewBox: "0 0 100 10", preserveAspectRatio: "none", "aria-hidden": "true"},
    h("rect", {x: 0, y: 0, width: 100, height: 10, fill: "#e5e7eb"}),
    h("rect", {x: 0, y: 0, width: Math.max(share * 100, share > 0 ? 0.4 : 0).toFixed(3), height: 10,
               fill: COLORS[name] || "#444"}));
}

function said(entry) {
  if (!entry.claims.length) return h("span", {class: "not-stated"}, "not stated");
  return h("div", {},
    [...entry.stances].map((s) => h("span", {class: `stance ${s === "named as the cause" ? "blamed" : "other"}`}, s)),
    h("ul", {class: "quotes"}, entry.claims.map((c) => h("li", {}, h("q", {}, c.text), " ", verdict(c.verdict)))));
}

export function renderBudget(el, report) {
  const b = report.budget;
  const comps = b.components;
  const att = attributed(report);
  const top = comps.reduce((a, c) => (c.share > a.share ? c : a), comps[0]);
  const blamed = comps.filter((c) => att[c.name].stances.has("named as the cause"));
  const headline = [`${words(top.name)[0].toUpperCase()}${words(top.name).slice(1)} is ${percent(top.share)} ` +
                    `of the corrected wall clock (${seconds(top.seconds)} of ${seconds(b.total_seconds)}).`];
  if (blamed.length) {
    headline.push(`The explanation named ${blamed.map((c) => c.name).join(" and ")} as the cause: ` +
                  blamed.map((c) => `${c.name} is ${percent(c.share)}`).join(", ") + ".");
  }
  const rows = comps.map((c) => h("tr", {"data-component": c.name, class: c === top ? "top" : null},
    h("th", {scope: "row"}, h("span", {class: "swatch", "aria-hidden": "true", "data-color": c.name}),
      ...label(c.name)),
    h("td", {class: "share"}, rowBar(c.share, c.name), h("span", {class: "pct"}, percent(c.share)),
      h("span", {class: "secs"}, seconds(c.seconds))),
    h("td", {class: "said"}, said(att[c.name]))));
  const wall = report.claims.filter((c) => c.subject === "observed" || c.subject === "total");
  el.replaceChildren(
    h("p", {class: "headline", id: "budget-headline"}, headline.join(" ")),
    h("figure", {class: "chart"}, stackedBar(comps),
      h("figcaption", {class: "legend"}, comps.map((c) => h("span", {class: "legend-item"},
        h("span", {class: "swatch", "aria-hidden": "true", "data-color": c.name}), `${c.name} ${percent(c.share)}`)))),
    h("div", {class: "table-wrap"}, h("table", {class: "budget"},
      h("caption", {}, "Each component of one request: its share of the corrected wall clock and time, next to what " +
                       "the explanation said about it"),
      h("thead", {}, h("tr", {}, h("th", {scope: "col"}, "Component"), h("th", {scope: "col"}, "Share and time"),
        h("th", {scope: "col"}, "What the explanation said"))),
      h("tbody", {}, rows),
      h("tfoot", {}, h("tr", {}, h("th", {scope: "row"}, "Whole request"),
        h("td", {class: "share"}, h("span", {class: "pct"}, "100%"), h("span", {class: "secs"}, seconds(b.total_seconds))),
        h("td", {class: "said"}, wall.length ? h("ul", {class: "quotes"}, wall.map((c) =>
          h("li", {}, h("q", {}, c.text), " ", verdict(c.verdict)))) : h("span", {class: "not-stated"}, "not stated"))))),
    ),
    h("details", {class: "budget-derivation"}, h("summary", {}, "How the budget is computed"),
      h("p", {class: "mono"}, b.derivation)),
  );
  for (const sw of el.querySelectorAll(".swatch")) sw.style.background = COLORS[sw.dataset.color] || "#444";
}
