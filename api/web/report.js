// The grade: score, the text with its flagged spans, the detail of the selected span, every claim, the scenario.
import {h, range, seconds, verdict, words} from "./fmt.js";
import {segments, unitSpans} from "./text.js";

const SEVERITY = {error: "Error", warning: "Warning", info: "Note"};
const sig = (x) => Number(x.toPrecision(3));

export function counts(report) {
  const n = {error: 0, warning: 0, info: 0};
  for (const a of report.annotations) n[a.severity] += 1;
  return n;
}

function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export function summaryLine(report) {
  const n = counts(report);
  const flags = n.error + n.warning === 0 ? "no errors" : [n.error && plural(n.error, "error"),
    n.warning && plural(n.warning, "warning")].filter(Boolean).join(" and ");
  return `Score ${report.score} of 100: ${flags} among ${plural(report.claims.length, "claim")}.`;
}

export function renderSummary(el, report) {
  const n = counts(report);
  const b = report.budget;
  el.replaceChildren(
    h("p", {class: "score"}, h("span", {class: "score-num", id: "score"}, report.score),
      h("span", {class: "score-of"}, " / 100")),
    h("div", {},
      h("p", {class: "score-line"}, summaryLine(report)),
      h("p", {class: "hint"}, "Score = 100 × 0.75", h("sup", {}, "errors"), " × 0.90", h("sup", {}, "warnings"),
        `, rounded (${plural(n.error, "error")}, ${plural(n.warning, "warning")}; notes cost nothing).`),
      h("p", {class: "hint"}, `Decode runs at ${range([sig(b.decode_tok_s.lo), sig(b.decode_tok_s.hi)])} tok/s ` +
        `per request (${b.decode_bound}-bound); the whole request takes ${seconds(b.total_seconds)}` +
        (b.observed_seconds ? `, against ${seconds(b.observed_seconds)} observed.` : "."))),
  );
}

/** The text with each annotation as a focusable, selectable mark; selecting shows its detail. */
export function renderMarked(el, detail, text, report) {
  const spans = unitSpans(text, report.annotations);
  const marks = [];
  const select = (i) => {
    marks.forEach((m, j) => m.setAttribute("aria-pressed", String(i === j)));
    renderDetail(detail, spans[i].item, i, spans.length);
  };
  const pieces = segments(text, spans).map((seg) => {
    if (!seg.span) return seg.text;
    const a = seg.span.item;
    const i = marks.length;
    const mark = h("mark", {class: `flag sev-${a.severity}`, role: "button", tabindex: "0", "aria-pressed": "false",
                            "aria-controls": "detail", "data-rule": a.rule, "data-severity": a.severity,
                            onclick: () => select(i),
                            onkeydown: (e) => {
                              if (e.key === "Enter" || e.key === " ") { e.preventDefault(); select(i); }
                            }},
                   seg.text, h("span", {class: "sr-only"}, ` (${SEVERITY[a.severity].toLowerCase()} ${i + 1} of ` +
                                                           `${spans.length})`));
    marks.push(mark);
    return mark;
  });
  el.replaceChildren(...pieces);
  if (spans.length) {
    detail.replaceChildren(h("p", {class: "hint"}, "Select a highlighted span (click it, or Tab to it and press " +
                                                 "Enter) to see what is wrong, the correction and the derivation."));
  } else {
    detail.replaceChildren(h("p", {}, "Nothing flagged: every claim grader could check fits the physics."));
  }
  return {select, count: spans.length, indexOfClaim: (id) => spans.findIndex((s) => s.item.claim === id)};
}

function renderDetail(el, a, i, total) {
  el.replaceChildren(
    h("h4", {}, h("span", {class: `badge sev-${a.severity}`}, SEVERITY[a.severity]), ` ${i + 1} of ${total}: `,
      h("q", {}, a.text)),
    h("dl", {},
      h("dt", {}, "What is wrong"), h("dd", {class: "message"}, a.message),
      h("dt", {}, "Correction"), h("dd", {class: "correction"}, a.correction),
      a.replacement ? [h("dt", {}, "Drop-in replacement"), h("dd", {}, h("q", {}, a.replacement))] : null,
      h("dt", {}, "Derivation"), h("dd", {class: "derivation"}, a.derivation || "—"),
      h("dt", {}, "Rule"), h("dd", {}, h("code", {}, a.rule), ` (${words(a.category)})`)),
  );
}

export function legend(el, report) {
  const n = counts(report);
  el.replaceChildren(...["error", "warning", "info"].filter((s) => n[s]).map((s) =>
    h("span", {class: "legend-item"}, h("span", {class: `sample sev-${s}`}, `${n[s]} ${SEVERITY[s].toLowerCase()}` +
      (n[s] === 1 ? "" : "s")))));
}

export function renderClaims(el, report, showAnnotation) {
  if (!report.claims.length) {
    el.replaceChildren(h("p", {}, "No quantitative or causal claim found in this text."));
    return;
  }
  const flagged = new Set(report.annotations.map((a) => a.claim));
  const rows = report.claims.slice().sort((a, b) => a.start - b.start).map((c) => {
    const about = (c.subjects.length ? c.subjects : [c.subject]).filter(Boolean).map(words).join(", ");
    const said = [c.predicate && words(c.predicate), c.negated && "(denied)", c.scope.length && words(c.scope.join(", "))]
      .filter(Boolean).join(" · ");
    return h("tr", {class: "claim", "data-claim": c.id, "data-verdict": c.verdict},
      h("td", {}, h("q", {}, c.text)),
      h("td", {}, about || "—", said ? h("span", {class: "hint"}, ` · ${said}`) : null),
      h("td", {}, verdict(c.verdict)),
      h("td", {}, c.expected || "—"),
      h("td", {}, flagged.has(c.id)
        ? h("button", {type: "button", class: "link", onclick: () => showAnnotation(c.id)}, "Why?")
        : c.rule ? h("code", {}, c.rule) : "—"));
  });
  el.replaceChildren(h("div", {class: "table-wrap"}, h("table", {class: "claims"},
    h("caption", {class: "sr-only"}, "Every claim found, in text order, with its verdict"),
    h("thead", {}, h("tr", {}, ["Claim", "About", "Verdict", "The physics says", "Rule"].map((t) =>
      h("th", {scope: "col"}, t)))),
    h("tbody", {}, rows))));
}

const PROVENANCE = {request: "you set it", claim: "the claim's sentence", text: "the text", default: "default",
                    derived: "derived"};
const FIELDS = ["model", "hardware", "gpus", "precision", "kv_precision", "batch", "prompt_tokens", "output_tokens",
                "network", "network_rtt_ms", "connection_reuse", "tls", "speculative", "observed_latency_s"];

export function renderScenario(el, scenario) {
  const from = scenario.provenance || {};
  const rows = FIELDS.filter((f) => f in scenario && scenario[f] !== null).map((f) =>
    h("tr", {class: `from-${from[f] || "derived"}`}, h("th", {scope: "row"}, words(f)),
      h("td", {}, range(scenario[f])),
      h("td", {}, PROVENANCE[from[f]] || from[f] || "derived from the fields above")));
  el.replaceChildren(h("div", {class: "table-wrap"}, h("table", {class: "scenario"},
    h("caption", {class: "sr-only"}, "The scenario the text was graded against, and where each field came from"),
    h("thead", {}, h("tr", {}, h("th", {scope: "col"}, "Field"), h("th", {scope: "col"}, "Value"),
      h("th", {scope: "col"}, "From"))),
    h("tbody", {}, rows))));
}
