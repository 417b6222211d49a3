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
  | "config-invalid"
  | "database-unreachable"
  | "migration-failed"
  | "migration-modified"
  | "input-invalid"
  | "not-found"
  | "conflict"
  | "busy";

/** Driver and Prisma errors run to many lines; the last non-empty one says what happened. */
export function lastLine(error: unknown, fallback = "unknown error"): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split("\n").map((l) => l.trim()).filter((l) => l.length > 0).at(-1) ?? fallback;
}
