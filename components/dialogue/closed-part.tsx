import type { ReactNode } from "react";

/**
 * A part of a long dialogue's page left for later (a thread's moves, persuasion's moves): a plain link to the page that
 * holds it whole, which the page's client code opens in place (lazy-round-dom.ts, openPart) by the element of the same
 * `data-part` there.
 */
export function ClosedPart({
  part,
  href,
  className = "",
  lead,
  children,
}: {
  part: string;
  href: string;
  className?: string;
  /** What the part holds, before its link. */
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <p className={className} data-part={part} data-closed-part="">
      {lead}
      <a href={href} data-open-part="" className="link focus-ring">
        {children}
      </a>
    </p>
  );
}
