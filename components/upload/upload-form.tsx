"use client";

import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/kit/form";
import { uploadDialoguesAction } from "@/lib/actions/upload-dialogues";
import { UploadResults } from "./upload-results";
import { Button } from "@/components/ui/button";

const input =
  "block w-full cursor-pointer rounded-md border border-slate-300 bg-white text-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900 dark:file:bg-slate-800 dark:file:text-slate-100";

/** Sends every chosen file with the path it had in its folder, so round-scoped directories stay together. */
function withPaths(form: FormData): FormData {
  const out = new FormData();
  for (const field of ["files", "folder"]) {
    for (const value of form.getAll(field)) {
      if (!(value instanceof File) || (value.size === 0 && value.name === "")) continue;
      out.append("files", value);
      out.append("paths", (value as File & { webkitRelativePath?: string }).webkitRelativePath || value.name);
    }
  }
  return out;
}

export function UploadForm() {
  const [state, action, pending] = useActionState(uploadDialoguesAction, initialActionState);
  return (
    <div className="space-y-6">
      <form
        action={(form: FormData) => action(withPaths(form))}
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <div>
          <label htmlFor="upload-files" className="mb-1 block text-sm font-medium">
            Markdown, XML or JSON files, or zip archives
          </label>
          <input id="upload-files" name="files" type="file" multiple accept=".md,.xml,.zip,.json" className={input} />
        </div>
        <div>
          <label htmlFor="upload-folder" className="mb-1 block text-sm font-medium">
            Or a whole folder
          </label>
          <input id="upload-folder" name="folder" type="file" multiple className={input} {...{ webkitdirectory: "" }} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button disabled={pending}>{pending ? "Importing…" : "Import"}</Button>
          {pending ? <progress aria-label="Importing" className="h-2 w-40" /> : null}
        </div>
        {state.ok === false && state.message ? (
          <p role="status" className="text-sm text-red-700 dark:text-red-300">
            {state.message}
          </p>
        ) : null}
      </form>
      {state.data && state.data.length > 0 ? <UploadResults rows={state.data} /> : null}
    </div>
  );
}
