import { z } from "zod";
import { gitBranchSchema, gitUrlSchema } from "./git";

/** A git source as the add and edit forms send it: globs one a line, blank lines dropped. */
export const gitSourceFormSchema = z.object({
  name: z.string().trim().min(1, "Give the source a name.").max(100),
  url: gitUrlSchema,
  branch: gitBranchSchema,
  globs: z
    .string()
    .transform((s) =>
      s
        .split("\n")
        .map((g) => g.trim())
        .filter((g) => g.length > 0),
    )
    .pipe(
      z.array(
        z
          .string()
          .max(300)
          .refine((g) => !g.startsWith("/") && !g.includes(".."), "Globs are relative to the repository."),
      ),
    ),
});

export const sourceIdSchema = z.coerce.number().int().positive();
