import Link from "next/link";

const link = "font-medium text-blue-700 underline dark:text-blue-300";

/** The index of an empty database: where documents come from. */
export function EmptyIndex() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
      <p className="text-base font-medium text-slate-900 dark:text-slate-100">No dialogues yet</p>
      <p className="mt-2">
        <Link href="/upload" className={link}>
          Upload markdown files or a zip
        </Link>
        , or{" "}
        <Link href="/sources" className={link}>
          sync a git repository
        </Link>
        . The bundled samples load with <code className="font-mono">npm run roundtable -- seed</code>.
      </p>
    </div>
  );
}
