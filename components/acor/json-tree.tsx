/** How many entries of one object or array are shown; the rest are counted, not dropped silently. */
const MAX_ENTRIES = 200;

function scalar(value: unknown) {
  if (value === null) return <span className="text-slate-500 dark:text-slate-400">null</span>;
  if (typeof value === "string") return <span className="text-emerald-800 dark:text-emerald-300">&quot;{value}&quot;</span>;
  if (typeof value === "number") return <span className="text-blue-800 dark:text-blue-300">{String(value)}</span>;
  if (typeof value === "boolean") return <span className="text-violet-800 dark:text-violet-300">{String(value)}</span>;
  return <span>{String(value)}</span>;
}

function Node({ name, value, depth }: { name: string | null; value: unknown; depth: number }) {
  const key = name === null ? null : <span className="text-slate-700 dark:text-slate-300">{name}: </span>;
  if (value === null || typeof value !== "object") {
    return (
      <li className="break-all">
        {key}
        {scalar(value)}
      </li>
    );
  }
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  const shape = Array.isArray(value)
    ? `[${entries.length} ${entries.length === 1 ? "item" : "items"}]`
    : `{${entries.length} ${entries.length === 1 ? "key" : "keys"}}`;
  return (
    <li>
      <details open={depth < 2}>
        <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-blue-600">
          {key}
          <span className="text-slate-500 dark:text-slate-400">{shape}</span>
        </summary>
        <ul className="ml-4 border-l border-slate-200 pl-3 dark:border-slate-700">
          {entries.slice(0, MAX_ENTRIES).map(([k, v]) => (
            <Node key={k} name={k} value={v} depth={depth + 1} />
          ))}
          {entries.length > MAX_ENTRIES ? <li className="text-slate-500 dark:text-slate-400">… {entries.length - MAX_ENTRIES} more</li> : null}
        </ul>
      </details>
    </li>
  );
}

/** A parsed JSON value as a tree of collapsible `<details>`: the first two levels open. */
export function JsonTree({ value, label }: { value: unknown; label: string }) {
  return (
    <ul aria-label={label} className="font-mono text-xs leading-relaxed">
      <Node name={null} value={value} depth={0} />
    </ul>
  );
}
