/** What the rubric pages call each judgeable kind, in the plural: a rubric is meant for, or scores, many of them. */
export const JUDGEABLE_KIND_PLURALS: Readonly<Record<string, string>> = {
  dialogue: "Dialogues",
  "a52-session": "A52 sessions",
  goopspec: "GoopSpec reports",
  acor: "ACOR runs",
};

export const pluralOfKind = (kind: string) => JUDGEABLE_KIND_PLURALS[kind] ?? kind;
