// Wiring: the form, the examples, the shareable link (#text=...&model=...&mode=quiz), grading and the quiz.
// The link lives in the URL fragment, so a shared text never reaches a server log.
import * as api from "./api.js";
import {renderBudget} from "./budget.js";
import {h} from "./fmt.js";
import {Quiz} from "./quiz.js";
import {legend, renderClaims, renderMarked, renderScenario, renderSummary, summaryLine} from "./report.js";

const $ = (id) => document.getElementById(id);
const FIELDS = ["model", "hardware", "gpus", "output_tokens", "observed"];
// where the API's error `field` points, as the input that holds it
const INPUT_OF = {"text": "text", "scenario.model": "model", "scenario.hardware": "hardware", "scenario.gpus": "gpus",
                  "scenario.output_tokens": "output_tokens", "scenario.observed_latency_s": "observed"};

let examples = [];
let current = null;  // {text, report, link}: the last graded request
let busy = false;
const quiz = new Quiz($("quiz"), {onShowGrade: () => showGrade(true)});

class InputError extends Error {
  constructor(message, field) { super(message); this.field = field; }
}

function positiveInt(id, what) {
  const raw = $(id).value.trim();
  if (!raw) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new InputError(`${what}: enter a whole number of at least 1 ` +
                                                                  `(got "${raw}").`, id);
  return Number(raw);
}

function observed() {
  const raw = $("observed").value.trim();
  if (!raw) return undefined;
  const m = raw.match(/^(\d+(?:\.\d+)?)\s*(?:(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*(?:s|sec|seconds)?$/i);
  const bad = new InputError(`Observed latency: enter seconds as a number (10) or a range (8-12); got "${raw}".`,
                             "observed");
  if (!m) throw bad;
  const lo = Number(m[1]), hi = m[2] === undefined ? lo : Number(m[2]);
  if (!(lo > 0) || hi < lo) throw bad;
  return lo === hi ? lo : [lo, hi];
}

/** The request as the form describes it; a readable InputError naming the field when it cannot be sent. */
function readForm() {
  const text = $("text").value;
  if (!text.trim()) throw new InputError("Paste or type an explanation first (or pick an example).", "text");
  const scenario = {};
  const model = $("model").value.trim(), hardware = $("hardware").value.trim();
  if (model) scenario.model = model;
  if (hardware) scenario.hardware = hardware;
  const gpus = positiveInt("gpus", "GPUs"), out = positiveInt("output_tokens", "Output tokens");
  if (gpus !== undefined) scenario.gpus = gpus;
  if (out !== undefined) scenario.output_tokens = out;
  const obs = observed();
  if (obs !== undefined) scenario.observed_latency_s = obs;
  return {text, scenario: Object.keys(scenario).length ? scenario : null};
}

function clearError() {
  $("error").hidden = true;
  $("error").replaceChildren();
  for (const id of ["text", ...FIELDS]) $(id).removeAttribute("aria-invalid");
}

function showError(err) {
  const box = $("error");
  const input = err.field && $(INPUT_OF[err.field] || err.field);
  const parts = [h("p", {}, h("strong", {}, "Could not grade: "), err.message)];
  if (err.status === 401) {
    $("key-box").hidden = false;
    parts.push(h("p", {}, api.apiKey() ? "The server did not accept this API key: check it and try again."
      : "This server needs an API key: enter it in the API key field and try again."));
  }
  if (err.suggestions && err.suggestions.length && input) {
    parts.push(h("p", {}, "Use one of: ", err.suggestions.map((s, i) => [i ? " " : "",
      h("button", {type: "button", class: "suggestion", onclick: () => {
        input.value = s;
        clearError();
        input.focus();
      }}, s)])));
  }
  box.replaceChildren(...parts);
  box.hidden = false;
  $("results").hidden = $("quiz").hidden = true;  // an earlier grade below the error would read as this one's
  $("status").textContent = "";
  if (input) {
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-errormessage", "error");
  }
  (err.status === 401 ? $("api-key") : input || box).focus?.();
}

function setBusy(on, what) {
  busy = on;
  for (const id of ["grade-btn", "quiz-btn"]) $(id).disabled = on;
  $("grade-form").setAttribute("aria-busy", String(on));
  if (on) $("status").textContent = what;
}

function linkFor(req, mode) {
  const p = new URLSearchParams({text: req.text});
  for (const id of FIELDS) if ($(id).value.trim()) p.set(id, $(id).value.trim());
  if (mode === "quiz") p.set("mode", "quiz");
  return `${location.pathname}#${p}`;
}

async function run(mode) {
  if (busy) return;
  clearError();
  let req;
  try {
    req = readForm();
  } catch (err) {
    showError(err);
    return;
  }
  if (!$("key-box").hidden) api.setApiKey($("api-key").value.trim());  // an emptied field forgets the key
  const link = linkFor(req, mode);
  setBusy(true, mode === "quiz" ? "Preparing the quiz…" : "Grading…");
  let report;
  try {
    report = await api.grade(req.text, req.scenario);
  } catch (err) {
    setBusy(false);
    showError(err);
    return;
  }
  setBusy(false);
  current = {text: req.text, report, link};
  history.replaceState(null, "", current.link);
  $("share-btn").disabled = false;
  $("share-out").hidden = true;
  if (mode === "quiz") {
    $("results").hidden = true;
    $("quiz").hidden = false;
    quiz.start(req.text, report);
    $("status").textContent = "Quiz ready: mark the words you think contain an error, then check your answers.";
    $("h-quiz").focus();
  } else {
    $("quiz").hidden = true;
    showGrade(false);
  }
}

function showGrade(fromQuiz) {
  const {text, report} = current;
  renderSummary($("summary"), report);
  legend($("legend"), report);
  const marked = renderMarked($("marked"), $("detail"), text, report);
  renderBudget($("budget"), report);
  renderClaims($("claims"), report, (claimId) => {
    const i = marked.indexOfClaim(claimId);
    if (i >= 0) {
      marked.select(i);
      $("marked").querySelectorAll("mark.flag")[i].focus();
    }
  });
  renderScenario($("scenario"), report.scenario);
  $("results").hidden = false;
  $("status").textContent = `Graded. ${summaryLine(report)}`;
  performance.mark("grader-graded");
  (fromQuiz ? $("results") : $("h-results")).scrollIntoView?.({block: "start"});
  $("h-results").focus({preventScroll: true});
}

async function share() {
  const url = new URL(current.link, location.href).href;  // not location.href: the skip link may have moved it
  $("share-url").value = url;
  $("share-out").hidden = false;
  try {
    await navigator.clipboard.writeText(url);
    $("status").textContent = "Link copied: it opens this text and scenario and grades them again.";
  } catch {
    $("share-url").select();
    $("status").textContent = "Copy the link from the Link field: it opens this text and scenario again.";
  }
}

function fromLink() {
  const p = new URLSearchParams(location.hash.slice(1));
  if (!p.has("text")) return false;
  $("text").value = p.get("text");
  for (const id of FIELDS) $(id).value = p.get(id) || "";
  $("example").value = examples.find((e) => e.text === $("text").value)?.id || "";
  run(p.get("mode") === "quiz" ? "quiz" : "grade");
  return true;
}

async function loadLists() {
  try {
    const prof = await api.profiles();
    $("models").replaceChildren(...prof.models.map((m) => h("option", {value: m.id}, m.name)));
    $("hardware-list").replaceChildren(...prof.hardware.map((m) => h("option", {value: m.id}, m.name)));
    const lim = await api.limits();
    $("max-chars").textContent = lim.max_text_chars.toLocaleString("en-US");
  } catch {
    // suggestions for the inputs only; a keyed server answers 401 here, and the key is asked for on grading
  }
}

async function init() {
  $("grade-form").addEventListener("submit", (e) => { e.preventDefault(); run("grade"); });
  $("quiz-btn").addEventListener("click", () => run("quiz"));
  $("share-btn").addEventListener("click", share);
  $("example").addEventListener("change", () => {
    const ex = examples.find((e) => e.id === $("example").value);
    if (!ex) return;
    $("text").value = ex.text;
    for (const id of FIELDS) $(id).value = "";  // an example's scenario is what its text says
    clearError();
  });
  $("text").addEventListener("input", () => {
    const ex = examples.find((e) => e.id === $("example").value);
    if (ex && ex.text !== $("text").value) $("example").value = "";
  });
  $("api-key").value = api.apiKey();
  if (api.apiKey()) $("key-box").hidden = false;
  window.addEventListener("hashchange", fromLink);
  try {
    examples = await (await fetch("/web/examples.json")).json();
    $("example").append(...examples.map((e) => h("option", {value: e.id}, e.title)));
  } catch {
    examples = [];
  }
  if (!fromLink() && examples.length && !$("text").value) {
    $("example").value = examples[0].id;
    $("text").value = examples[0].text;
  }
  loadLists();
  document.body.dataset.ready = "1";
  performance.mark("grader-ready");  // bench/web.py: the page is usable (examples in, handlers on)
}

init();
