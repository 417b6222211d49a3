import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";

/** One download of a dialogue, in the look every download shares. */
export function ExportItem({ slug, format, label }: { slug: string; format: string; label: string }) {
  return (
    <li>
      <a download href={`/d/${slug}/export?format=${format}`} className={buttonClass("secondary", "sm")}>
        {label}
      </a>
    </li>
  );
}

/**
 * A dialogue's downloads: canonical markdown, the parse, the scoreboard; the consensus once judged (`consensus`: an
 * item that depends on the viewer's judging data, so the page leaves it to a client leaf), every version for admins.
 */
export function ExportLinks({ slug, admin, consensus }: { slug: string; admin: boolean; consensus?: ReactNode }) {
  return (
    <ul className="flex flex-wrap gap-3 text-sm">
      <ExportItem slug={slug} format="md" label="Canonical markdown" />
      <ExportItem slug={slug} format="json" label="Parsed dialogue (JSON)" />
      <ExportItem slug={slug} format="csv" label="Scoreboard (CSV)" />
      {consensus}
      {admin ? <ExportItem slug={slug} format="judge-csv" label="Every judge score version (CSV)" /> : null}
    </ul>
  );
}
