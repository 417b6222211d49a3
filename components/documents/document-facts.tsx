import Link from "next/link";

interface Facts {
  base: string;
  kind: string;
  label: string | null;
  path: string;
  source: string;
  commit: string | null;
  counts: { errors: number; warnings: number } | null;
  board: { href: string; title: string } | null;
}

/** What the header of a non-dialogue document says: its kind, path, source and commit, findings and where to read more. */
export function DocumentFacts({ base, kind, label, path, source, commit, counts, board }: Facts) {
  return (
    <>
      <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">{label ?? kind}</span>
      <span className="break-all font-mono text-xs">{path}</span>
      <span>
        from {source}
        {commit ? ` @ ${commit.slice(0, 12)}` : ""}
      </span>
      {counts ? (
        <span>
          {counts.errors} errors · {counts.warnings} warnings
        </span>
      ) : null}
      <Link href={`${base}/source`} className="text-blue-700 underline dark:text-blue-300">
        Source with line numbers
      </Link>
      {board ? (
        <Link href={board.href} className="text-blue-700 underline dark:text-blue-300">
          {board.title} in this folder
        </Link>
      ) : null}
    </>
  );
}

/** The downloads of a parsed document: its canonical text and its parse as JSON. */
export function DocumentDownloads({ base }: { base: string }) {
  return (
    <p className="flex flex-wrap gap-2 text-sm">
      <a
        download
        href={`${base}/export?format=md`}
        className="rounded-md border border-slate-300 px-3 py-1 font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Canonical markdown
      </a>
      <a
        download
        href={`${base}/export?format=json`}
        className="rounded-md border border-slate-300 px-3 py-1 font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Parsed (JSON)
      </a>
    </p>
  );
}
