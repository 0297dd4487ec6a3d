// Offsets and pieces of the graded text.
// The report's offsets count code points (Python str indices); JS strings count UTF-16 units, and every
// character above U+FFFF (most emoji) is two of them. Everything here converts once and then works in units.

/** A function mapping a code-point offset of `text` to its UTF-16 offset. */
export function codePointToUnit(text) {
  const units = [0];
  let u = 0;
  for (const ch of text) {  // iterates code points
    u += ch.length;
    units.push(u);
  }
  return (cp) => units[Math.max(0, Math.min(cp, units.length - 1))];
}

/** Report spans (code points) -> [{start, end, item}] in UTF-16 units, sorted, overlaps dropped. */
export function unitSpans(text, items) {
  const toUnit = codePointToUnit(text);
  const spans = items.map((item) => ({start: toUnit(item.start), end: toUnit(item.end), item}))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const kept = [];
  for (const s of spans) {  // the report never overlaps its annotations; guard anyway so text is never repeated
    if (!kept.length || s.start >= kept[kept.length - 1].end) kept.push(s);
  }
  return kept;
}

/** The text cut into plain and marked pieces: [{text, span|null}] covering every character once. */
export function segments(text, spans) {
  const out = [];
  let at = 0;
  for (const s of spans) {
    if (s.start > at) out.push({text: text.slice(at, s.start), span: null});
    out.push({text: text.slice(s.start, s.end), span: s});
    at = s.end;
  }
  if (at < text.length) out.push({text: text.slice(at), span: null});
  return out;
}

/** Words (runs of non-space) with their UTF-16 offsets, and the spaces between them. */
export function words(text) {
  const out = [];
  for (const m of text.matchAll(/\S+/gu)) out.push({text: m[0], start: m.index, end: m.index + m[0].length});
  return out;
}

export function overlaps(a, b) {
  return a.start < b.end && b.start < a.end;
}
