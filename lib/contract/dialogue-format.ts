import { DIAGNOSTIC_RULES } from "./diagnostics";
import type { FormatContract, FormatDocument } from "./format";
import { toParsedJson } from "./json";
import { parseDialogue } from "./parse";
import { renderDialogue } from "./render";
import { specificationMarkdown } from "./spec";
import type { ParsedDialogue } from "./types";

/** A dialogue as a format document: the parsed dialogue kept whole for render, its plain JSON beside it. */
export interface DialogueDocument extends FormatDocument<"dialogue"> {
  dialogue: ParsedDialogue;
  json: ReturnType<typeof toParsedJson>;
}

/** The dialogue contract (RFC 0028) seen through the shape every format shares. Directories go through parseDirectory. */
export const dialogueFormat: FormatContract<DialogueDocument> = {
  kind: "dialogue",
  label: "Alignment dialogue",
  // The fallback: any markdown reads as a dialogue, with diagnostics for what it lacks.
  detect: () => 0.1,
  parse(text) {
    const result = parseDialogue(text);
    return { kind: "dialogue", dialogue: result.dialogue, json: toParsedJson(result), diagnostics: result.diagnostics };
  },
  render: (doc) => renderDialogue(doc.dialogue),
  spec: specificationMarkdown,
  rules: DIAGNOSTIC_RULES,
};
