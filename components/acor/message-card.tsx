import { Markdown } from "@/components/dialogue/markdown";
import type { AcorMessage } from "@/lib/contract";
import { CopyButton } from "./copy-button";
import { JsonTree } from "./json-tree";
import { StatusChip, TYPE_COLORS } from "./outcome";

/** The anchor of the nth message of a run view (1-based in the address, as people count). */
export const messageAnchor = (index: number) => `message-${index + 1}`;

const card = "rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900";
const muted = "text-sm text-slate-600 dark:text-slate-400";
const pre = "overflow-x-auto rounded-md bg-slate-100 p-3 font-mono text-xs dark:bg-slate-950";

function Heading({ m, children }: { m: AcorMessage; children?: React.ReactNode }) {
  return (
    <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold">
      <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${TYPE_COLORS[m.type]}`} />
      {children ?? (m.type === "unknown" ? `Unknown message: ${m.title ?? "(empty heading)"}` : m.title ? `${m.type}: ${m.title}` : m.type)}
      <span className="font-mono text-xs font-normal text-slate-500 dark:text-slate-400">line {m.line}</span>
    </h3>
  );
}

function Intro({ text }: { text?: string }) {
  return text ? (
    <div className="mt-1">
      <Markdown text={text} />
    </div>
  ) : null;
}

function FullMessage({ body }: { body: string }) {
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-xs text-slate-500 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-400">
        Full message
      </summary>
      <div className="mt-1">
        <Markdown text={body} />
      </div>
    </details>
  );
}

function Command({ text, label, copyLabel = "Copy command" }: { text: string; label: string; copyLabel?: string }) {
  return (
    <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 dark:border-amber-800 dark:bg-amber-950/40">
      <div className="mb-1 flex items-center justify-between gap-2">
        <span className="text-xs font-medium text-amber-900 dark:text-amber-200">{label}</span>
        <CopyButton text={text} label={copyLabel} />
      </div>
      <pre className="overflow-x-auto font-mono text-sm whitespace-pre-wrap text-slate-900 dark:text-slate-100">
        <code>{text}</code>
      </pre>
    </div>
  );
}

function InputNeeded({ m }: { m: AcorMessage }) {
  const options = m.options ?? [];
  const commands = m.commandTexts ?? [];
  return (
    <div className={`${card} border-amber-400 dark:border-amber-700`}>
      <Heading m={m}>Input needed{m.title ? `: ${m.title}` : ""}</Heading>
      <Intro text={m.intro} />
      {options.length > 0 ? (
        <div className="mt-2">
          <p className="text-sm font-medium">Choose one of {options.length} alternatives:</p>
          <ol className="mt-1 space-y-2" aria-label="Alternatives">
            {options.map((o) => (
              <li key={`${o.label}-${o.line}`}>
                <Command text={o.command} label={`Option ${o.label}${o.title ? ` — ${o.title}` : ""}`} copyLabel={`Copy option ${o.label} command`} />
              </li>
            ))}
          </ol>
        </div>
      ) : commands.length === 1 ? (
        <Command text={commands[0]!} label="Run this command next" />
      ) : commands.length === 0 ? (
        <p className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">No command to run next is given.</p>
      ) : (
        <div className="mt-2">
          <p className="text-sm font-medium text-red-700 dark:text-red-300">{commands.length} commands are given; the protocol asks for exactly one.</p>
          {commands.map((c, i) => (
            <pre key={i} className={`${pre} mt-1`}>
              <code>{c}</code>
            </pre>
          ))}
        </div>
      )}
      {m.example ? (
        <div className="mt-2">
          <p className={muted}>Example (not a second command):</p>
          <pre className={pre}>
            <code>{m.example}</code>
          </pre>
        </div>
      ) : null}
      <FullMessage body={m.body} />
    </div>
  );
}

function ErrorCard({ m }: { m: AcorMessage }) {
  return (
    <div className={`${card} border-red-300 bg-red-50 dark:border-red-900 dark:bg-red-950/40`}>
      <Heading m={m}>
        <span className="text-red-800 dark:text-red-200">Error{m.title ? `: ${m.title}` : ""}</span>
      </Heading>
      <Intro text={m.intro} />
      {m.details ? (
        <div className="mt-2 text-sm">
          <p className="font-medium">Details</p>
          <Markdown text={m.details} />
        </div>
      ) : null}
      {m.recovery ? (
        <div className="mt-2 rounded-md border border-emerald-300 bg-emerald-50 p-2 text-sm dark:border-emerald-800 dark:bg-emerald-950/40">
          <p className="font-semibold text-emerald-900 dark:text-emerald-200">Recovery</p>
          <Markdown text={m.recovery} />
        </div>
      ) : (
        <p className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">No recovery is given.</p>
      )}
    </div>
  );
}

function ActionList({ m, verb }: { m: AcorMessage; verb: string }) {
  const items = m.items ?? [];
  return (
    <div className={`${card} ${m.type === "AI Directive" ? "border-violet-300 dark:border-violet-800" : ""}`}>
      <Heading m={m} />
      <Intro text={m.intro} />
      {items.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm" aria-label={`${m.type} actions`}>
          {items.map((item) => (
            <li key={item.line} className="flex gap-2">
              <span aria-hidden="true" className="text-slate-400">
                {verb}
              </span>
              <span className="min-w-0 break-words">
                <Markdown text={item.text} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-1">
          <Markdown text={m.body} />
        </div>
      )}
      {items.length > 0 && m.body.includes("```") ? <FullMessage body={m.body} /> : null}
    </div>
  );
}

function OutputData({ m }: { m: AcorMessage }) {
  const data = m.data;
  if (!data)
    return (
      <div className={card}>
        <Heading m={m} />
        <p className="mt-1 text-sm text-red-700 dark:text-red-300">No data block.</p>
        <Intro text={m.body} />
      </div>
    );
  const language = data.language || "plain text";
  const verdict =
    data.valid === true ? `valid ${language.toUpperCase()}` : data.valid === false ? `does not parse as ${language.toUpperCase()}` : `${language}, not checked`;
  return (
    <div className={card}>
      <Heading m={m} />
      <p className={`mt-1 text-xs ${data.valid === false ? "font-medium text-red-700 dark:text-red-300" : "text-slate-500 dark:text-slate-400"}`}>{verdict}</p>
      <div className="mt-2">
        {data.valid === true && data.value !== null && typeof data.value === "object" ? (
          <JsonTree value={data.value} label={`Output data at line ${m.line}`} />
        ) : (
          <pre className={pre}>
            <code>{data.text}</code>
          </pre>
        )}
      </div>
    </div>
  );
}

function Percent({ m }: { m: AcorMessage }) {
  const p = m.percent ?? null;
  return (
    <div className="flex flex-wrap items-center gap-3 px-3 py-1 text-sm">
      <span className="w-24 shrink-0 font-medium">{p === null ? `Progress: ${m.title ?? "?"}` : `${p}%`}</span>
      <span aria-hidden="true" className="h-1.5 w-32 overflow-hidden rounded bg-slate-200 dark:bg-slate-800">
        <span className="block h-full bg-blue-500 dark:bg-blue-400" style={{ width: `${Math.min(100, p ?? 0)}%` }} />
      </span>
      <span className={muted}>{m.body}</span>
    </div>
  );
}

/** One message, drawn the way its type asks: errors and the command to run stand out, the rest stays quiet. */
export function MessageCard({ m }: { m: AcorMessage }) {
  switch (m.type) {
    case "Status":
      return (
        <div className="flex flex-wrap items-center gap-2 px-3 py-1 text-sm">
          <span className="font-medium">Status</span>
          {m.title ? <StatusChip status={m.title} /> : <span className="text-red-700 dark:text-red-300">(no title)</span>}
          {m.body ? <span className={muted}>{m.body}</span> : null}
        </div>
      );
    case "Progress":
      return <Percent m={m} />;
    case "Error":
      return <ErrorCard m={m} />;
    case "Input Needed":
      return <InputNeeded m={m} />;
    case "Output Data":
      return <OutputData m={m} />;
    case "Output Files":
      return (
        <div className={card}>
          <Heading m={m} />
          <Intro text={m.intro} />
          <ul className="mt-2 space-y-1 text-sm" aria-label={`Files written (line ${m.line})`}>
            {(m.files ?? []).map((f) => (
              <li key={f.line}>
                <code className="font-mono text-xs break-all">{f.path}</code>
                {f.description ? <span className="text-slate-600 dark:text-slate-400"> — {f.description}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      );
    case "Output":
      return (
        <div className={card}>
          <Heading m={m} />
          <Intro text={m.body} />
        </div>
      );
    case "AI Directive":
      return <ActionList m={m} verb="→" />;
    case "Suggestions":
      return <ActionList m={m} verb="•" />;
    case "Session":
    case "Session Checkpoint":
      return (
        <div className="flex flex-wrap items-center gap-2 px-3 py-1 text-sm">
          <span className="font-medium">{m.type}</span>
          <code className="font-mono text-xs">{m.title ?? "(none)"}</code>
          {m.body ? <span className={muted}>{m.body}</span> : null}
        </div>
      );
    default:
      return (
        <div className={`${card} border-dashed`}>
          <Heading m={m} />
          <Intro text={m.body} />
        </div>
      );
  }
}
