import Link from "next/link";
import type { ReactNode } from "react";
import { linkClass } from "@/components/ui/styles";

/** A link page that offers no form: why (a used, wrong or expired link, or setup already done) and where to go. */
export function LinkNotice({ id, title, children, href, label }: { id: string; title: string; children: ReactNode; href: string; label: string }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-md space-y-4">
      <h1 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h1>
      <div className="space-y-2 text-slate-700 dark:text-slate-300">{children}</div>
      <p>
        <Link href={href} className={linkClass}>
          {label}
        </Link>
      </p>
    </section>
  );
}
