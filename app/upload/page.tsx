import { requireRole } from "@/lib/auth/guard";
import type { Metadata } from "next";
import { UploadForm } from "@/components/upload/upload-form";
import { MAX_FILE_BYTES } from "@/lib/ingest/decode";
import { DEFAULT_LIMITS } from "@/lib/ingest/zip";

export const metadata: Metadata = { title: "Upload" };

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

export default async function UploadPage() {
  await requireRole("admin", "/upload");
  return (
    <section aria-labelledby="upload-heading" className="max-w-3xl space-y-4">
      <h1 id="upload-heading" className="text-2xl font-semibold tracking-tight">
        Upload documents
      </h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Alignment dialogues (markdown files, round-scoped folders, a zip of a Blue repository), A52 responses (markdown) and PCPP history exports (JSON),
        GoopSpec reports (markdown or XML) and ACOR runs. Each file is read as the kind its content shows. Every file gets a result; a file that cannot be read
        is reported with the line where it fails, and nothing of it is written. Limits: {mb(MAX_FILE_BYTES)} a file, {mb(DEFAULT_LIMITS.maxTotalBytes)} an
        upload, {DEFAULT_LIMITS.maxFiles.toLocaleString("en")} files.
      </p>
      <UploadForm />
    </section>
  );
}
