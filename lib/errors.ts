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
  | "not-found";
