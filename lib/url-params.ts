import { z } from "zod";

/** A URL parameter given twice (`?sort=a&sort=b`) arrives as an array; the first value is the one read. */
export function firstValue<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (Array.isArray(v) ? v[0] : v), schema);
}
