import type { A52Document } from "@/lib/contract";
import type { DocumentViewProps } from "@/components/documents/view-props";
import { Findings } from "@/components/documents/findings";
import { FileBlock } from "./file-block";
import { FilesTable } from "./files-table";
import { Markdown } from "@/components/dialogue/markdown";

/** A response's summary, plan or notes: the agent wrote them as markdown, so they are rendered as markdown. */
function Prose({ text, empty, under }: { text: string | null; empty: string; under: 2 | 3 }) {
  return text ? <Markdown text={text} headingBase={under} /> : <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
}

/** The parts of one A52 response, without the page around it: also used inside a session's cycle. */
export function ResponseBody({
  document,
  sourcePath,
  headingLevel = 2,
  collapseBlocks = false,
  showBlocks = true,
}: {
  document: A52Document;
  sourcePath: string | null;
  headingLevel?: 2 | 3;
  collapseBlocks?: boolean;
  showBlocks?: boolean;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const heading = headingLevel === 2 ? "mb-2 text-xl font-semibold" : "mb-1.5 text-base font-semibold";
  return (
    <div className="min-w-0 space-y-6">
      <section>
        <H className={heading}>Summary</H>
        <Prose text={document.summary} empty="No summary." under={headingLevel} />
      </section>
      <section>
        <H className={heading}>Plan (course of action)</H>
        <Prose text={document.courseOfAction} empty="No course of action." under={headingLevel} />
      </section>
      <section>
        <H className={heading}>Files</H>
        <FilesTable document={document} linkBlocks={!collapseBlocks} />
      </section>
      {document.notes ? (
        <section>
          <H className={heading}>Notes</H>
          <Prose text={document.notes} empty="" under={headingLevel} />
        </section>
      ) : null}
      {!showBlocks ? null : collapseBlocks ? (
        <details>
          <summary className="cursor-pointer text-sm font-semibold">File blocks ({document.fileBlocks.length})</summary>
          <div className="mt-2 space-y-3">
            {document.fileBlocks.map((block) => (
              <FileBlock key={`${block.line}-${block.path}`} block={block} index={null} sourcePath={sourcePath} />
            ))}
          </div>
        </details>
      ) : (
        <section className="space-y-4">
          <H className={heading}>File blocks ({document.fileBlocks.length})</H>
          {document.fileBlocks.map((block, i) => (
            <FileBlock key={`${block.line}-${block.path}`} block={block} index={i} sourcePath={sourcePath} />
          ))}
        </section>
      )}
    </div>
  );
}

/** An A52 response under review: its parts beside its findings. */
export function A52ResponseView({ document, diagnostics, sourcePath }: DocumentViewProps<A52Document>) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <ResponseBody document={document} sourcePath={sourcePath} />
      <aside aria-labelledby="findings-heading" className="lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
        <h2 id="findings-heading" className="mb-2 text-xl font-semibold">
          Findings ({diagnostics.length})
        </h2>
        <Findings diagnostics={diagnostics} sourcePath={sourcePath} />
      </aside>
    </div>
  );
}
