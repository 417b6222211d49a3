import { buttonClass } from "@/components/ui/button";

/** A dialogue's downloads: canonical markdown, the parse, the scoreboard; the consensus once judged, every version for admins. */
export function ExportLinks({ slug, judged, admin }: { slug: string; judged: boolean; admin: boolean }) {
  const formats: [string, string][] = [
    ["md", "Canonical markdown"],
    ["json", "Parsed dialogue (JSON)"],
    ["csv", "Scoreboard (CSV)"],
    ...(judged ? ([["md&consensus=1", "Markdown with judges' consensus"]] as [string, string][]) : []),
    ...(admin ? ([["judge-csv", "Every judge score version (CSV)"]] as [string, string][]) : []),
  ];
  return (
    <ul className="flex flex-wrap gap-3 text-sm">
      {formats.map(([format, label]) => (
        <li key={format}>
          <a download href={`/d/${slug}/export?format=${format}`} className={buttonClass("secondary", "sm")}>
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
