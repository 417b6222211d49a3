import { z } from "zod";
import { paramsRecord, parseSearchRequest, searchHref } from "./request";

/**
 * A saved search is the query string of its address, read back through the same schema as the page, so what is stored
 * is always a search the page can run: unknown or malformed parameters are dropped and the page number is never kept.
 */
export function canonicalSearchQuery(raw: string): string {
  const text = raw
    .trim()
    .replace(/^\/search/, "")
    .replace(/^\?/, "");
  const href = searchHref(parseSearchRequest(paramsRecord(new URLSearchParams(text))), { page: 1 });
  return href.split("?")[1] ?? "";
}

export const savedSearchNameSchema = z
  .string()
  .trim()
  .min(1, "Name the search.")
  .max(80, "Keep the name under 80 characters.")
  .refine((s) => !/[\u0000-\u001f]/.test(s), "Use letters, digits and punctuation.");

/** The query string as the form sends it (the page's own address), bounded and made canonical. */
export const savedSearchQuerySchema = z.string().max(6_000, "This search is too long to save.").transform(canonicalSearchQuery);
