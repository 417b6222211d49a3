import Link from "next/link";
import { kindLabels } from "@/lib/document-kinds";

const link = "font-medium text-blue-700 underline dark:text-blue-300";

/** For an admin while the database holds only the bundled samples: the three ways documents and people come in. */
export function GetStarted() {
  const kinds = Object.values(kindLabels());
  return (
    <section
      aria-labelledby="get-started-heading"
      className="mb-6 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-slate-700 dark:border-blue-900 dark:bg-blue-950/40 dark:text-slate-300"
    >
      <h2 id="get-started-heading" className="text-base font-semibold text-slate-900 dark:text-slate-100">
        Get started
      </h2>
      <p className="mt-1">The index holds only the bundled samples so far.</p>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>
          <Link href="/upload" className={link}>
            Upload documents
          </Link>
          : files, a folder or a zip, of any kind Roundtable reads ({kinds.join(", ")}).
        </li>
        <li>
          <Link href="/sources" className={link}>
            Add a git repository
          </Link>{" "}
          to keep its documents in step with each commit.
        </li>
        <li>
          <Link href="/admin/users" className={link}>
            Invite people
          </Link>
          : judges to score, viewers to read.
        </li>
      </ol>
    </section>
  );
}
