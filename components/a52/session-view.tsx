import Link from "next/link";
import type { A52Cycle, A52Session, A52SessionResponse } from "@/lib/contract";
import type { DocumentViewProps } from "@/components/documents/view-props";
import { Findings } from "@/components/documents/findings";
import { cycleFiles, diffSide, pickOf, PREVIOUS_PICK, sessionHref, sessionQuery } from "@/lib/views/a52/a52-view";
import { FileDiff } from "./file-diff";
import { ResponseBody } from "./response-view";

const muted = "text-slate-600 dark:text-slate-400";
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function CycleNav({ session, current, base }: { session: A52Session; current: number; base: string }) {
  return (
    <nav aria-label="Cycles" className="overflow-x-auto">
      <ol className="flex gap-2 text-sm">
        {session.cycles.map((c, i) => {
          const filled = c.responses.filter((r) => !r.empty).length;
          const here = i + 1 === current;
          return (
            <li key={`${c.cycleId}-${i}`} className="shrink-0">
              <Link
                href={sessionHref(base, { cycle: i + 1 })}
                aria-current={here ? "page" : undefined}
                className={`block rounded-md border px-3 py-1.5 ${here ? "border-blue-600 bg-blue-50 font-semibold dark:border-blue-400 dark:bg-blue-950" : "border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"}`}
              >
                Cycle {c.cycleId}
                <span className={`ml-1.5 text-xs ${here ? "" : muted}`}>
                  {filled}/{c.responses.length}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Context({ label, text }: { label: string; text: string }) {
  return (
    <details className="rounded-md border border-slate-200 bg-white px-3 py-2 dark:border-slate-800 dark:bg-slate-900">
      <summary className="cursor-pointer text-sm font-semibold">
        {label}
        {text.trim() === "" ? " (none)" : ` (${count(text.split("\n").length, "line", "lines")})`}
      </summary>
      {text.trim() === "" ? null : <div className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-words text-sm">{text}</div>}
    </details>
  );
}

/** A form of plain GET fields, so choosing two responses and a file needs no script and leaves the state in the URL. */
function CompareForm({
  base,
  index,
  cycle,
  previous,
  a,
  b,
  file,
}: {
  base: string;
  index: number;
  cycle: A52Cycle;
  previous: A52Cycle | undefined;
  a?: string;
  b?: string;
  file?: string;
}) {
  const files = new Map(cycleFiles(cycle).map((f) => [f.path, f.responses]));
  for (const block of pickOf(previous)?.document?.fileBlocks ?? []) if (!files.has(block.path)) files.set(block.path, 0);
  const options = cycle.responses.map((r) => (
    <option key={r.id} value={r.id}>
      Response {r.id}
      {r.empty ? " (empty)" : ""}
      {r.id === cycle.selectedResponseId ? " (picked)" : ""}
    </option>
  ));
  const select = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900";
  return (
    <form
      action={base}
      method="get"
      aria-label="Compare responses"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end dark:border-slate-800 dark:bg-slate-900"
    >
      <input type="hidden" name="cycle" value={index + 1} />
      <div>
        <label htmlFor="compare-a" className="text-sm font-medium">
          From
        </label>
        <select id="compare-a" name="a" defaultValue={a ?? cycle.responses[0]?.id} className={select}>
          {options}
        </select>
      </div>
      <div>
        <label htmlFor="compare-b" className="text-sm font-medium">
          To
        </label>
        <select id="compare-b" name="b" defaultValue={b ?? cycle.responses[1]?.id ?? cycle.responses[0]?.id} className={select}>
          {options}
          {pickOf(previous) ? (
            <option value={PREVIOUS_PICK}>
              Cycle {previous!.cycleId}&apos;s pick (response {previous!.selectedResponseId})
            </option>
          ) : null}
        </select>
      </div>
      <div>
        <label htmlFor="compare-file" className="text-sm font-medium">
          File to diff
        </label>
        <select id="compare-file" name="file" defaultValue={file ?? ""} className={select}>
          <option value="">None: the two side by side</option>
          {[...files].map(([path, n]) => (
            <option key={path} value={path}>
              {path} ({n} {n === 1 ? "response" : "responses"})
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-md bg-blue-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-blue-800 dark:bg-blue-600 dark:hover:bg-blue-500"
      >
        Compare
      </button>
    </form>
  );
}

function ResponseColumn({ response, label, picked, showBlocks }: { response: A52SessionResponse; label: string; picked: boolean; showBlocks: boolean }) {
  const doc = response.document;
  return (
    <article
      aria-label={label}
      className={`min-w-0 rounded-lg border p-3 md:w-[26rem] md:shrink-0 md:snap-start ${picked ? "border-emerald-600 ring-1 ring-emerald-600 dark:border-emerald-400 dark:ring-emerald-400" : "border-slate-200 dark:border-slate-800"} bg-white dark:bg-slate-900`}
    >
      <header className="mb-3 flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold">{label}</h3>
        {picked ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
            Curator&apos;s pick
          </span>
        ) : null}
        {response.empty ? (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">Empty tab</span>
        ) : null}
        {doc ? (
          <span className={`text-xs ${muted}`}>
            {count(doc.fileBlocks.length, "file", "files")} · {count(doc.diagnostics.length, "finding", "findings")}
          </span>
        ) : null}
      </header>
      {doc ? (
        <div className="space-y-4">
          <ResponseBody document={doc} sourcePath={null} headingLevel={3} collapseBlocks showBlocks={showBlocks} />
          {doc.diagnostics.length > 0 ? (
            <details>
              <summary className="cursor-pointer text-sm font-semibold">Findings ({doc.diagnostics.length})</summary>
              <div className="mt-2">
                <Findings diagnostics={doc.diagnostics} sourcePath={null} label={`Findings of ${label}`} />
              </div>
            </details>
          ) : null}
        </div>
      ) : (
        <p className={`text-sm ${muted}`}>
          {response.content.trim() === "" ? "Nothing was written in this tab." : `Only “${response.content.trim()}” was written in this tab.`}
        </p>
      )}
    </article>
  );
}

/** A PCPP session: a cycle at a time, its context, its parallel responses side by side, and a file diffed between two of them. */
export function A52SessionView({ slug, document: session, diagnostics, sourcePath, query }: DocumentViewProps<A52Session>) {
  const base = `/r/${slug}`;
  if (session.cycles.length === 0) return <Findings diagnostics={diagnostics} sourcePath={sourcePath} />;
  const q = sessionQuery(query, session.cycles.length);
  const index = q.cycle - 1;
  const cycle = session.cycles[index]!;
  const previous = session.cycles[index - 1];
  const comparing = q.a !== undefined && q.b !== undefined;
  // The previous cycle's pick is the older version: it goes on the left whichever field named it.
  const backwards = q.b === PREVIOUS_PICK && q.a !== PREVIOUS_PICK;
  const from = comparing ? diffSide(session, index, backwards ? q.b! : q.a!) : null;
  const to = comparing ? diffSide(session, index, backwards ? q.a! : q.b!) : null;
  const columns = comparing
    ? [from!, to!].flatMap((s) => (s.response ? [{ response: s.response, label: s.label[0]!.toUpperCase() + s.label.slice(1), picked: s.picked }] : []))
    : cycle.responses.map((r) => ({ response: r, label: `Response ${r.id}`, picked: r.id === cycle.selectedResponseId }));
  const pick = pickOf(cycle);
  return (
    <div className="space-y-5">
      <CycleNav session={session} current={q.cycle} base={base} />
      <section aria-labelledby="cycle-heading" className="space-y-3">
        <h2 id="cycle-heading" className="text-xl font-semibold">
          Cycle {cycle.cycleId}
          {cycle.title ? `: ${cycle.title}` : ""}
        </h2>
        <p className={`flex flex-wrap gap-x-3 text-sm ${muted}`}>
          {cycle.timestamp ? <span>{cycle.timestamp}</span> : null}
          <span>
            {cycle.responses.filter((r) => !r.empty).length} of {cycle.responses.length} tabs hold a response
          </span>
          <span>
            {pick ? `Curator's pick: response ${pick.id}` : cycle.selectedResponseId ? `Pick ${cycle.selectedResponseId} names no tab` : "No pick recorded"}
          </span>
          {cycle.responses.some((r) => !r.empty) ? (
            <Link href={`/d/${slug}/judge?round=${cycle.cycleId}`} className="text-blue-700 underline dark:text-blue-300">
              Score the responses of cycle {cycle.cycleId}
            </Link>
          ) : null}
        </p>
        <div className="grid gap-2 md:grid-cols-2">
          <Context label="Cycle context" text={cycle.cycleContext} />
          <Context label="Ephemeral context" text={cycle.ephemeralContext} />
        </div>
        <CompareForm base={base} index={index} cycle={cycle} previous={previous} a={q.a} b={q.b} file={q.file} />
        {comparing && q.file ? <FileDiff path={q.file} from={from!} to={to!} /> : null}
        {!comparing ? <p className={`text-sm ${muted}`}>File contents show when two responses are compared.</p> : null}
        {comparing ? (
          <p className="text-sm">
            <Link href={sessionHref(base, { cycle: q.cycle })} className="text-blue-700 underline dark:text-blue-300">
              Show every response of cycle {cycle.cycleId}
            </Link>
          </p>
        ) : null}
        <div
          tabIndex={0}
          role="region"
          aria-label={comparing ? "Two responses side by side" : `Responses of cycle ${cycle.cycleId}, side by side`}
          className="flex min-w-0 flex-col gap-4 md:snap-x md:flex-row md:overflow-x-auto md:pb-2"
        >
          {columns.map((c, i) => (
            <ResponseColumn key={`${c.response.id}-${i}`} {...c} showBlocks={comparing} />
          ))}
        </div>
      </section>
      {diagnostics.length > 0 ? (
        <section aria-labelledby="session-findings" className="space-y-2">
          <h2 id="session-findings" className="text-xl font-semibold">
            Findings about the export ({diagnostics.length})
          </h2>
          <Findings diagnostics={diagnostics} sourcePath={sourcePath} />
        </section>
      ) : null}
    </div>
  );
}
