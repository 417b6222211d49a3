import type { ReactNode } from "react";

/**
 * Every table's frame: scrolls sideways on narrow screens rather than squeezing, named by a caption (read, not seen)
 * or a label. `framed` draws the card border; `focusable` lets a keyboard scroll a region wider than the page.
 * `relative` keeps screen-reader-only text (absolutely placed) inside the scrolling frame, not widening the page.
 */
export function TableShell({
  caption,
  label,
  framed = true,
  focusable = false,
  className = "",
  children,
}: {
  caption?: ReactNode;
  label?: string;
  framed?: boolean;
  focusable?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`relative overflow-x-auto ${framed ? "rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" : ""} ${className}`}
      tabIndex={focusable ? 0 : undefined}
    >
      <table className="w-full text-sm" aria-label={label}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}
