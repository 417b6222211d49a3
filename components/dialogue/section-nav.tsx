import { KeyboardShortcuts } from "@/components/dialogue/keyboard-shortcuts";

const SECTIONS = [
  ["state", "State"],
  ["markers", "Markers"],
  ["timeline", "Timeline"],
  ["panel", "Panel"],
  ["threads", "Threads"],
  ["audit", "Audit"],
  ["persuasion", "Who moved whom"],
  ["scoreboard", "Scoreboard"],
  ["judges", "Judges"],
  ["lint", "Lint"],
  ["versions", "Sources and versions"],
  ["export", "Export"],
] as const;

export type SectionId = (typeof SECTIONS)[number][0];

/** The dialogue page's sticky nav: a link to each section shown, the lint count beside Lint, the keyboard help. */
export function SectionNav({ hidden, counts }: { hidden: readonly SectionId[]; counts: { errors: number; warnings: number } }) {
  return (
    <nav
      aria-label="Sections"
      className="sticky top-0 z-20 -mx-4 flex items-center gap-4 border-b border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      <ul className="flex min-w-0 flex-1 gap-4 overflow-x-auto whitespace-nowrap text-sm">
        {SECTIONS.filter(([id]) => !hidden.includes(id)).map(([id, label]) => (
          <li key={id}>
            <a href={`#${id}`} className="font-medium text-slate-700 hover:text-slate-950 focus-ring dark:text-slate-300 dark:hover:text-white">
              {label}
              {id === "lint" && counts.errors + counts.warnings > 0 ? (
                <span
                  className="ml-1 rounded-full bg-amber-100 px-1.5 text-xs text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
                  aria-label={`${counts.errors} errors, ${counts.warnings} warnings`}
                >
                  {counts.errors + counts.warnings}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
      <div className="hidden shrink-0 sm:block">
        <KeyboardShortcuts />
      </div>
    </nav>
  );
}
