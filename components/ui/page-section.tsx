import type { ReactNode } from "react";

/** A page's first section, named by the page's one h1 (`id` ties the two for assistive technology). */
export function PageSection({ id, title, className = "space-y-4", children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h1 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h1>
      {children}
    </section>
  );
}
