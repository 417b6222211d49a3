import { buttonClass } from "@/components/ui/button";

/**
 * "Download dataset" for a view: the documents it holds as Parquet or JSON Lines tables in a zip (app/dataset).
 * `filter` is the view's parameters (`kind`, `status`, `source`, `q`, or `queue`); empty means the whole corpus.
 */
export function DatasetDownload({
  filter,
  label = "Download dataset",
  className = "",
}: {
  filter: Record<string, string | number | null | undefined>;
  label?: string;
  className?: string;
}) {
  const params = new URLSearchParams(Object.entries(filter).flatMap(([k, v]) => (v === null || v === undefined || v === "" ? [] : [[k, String(v)]])));
  const href = (format: string) => `/dataset?${new URLSearchParams([["format", format], ...params]).toString()}`;
  return (
    <div role="group" aria-label={label} className={`${className} flex flex-wrap items-center gap-2 text-sm`.trim()}>
      <span className="text-slate-600 dark:text-slate-400">{label}:</span>
      <a download href={href("parquet")} className={buttonClass("secondary", "sm")}>
        Parquet
      </a>
      <a download href={href("jsonl")} className={buttonClass("secondary", "sm")}>
        JSON Lines
      </a>
    </div>
  );
}
