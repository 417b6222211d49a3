import type { ReactNode } from "react";

/** What a badge's colour says, not which colour it is. */
export type BadgeTone = "success" | "warning" | "danger" | "info" | "neutral" | "muted" | "accent";

const TONES: Record<BadgeTone, string> = {
  success: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  warning: "bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200",
  danger: "bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200",
  info: "bg-blue-100 text-blue-800 dark:bg-blue-900/60 dark:text-blue-200",
  neutral: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
  muted: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  accent: "bg-violet-100 text-violet-900 dark:bg-violet-900/60 dark:text-violet-100",
};

export function Badge({ tone, className = "", children }: { tone: BadgeTone; className?: string; children: ReactNode }) {
  return <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${TONES[tone]} ${className}`}>{children}</span>;
}
