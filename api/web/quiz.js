// "Spot the errors": the text as toggle buttons, one per word; the learner marks words, then sees the score.
import {h, words as label} from "./fmt.js";
import {overlaps, unitSpans, words} from "./text.js";

/** The errors of a report: flagged spans (error or warning), in UTF-16 units of `text`. */
export function quizErrors(text, report) {
  return unitSpans(text, report.annotations.filter((a) => a.severity === "error" || a.severity === "warning"));
}

/**
 * Score marked words against the errors. An error is found when at least one marked word overlaps it; a marked
 * word overlapping no error is a false alarm. Score = found - false alarms, at least 0, out of the errors; a text
 * without errors scores 1 of 1 when nothing is marked, else 0.
 */
export function scoreQuiz(wordList, errors, marked) {
  const found = new Set(), hits = [], falseAlarms = [];
  for (const i of [...marked].sort((a, b) => a - b)) {
    const inside = errors.map((e, k) => (overlaps(wordList[i], e) ? k : -1)).filter((k) => k >= 0);
    if (inside.length) { hits.push(i); inside.forEach((k) => found.add(k)); } else falseAlarms.push(i);
  }
  const missed = errors.map((_, k) => k).filter((k) => !found.has(k));
  const total = errors.length;
  const points = total ? Math.max(0, found.size - falseAlarms.length) : (falseAlarms.length ? 0 : 1);
  return {found: [...found].sort((a, b) => a - b), missed, hits, falseAlarms, points, outOf: total || 1};
}

export class Quiz {
  constructor(root, {onShowGrade}) {
    this.root = root;
    this.textEl = root.querySelector("#quiz-text");
    this.resultEl = root.querySelector("#quiz-result");
    this.countEl = root.querySelector("#quiz-count");
    this.checkBtn = root.querySelector("#quiz-check");
    this.onShowGrade = onShowGrade;
    this.checkBtn.addEventListener("click", () => this.check());
    root.querySelector("#quiz-reset").addEventListener("click", () => this.start(this.text, this.report));
  }

  start(text, report) {
    this.text = text;
    this.report = report;
    this.words = words(text);
    this.errors = quizErrors(text, report);
    this.marked = new Set();
    this.checked = false;
    this.buttons = [];
    this.gaps = [];  // the spaces before each word: coloured with it when both sides belong to one error
    const pieces = [];
    let at = 0;
    this.words.forEach((w, i) => {
      const gap = h("span", {class: "gap"}, text.slice(at, w.start));  // spaces and line breaks between words
      this.gaps.push(gap);
      pieces.push(gap);
      const b = h("button", {type: "button", class: "word", "aria-pressed": "false", "data-i": i,
                             onclick: () => this.toggle(i)}, w.text);
      this.buttons.push(b);
      pieces.push(b);
      at = w.end;
    });
    this.textEl.replaceChildren(...pieces);
    this.resultEl.replaceChildren();
    this.checkBtn.disabled = false;
    this.updateCount();
  }

  toggle(i) {
    if (this.checked) return;
    if (this.marked.has(i)) this.marked.delete(i); else this.marked.add(i);
    this.buttons[i].setAttribute("aria-pressed", String(this.marked.has(i)));
    this.updateCount();
  }

  updateCount() {
    const n = this.marked.size;
    this.countEl.textContent = this.checked ? "" : `${n} word${n === 1 ? "" : "s"} marked`;
  }

  check() {
    const s = scoreQuiz(this.words, this.errors, this.marked);
    this.checked = true;
    this.checkBtn.disabled = true;
    this.updateCount();
    const hit = new Set(s.hits), alarm = new Set(s.falseAlarms);
    this.buttons.forEach((b, i) => {
      const w = this.words[i];
      const k = this.errors.findIndex((e) => overlaps(w, e));
      const state = hit.has(i) ? "hit" : alarm.has(i) ? "false-alarm" : k >= 0 && s.missed.includes(k) ? "missed"
        : k >= 0 ? "in-found" : "";
      if (state) b.classList.add(state);
      b.setAttribute("aria-disabled", "true");
      const note = {hit: "you marked this: an error", "false-alarm": "you marked this: not an error",
                    missed: "an error you missed", "in-found": "part of an error you found"}[state];
      if (note) b.append(h("span", {class: "sr-only"}, ` (${note})`));
      const before = i > 0 ? this.errors.findIndex((e) => overlaps(this.words[i - 1], e)) : -1;
      if (k >= 0 && k === before) this.gaps[i].classList.add(s.missed.includes(k) ? "missed" : "in-found");
    });
    const quote = (i) => h("q", {}, this.errors[i].item.text);
    const wordList = (ids) => ids.map((i) => this.words[i].text).join(", ");
    this.resultEl.replaceChildren(
      h("h3", {id: "quiz-score", tabindex: "-1"}, `Score: ${s.points} of ${s.outOf}`),
      h("p", {class: "score-line"}, this.errors.length
        ? `You found ${s.found.length} of ${this.errors.length} error${this.errors.length === 1 ? "" : "s"}, with ` +
          `${s.falseAlarms.length} false alarm${s.falseAlarms.length === 1 ? "" : "s"}: ` +
          `${s.found.length} − ${s.falseAlarms.length} = ${s.points} (at least 0).`
        : (s.falseAlarms.length ? "This text has no errors, and you marked some words." :
           "This text has no errors, and you marked none.")),
      h("ul", {class: "quiz-lists"},
        h("li", {class: "found"}, h("strong", {}, "Found: "), s.found.length ? s.found.map(quote).reduce(join, []) : "none"),
        h("li", {class: "missed"}, h("strong", {}, "Missed: "), s.missed.length ? s.missed.map(quote).reduce(join, []) : "none"),
        h("li", {class: "alarms"}, h("strong", {}, "False alarms: "), s.falseAlarms.length ? wordList(s.falseAlarms) : "none")),
      h("p", {class: "hint key"}, h("span", {class: "word hit"}, "marked, an error"), " ",
        h("span", {class: "word false-alarm"}, "marked, not an error"), " ",
        h("span", {class: "word missed"}, "missed error")),
      this.errors.length ? h("h3", {}, "The errors, explained") : null,
      h("ol", {class: "explained"}, this.errors.map((e, k) => {
        const a = e.item;
        return h("li", {class: s.missed.includes(k) ? "missed" : "found"},
          h("p", {}, h("q", {}, a.text), " ", h("span", {class: "badge"}, s.missed.includes(k) ? "missed" : "found"),
            h("span", {class: "hint"}, ` ${label(a.category)}`)),
          h("dl", {}, h("dt", {}, "What is wrong"), h("dd", {}, a.message), h("dt", {}, "Correction"),
            h("dd", {}, a.correction), h("dt", {}, "Derivation"), h("dd", {class: "derivation"}, a.derivation)));
      })),
      h("div", {class: "actions"},
        h("button", {type: "button", class: "primary", id: "quiz-show-grade", onclick: () => this.onShowGrade()},
          "Show the full grade and the latency budget"),
        h("button", {type: "button", id: "quiz-again", onclick: () => this.start(this.text, this.report)},
          "Try again")),
    );
    this.resultEl.querySelector("#quiz-score").focus();
  }
}

function join(acc, el) {
  if (acc.length) acc.push("; ");
  acc.push(el);
  return acc;
}
