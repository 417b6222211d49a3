import { metadataValue, type MetadataEntry } from "@/lib/contract";
import { pipesAsList } from "@/lib/markdown/plain";
import { InlineMarkdown } from "./markdown";
import { DocumentHeader } from "@/components/documents/document-header";
import { StatusBadge } from "@/components/dialogue/status-badge";
import { counted } from "@/lib/plural";

interface Props {
  stored: { slug: string; title: string; status: string; date: string | null; commit: string | null; source: { name: string } };
  rounds: number;
  markers: number;
  totalAlignment: number | null;
  metadata: MetadataEntry[];
}

/** A dialogue's header: status, date, rounds, markers and total as its reading says, where it came from, its metadata. */
export function DialogueHeader({ stored, rounds, markers, totalAlignment, metadata }: Props) {
  return (
    <DocumentHeader
      id="dialogue-title"
      title={stored.title}
      facts={
        <>
          <StatusBadge status={stored.status} />
          {stored.date ? <span>{stored.date}</span> : null}
          <span>{counted(rounds, "round")}</span>
          <span>{counted(markers, "marker")}</span>
          {totalAlignment !== null ? <span>Total ALIGNMENT {totalAlignment}</span> : null}
          <span>
            from {stored.source.name}
            {stored.commit ? ` @ ${stored.commit.slice(0, 12)}` : ""}
          </span>
          <a href={`/compare?a=${stored.slug}`} className="link">
            Compare with…
          </a>
        </>
      }
    >
      {metadata.length > 0 ? (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-sm">
          {metadata.map((m) => (
            <div key={`${m.key}-${m.line}`} className="contents">
              <dt className="font-medium text-slate-500 dark:text-slate-400">{m.key}</dt>
              <dd className="min-w-0 break-words">
                <InlineMarkdown text={pipesAsList(metadataValue(m))} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </DocumentHeader>
  );
}
