import { z } from "zod";

/** Every action answers with this one shape; `data` is what a success hands back beyond its message. */
export interface ActionState<Field extends string = string, Data = null> {
  /** null before the first submit. */
  ok: boolean | null;
  message: string | null;
  fieldErrors: Partial<Record<Field, string>>;
  data: Data | null;
  /** After a refusal, what was typed in the fields the action echoes, so the form shows it again instead of clearing it. */
  values?: Partial<Record<Field, string>>;
}

/** Before the first submit: fits every action's state (typed as a literal so the action's own state type wins inference). */
export const initialActionState: { ok: null; message: null; fieldErrors: Record<never, string>; data: null } = {
  ok: null,
  message: null,
  fieldErrors: {},
  data: null,
};

/** The keys of every member of a union, not only the keys they share. */
export type KeysOf<T> = T extends unknown ? Extract<keyof T, string> : never;

/** A form whose hidden fields no longer fit the server was rendered by an older page. */
export const OUT_OF_DATE = "This form is out of date. Reload the page.";

/** The input keys a schema reads: an object's shape, or every option's of a discriminated union. */
export function schemaKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodDiscriminatedUnion) return [...new Set(schema.options.flatMap((o) => schemaKeys(o as z.ZodType)))];
  throw new Error("an action's schema is an object or a discriminated union of objects");
}

/** Each key's value as the form sent it, "" when it is missing (as an empty field would be). */
export function readFields(form: FormData, keys: readonly string[]): Record<string, FormDataEntryValue> {
  return Object.fromEntries(keys.map((k) => [k, form.get(k) ?? ""]));
}

/** The first message for each key that failed. */
export function fieldErrorsOf(error: z.ZodError, keys: readonly string[]): Record<string, string> {
  const flat = z.flattenError(error).fieldErrors as Record<string, string[] | undefined>;
  return Object.fromEntries(keys.flatMap((k) => (flat[k]?.[0] ? [[k, flat[k][0]]] : [])));
}

/**
 * What an invalid form says. `fields` are the ones a person types: errors there are shown beside them with `invalid`
 * as the summary; errors only in the others (hidden fields) mean the page is stale, so they say `stale`.
 */
export function invalidState<F extends string>(
  error: z.ZodError,
  keys: readonly string[],
  fields: readonly F[],
  invalid: string | ((errors: Partial<Record<F, string>>) => string),
  stale: string,
): ActionState<F, never> {
  const all = fieldErrorsOf(error, keys);
  const shown = Object.fromEntries(Object.entries(all).filter(([k]) => (fields as readonly string[]).includes(k))) as Partial<Record<F, string>>;
  const none = Object.keys(shown).length === 0;
  return { ok: false, message: none ? stale : typeof invalid === "string" ? invalid : invalid(shown), fieldErrors: shown, data: null };
}

/** The text values of `keys` as the form sent them (files and missing keys left out). */
export function echoFields<F extends string>(form: FormData, keys: readonly F[]): Partial<Record<F, string>> {
  return Object.fromEntries(keys.flatMap((k) => (typeof form.get(k) === "string" ? [[k, form.get(k) as string]] : []))) as Partial<Record<F, string>>;
}
