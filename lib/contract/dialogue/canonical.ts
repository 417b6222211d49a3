import { markerTypeAt, PREPOSITIONS, readIdToken } from "./markers";
import { codeSpans, inSpans, normaliseId } from "../core/text";

/** Widens one id piece: `T1` → `T01`, `MUFFIN-T1` → `MUFFIN-T01`, `R1-T1` → `R1-T01`; others unchanged. */
function widenPiece(piece: string): string {
  const dash = piece.lastIndexOf("-");
  if (dash > 0) {
    const right = piece.slice(dash + 1);
    const left = piece.slice(0, dash);
    // Only the id after an agent or round prefix is widened; `T01-R1` keeps its suffix as written.
    if (normaliseId(left) && (left[0] === "P" || left[0] === "T")) return piece;
    return left + "-" + widenPiece(right);
  }
  if (piece[0] !== "P" && piece[0] !== "T") return piece;
  return normaliseId(piece) ?? piece;
}

/** Widens the ids at the head of a marker's bracket text (before its first colon), leaving prose untouched. */
export function widenMarkerIds(raw: string): string {
  const type = markerTypeAt(raw, 1);
  if (!type) return raw;
  const start = 1 + type.length;
  const inner = raw.slice(start, raw.length - 1);
  const colon = inner.indexOf(":");
  const head = colon >= 0 ? inner.slice(0, colon) : inner;
  const words = head.split(" ");
  let stop = false;
  const widened = words.map((word) => {
    if (stop || word.length === 0 || PREPOSITIONS.has(word)) return word;
    let out = "";
    let piece = "";
    let allIds = true;
    for (const ch of word + "\u0000") {
      if (ch === "/" || ch === "," || ch === "\u0000") {
        if (piece.length > 0) {
          if (!readIdToken(piece)) allIds = false;
          out += widenPiece(piece);
        }
        if (ch !== "\u0000") out += ch;
        piece = "";
      } else piece += ch;
    }
    if (!allIds) {
      stop = true;
      return word;
    }
    return out;
  });
  if (stop && widened.join(" ") === head) return raw;
  return raw.slice(0, start) + widened.join(" ") + (colon >= 0 ? inner.slice(colon) : "") + "]";
}

export interface MarkerRewrite {
  widen: boolean;
  unwrap: boolean;
}

/**
 * Rewrites the markers of one line outside code: ids widened, a bold wrapper `**[…]**` removed, `]:` after a
 * marker turned into `]`. Table rows and headings keep their markup (only ids are widened there).
 */
export function rewriteMarkers(text: string, how: MarkerRewrite): string {
  if (!text.includes("[")) return text;
  const trimmed = text.trimStart();
  const structural = trimmed.startsWith("|") || trimmed.startsWith("#");
  const spans = codeSpans(text);
  let out = "";
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf("[", i);
    if (open < 0) break;
    const type = !inSpans(spans, open) ? markerTypeAt(text, open + 1) : null;
    const close = type ? text.indexOf("]", open) : -1;
    if (!type || close < 0) {
      out += text.slice(i, open + 1);
      i = open + 1;
      continue;
    }
    let before = text.slice(i, open);
    let raw = text.slice(open, close + 1);
    let after = close + 1;
    if (how.widen) raw = widenMarkerIds(raw);
    if (how.unwrap && !structural) {
      if (before.endsWith("**") && text.startsWith("**", after)) {
        before = before.slice(0, -2);
        after += 2;
      }
      if (text[after] === ":" && text[after + 1] !== ":") {
        after += 1;
        if (text[after] !== " " && after < text.length) raw += " ";
      }
    }
    out += before + raw;
    i = after;
  }
  return out + text.slice(i);
}
