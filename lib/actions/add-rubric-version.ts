"use server";

import { revalidatePath } from "next/cache";
import { db } from "@/lib/db/client";
import { addRubricVersion, dimensionsTextSchema, rubricEditSchema } from "@/lib/db/rubrics";
import { defineAction } from "./kit/define-action";
import { readFields } from "./kit/form";

const schema = rubricEditSchema.extend({ dimensions: dimensionsTextSchema });

/** An admin saves a rubric's next version; the versions before it, and the scores given under them, stay as they were. */
export const addRubricVersionAction = defineAction({
  role: "admin",
  schema,
  read: (form) => ({ ...readFields(form, ["rubricId", "baseVersion", "dimensions"]), kinds: form.getAll("kinds").map(String) }),
  fields: ["kinds", "dimensions"],
  errorField: "dimensions",
  echo: ["dimensions"],
  run: async (input) => {
    const made = await addRubricVersion(db(), input);
    revalidatePath("/admin/rubrics");
    return { ok: true, message: `${made.name}: version ${made.version} saved. Queues still on an older version keep it until an admin moves them.` };
  },
});
