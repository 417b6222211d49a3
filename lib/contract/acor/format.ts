import type { FormatContract } from "../format";
import { detectAcor } from "./detect";
import { parseAcor } from "./parse";
import { projectAcor } from "./project";
import { renderAcor } from "./render";
import { ACOR_RULES } from "./rules";
import { acorSpecification } from "./spec";
import type { AcorDocument } from "./types";

/** ACOR tool transcripts (spec 003) through the shape every format shares. */
export const acorFormat: FormatContract<AcorDocument> = {
  kind: "acor",
  label: "ACOR tool transcript",
  detect: detectAcor,
  parse: parseAcor,
  render: renderAcor,
  project: projectAcor,
  spec: acorSpecification,
  rules: ACOR_RULES,
};
