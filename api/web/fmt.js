// Formatting report figures for people, and building DOM nodes without innerHTML (texts are user input).

/** h("p", {class: "x"}, "text", child) -> element. Attributes starting with "on" are listeners. */
export function h(tag, attrs = {}, ...children) {
  const svg = ["svg", "rect", "g", "title", "text"].includes(tag);
  const el = svg ? document.createElementNS("http://www.w3.org/2000/svg", tag) : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : String(c));
  }
  return el;
}

const sig = (x) => String(Number(x.toPrecision(3)));

/** {lo, hi} seconds -> "3.74-8.99 s", "20-100 ms", "150 us" (the unit chosen by the larger end). */
export function seconds(iv) {
  const top = Math.max(Math.abs(iv.lo), Math.abs(iv.hi));
  const [scale, unit] = top >= 1 ? [1, "s"] : top >= 1e-3 ? [1e3, "ms"] : top > 0 ? [1e6, "µs"] : [1, "s"];
  const lo = sig(iv.lo * scale), hi = sig(iv.hi * scale);
  return (lo === hi ? lo : `${lo}–${hi}`) + " " + unit;
}

/** A share (0-1) as a percentage with the precision its size deserves: 98.8%, 0.93%, 0.043%. */
export function percent(share) {
  const p = share * 100;
  if (p === 0) return "0%";
  if (p >= 10) return `${p.toFixed(1)}%`;
  if (p < 0.001) return "<0.001%";
  return `${Number(p.toPrecision(2))}%`;
}

export function range(value) {
  return Array.isArray(value) ? (value[0] === value[1] ? `${value[0]}` : `${value[0]}–${value[1]}`) : String(value);
}

// name, and what it is (hidden on narrow screens, where the table needs the room)
export const COMPONENTS = {
  network: ["Network", "the round trip"],
  connection: ["Connection set-up", "TCP + TLS"],
  prefill: ["Prefill", "reading the prompt"],
  decode: ["Decode", "writing the answer, token by token"],
  tokenizer: ["Tokenizer", "text to tokens and back"],
};

export const VERDICTS = {
  ok: ["✓", "correct"],
  error: ["✗", "error"],
  warning: ["!", "warning"],
  info: ["i", "note"],
  unverifiable: ["?", "not checked"],
};

export function verdict(v) {
  const [icon, word] = VERDICTS[v] || ["?", v];
  return h("span", {class: `verdict v-${v}`}, h("span", {"aria-hidden": "true"}, icon + " "), word);
}

export const words = (id) => String(id || "").replaceAll("_", " ");
