import type { ReactNode } from "react";

/** A document page's header: its title (the h1 the page's article is named by), a line of facts, then anything more. */
export function DocumentHeader({
  id,
  title,
  titleClassName = "",
  facts,
  children,
}: {
  id: string;
  title: string;
  titleClassName?: string;
  facts: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="space-y-2">
      <h1 id={id} className={`${titleClassName}text-2xl font-semibold tracking-tight`}>
        {title}
      </h1>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">{facts}</p>
      {children}
    </header>
  );
}
