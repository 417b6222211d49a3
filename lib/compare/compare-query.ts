import { z } from "zod";
import { slugSchema } from "@/lib/db/slug";

const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** The compare page's URL: two slugs and a title filter for the picker; a malformed value is dropped. */
export const compareQuerySchema = z.object({
  a: z.preprocess(one, slugSchema.optional().catch(undefined)),
  b: z.preprocess(one, slugSchema.optional().catch(undefined)),
  q: z.preprocess(one, z.string().trim().max(200).optional().catch(undefined)),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;
