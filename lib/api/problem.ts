import { z } from "zod";

/** RFC 9457 problem details: the one shape of every API error. */
export const problemSchema = z
  .object({
    type: z.string().describe("A URI naming the kind of problem; `about:blank` when the status says it all."),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe("For 400: each invalid field and why."),
  })
  .describe("RFC 9457 problem details.");
export type Problem = z.infer<typeof problemSchema>;

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

/** An error an endpoint throws to answer with a problem rather than its result. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly extra: Partial<Problem> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export function problemResponse(status: number, detail: string, extra: Partial<Problem> = {}, headers: Record<string, string> = {}): Response {
  const body: Problem = { type: "about:blank", title: TITLES[status] ?? "Error", status, detail, ...extra };
  const extraHeaders: Record<string, string> = status === 401 ? { "www-authenticate": 'Bearer realm="roundtable"' } : {};
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/problem+json", ...extraHeaders, ...headers } });
}

/** zod's issues as the problem's `issues`: a dotted path and the message. */
export function zodIssues(error: z.ZodError): Problem["issues"] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join(".") || "(root)", message: issue.message }));
}
