import Link from "next/link";
import type { DialogueListItem } from "@/lib/db/dialogues";
import { StatusBadge } from "./status-badge";

const cell = "px-3 py-2.5 align-top";
const muted = "text-slate-500 dark:text-slate-400";

/** The dialogues in the database: a table from 640 px up, a card list below it. */
export function DialogueList({ dialogues }: { dialogues: DialogueListItem[] }) {
  return (
    <>
      <table className="hidden w-full overflow-hidden rounded-lg border border-slate-200 bg-white text-sm sm:table dark:border-slate-800 dark:bg-slate-900">
        <caption className="sr-only">Dialogues</caption>
        <thead className={`border-b border-slate-200 text-left text-xs uppercase tracking-wide ${muted} dark:border-slate-800`}>
          <tr>
            <th scope="col" className={cell}>Title</th>
            <th scope="col" className={cell}>Status</th>
            <th scope="col" className={`${cell} text-right`}>Rounds</th>
            <th scope="col" className={`${cell} text-right`}>Agents</th>
            <th scope="col" className={cell}>Date</th>
          </tr>
        </thead>
        <tbody>
          {dialogues.map((d) => (
            <tr key={d.slug} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <td className={`${cell} font-medium`}>
                <Link href={`/d/${d.slug}`} className="hover:underline focus-visible:outline-2 focus-visible:outline-blue-600">{d.title}</Link>
              </td>
              <td className={cell}><StatusBadge status={d.status} /></td>
              <td className={`${cell} text-right tabular-nums`}>{d.roundCount}</td>
              <td className={`${cell} text-right tabular-nums`}>{d.agentCount}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums ${muted}`}>{d.date ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 sm:hidden" aria-label="Dialogues">
        {dialogues.map((d) => (
          <li key={d.slug} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <p className="font-medium">
              <Link href={`/d/${d.slug}`} className="hover:underline focus-visible:outline-2 focus-visible:outline-blue-600">{d.title}</Link>
            </p>
            <p className={`mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${muted}`}>
              <StatusBadge status={d.status} />
              <span>{d.roundCount} rounds</span>
              <span>{d.agentCount} agents</span>
              <span className="tabular-nums">{d.date ?? "—"}</span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
