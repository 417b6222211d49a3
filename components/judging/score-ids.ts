/** Element ids of the score fields: the server page names the next row's field, the client form focuses it. */
export const scoreFieldId = (round: number, index: number, field: string) => `score-r${round}-a${index}-${field}`;
export const NEXT_UNSCORED_ID = "next-unscored";
/** Each dimension's description in the page's rubric, which every field of that dimension is described by. */
export const RUBRIC_DESCRIPTION_ID = "rubric";
