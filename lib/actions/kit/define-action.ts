import type { z } from "zod";
import { requireRole } from "@/lib/auth/guard";
import type { Role, Viewer } from "@/lib/auth/roles";
import { AppError, userText } from "@/lib/errors";
import { type ActionState, echoFields, invalidState, type KeysOf, OUT_OF_DATE, readFields, schemaKeys } from "./form";

export type Outcome<Field extends string, Data> =
  { ok: true; message: string | null; data?: Data } | { ok: false; message?: string | null; fieldErrors?: Partial<Record<Field, string>> };

export interface ActionSpec<S extends z.ZodType, Data> {
  /** Checked first, before the input is read: no session goes to sign-in (back to `returnTo`), a lesser role gets 403. */
  role: Role;
  returnTo?: string;
  schema: S;
  /** The schema's input from the form; by default each of its keys' value, "" when missing. */
  read?: (form: FormData) => unknown;
  /** The keys a person types (default: all); errors on the others are a stale page. */
  fields?: readonly KeysOf<z.input<S>>[];
  /** The summary when typed fields fail (default "Check the fields below."). */
  invalid?: string | ((errors: Partial<Record<KeysOf<z.input<S>>, string>>) => string);
  /** What a stale page is told (default: reload). */
  stale?: string;
  /** The field an AppError's text is shown beside, instead of as the message. */
  errorField?: KeysOf<z.input<S>>;
  /** Fields whose typed text comes back with a refusal (never a password), so the form keeps it. */
  echo?: readonly KeysOf<z.input<S>>[];
  run: (input: z.output<S>, viewer: Viewer) => Promise<Outcome<KeysOf<z.input<S>>, Data>>;
}

/**
 * A server action on one path: role check → zod safeParse → field errors from the schema's keys → run → AppError
 * turned into user text by its code (lib/errors.ts) → one ActionState. Anything else thrown is a bug and propagates.
 */
export function defineAction<S extends z.ZodType, Data = null>(spec: ActionSpec<S, Data>) {
  type Field = KeysOf<z.input<S>>;
  const keys = schemaKeys(spec.schema);
  const fields = spec.fields ?? (keys as Field[]);
  return async (_previous: ActionState<Field, Data>, form: FormData): Promise<ActionState<Field, Data>> => {
    const viewer = await requireRole(spec.role, spec.returnTo);
    const refused = (state: ActionState<Field, Data>): ActionState<Field, Data> => (spec.echo ? { ...state, values: echoFields(form, spec.echo) } : state);
    const parsed = spec.schema.safeParse(spec.read ? spec.read(form) : readFields(form, keys));
    if (!parsed.success) return refused(invalidState(parsed.error, keys, fields, spec.invalid ?? "Check the fields below.", spec.stale ?? OUT_OF_DATE));
    try {
      const outcome = await spec.run(parsed.data, viewer);
      if (outcome.ok) return { ok: true, message: outcome.message, fieldErrors: {}, data: outcome.data ?? null };
      return refused({ ok: false, message: outcome.message ?? null, fieldErrors: outcome.fieldErrors ?? {}, data: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const text = userText(error);
      if (spec.errorField) return refused({ ok: false, message: null, fieldErrors: { [spec.errorField]: text } as Partial<Record<Field, string>>, data: null });
      return refused({ ok: false, message: text, fieldErrors: {}, data: null });
    }
  };
}
