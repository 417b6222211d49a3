import type { z } from "zod";

/** The zod type under optional/default/nullable wrappers, to learn whether a field is a list. */
function inner(schema: z.ZodType): z.ZodType {
  let current = schema as z.ZodType & { def: { type: string; innerType?: z.ZodType } };
  while (["optional", "default", "nullable", "prefault"].includes(current.def.type) && current.def.innerType) current = current.def.innerType as typeof current;
  return current;
}

/** A query string as its schema reads it: a list field takes every repeat (`?type=a&type=b`), any other the first. */
export function queryRecord(schema: z.ZodObject, search: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const values = search.getAll(key);
    if (values.length === 0) continue;
    record[key] = (inner(field) as { def: { type: string } }).def.type === "array" ? values : values[0]!;
  }
  return record;
}

/** Parameters the schema does not know: a typo should be a 400, not a silently wider answer. */
export function unknownParameters(schema: z.ZodObject, search: URLSearchParams): string[] {
  const known = new Set(Object.keys(schema.shape));
  return [...new Set(search.keys())].filter((key) => !known.has(key));
}
