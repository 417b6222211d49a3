import { inputDiagnostic, type Diagnostic } from "@/lib/contract";
import { kindLabels } from "@/lib/document-kinds";

/** The one size limit of a file, whichever way it comes in: checked here, where every file's bytes become text. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < bytes.length; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** Offset of the first byte that is not valid UTF-8, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const need = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
    }
    // Overlong three-byte forms, surrogates, and code points past U+10FFFF.
    if (need === 2 && ((b === 0xe0 && bytes[i + 1]! < 0xa0) || (b === 0xed && bytes[i + 1]! > 0x9f))) return i;
    if (need === 3 && ((b === 0xf0 && bytes[i + 1]! < 0x90) || (b === 0xf4 && bytes[i + 1]! > 0x8f))) return i;
    i += need + 1;
  }
  return -1;
}

export type Decoded = { ok: true; text: string } | { ok: false; diagnostics: Diagnostic[] };

/** Bytes → text, or the reason they are not a markdown file we can read. */
export function decodeMarkdown(bytes: Uint8Array, maxBytes = MAX_FILE_BYTES): Decoded {
  if (bytes.length > maxBytes) {
    return { ok: false, diagnostics: [inputDiagnostic("file-too-large", 1, `The file is ${bytes.length} bytes; the limit is ${maxBytes}.`)] };
  }
  const nul = bytes.indexOf(0);
  if (nul >= 0)
    return { ok: false, diagnostics: [inputDiagnostic("binary-file", lineAt(bytes, nul), "The file contains a NUL byte: it is binary, not markdown.")] };
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) {
    return { ok: false, diagnostics: [inputDiagnostic("invalid-utf8", lineAt(bytes, bad), `Byte ${bad} is not valid UTF-8.`)] };
  }
  let text = new TextDecoder("utf-8").decode(bytes);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim().length === 0) return { ok: false, diagnostics: [inputDiagnostic("empty-file", 1, "The file is empty.")] };
  return { ok: true, text };
}

export function notADialogue(): Diagnostic {
  const kinds = Object.values(kindLabels()).join(", ");
  return inputDiagnostic("not-a-dialogue", 1, `This text is not a document Roundtable reads (${kinds}): no format detects it.`);
}
