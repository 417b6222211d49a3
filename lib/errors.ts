/** An expected failure: the CLI and scripts print its message as one line, with no stack trace. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export type AppErrorCode =
  "config-invalid" | "database-unreachable" | "migration-failed" | "migration-modified" | "input-invalid" | "not-found" | "conflict" | "busy";

/**
 * What a person in the app is told for each code, the one place errors become user text. `null`: the thrower wrote
 * the message for that person (it names what they asked for); otherwise the message is for the operator's log (paths,
 * driver output) and the person gets the fixed text.
 */
export const USER_TEXT: Record<AppErrorCode, string | null> = {
  "input-invalid": null,
  "not-found": null,
  conflict: null,
  busy: null,
  "config-invalid": "The server is not configured correctly. An admin can see why in its log.",
  "database-unreachable": "The database is not answering. Try again in a moment.",
  "migration-failed": "The database needs an update that failed. An admin can see why in its log.",
  "migration-modified": "The database's migrations do not match this version. An admin can see why in its log.",
};

export function userText(error: AppError): string {
  return USER_TEXT[error.code] ?? error.message;
}

/** Driver and Prisma errors run to many lines; the last non-empty one says what happened. */
export function lastLine(error: unknown, fallback = "unknown error"): string {
  const text = error instanceof Error ? error.message : String(error);
  return (
    text
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l.length > 0)
      .at(-1) ?? fallback
  );
}
