"use server";

import { revalidatePath } from "next/cache";
import { db } from "@/lib/db/client";
import { createRubric, dimensionsTextSchema, newRubricSchema } from "@/lib/db/rubrics";
import { defineAction } from "./kit/define-action";
import { readFields } from "./kit/form";

const schema = newRubricSchema.extend({ dimensions: dimensionsTextSchema });

/** An admin makes a rubric: its name, what it is for, the kinds it fits and its first version's dimensions. */
export const createRubricAction = defineAction({
  role: "admin",
  schema,
  read: (form) => ({ ...readFields(form, ["name", "description", "dimensions"]), kinds: form.getAll("kinds").map(String) }),
  fields: ["name", "description", "kinds", "dimensions"],
  errorField: "name",
  echo: ["name", "description", "dimensions"],
  run: async (input) => {
    const made = await createRubric(db(), input);
    revalidatePath("/admin/rubrics");
    return { ok: true, message: `${made.name} is made (version 1).` };
  },
});
