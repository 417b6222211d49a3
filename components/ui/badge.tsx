import type { ReactNode } from "react";

/** What a badge's colour says, not which colour it is. */
export type BadgeTone = "success" | "warning" | "danger" | "info" | "neutral" | "muted" | "accent";

/** A badge of its tone (app/globals.css: `.badge`, `.badge-<tone>`: short names, as some pages repeat badges hundreds of times). */
export function Badge({ tone, className = "", children }: { tone: BadgeTone; className?: string; children: ReactNode }) {
  return <span className={`badge badge-${tone}${className ? ` ${className}` : ""}`}>{children}</span>;
}
