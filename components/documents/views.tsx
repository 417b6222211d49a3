import { createElement, type ComponentType, type ReactNode } from "react";
import { A52ResponseView } from "@/components/a52/response-view";
import { A52SessionView } from "@/components/a52/session-view";
import { RunView } from "@/components/acor/run-view";
import { ReportCard } from "@/components/goopspec/report-card";
import { baseName } from "@/lib/contract";
import type { DocumentsByKind } from "@/lib/documents/read-document";
import { ProjectionView } from "./projection-view";
import type { DocumentViewProps } from "./view-props";

type AnyView = ComponentType<DocumentViewProps<never>>;

/**
 * The one map from a stored kind to its review view. A kind mounts with one line; the document it receives is what
 * `readDocument` reads that kind to (`DocumentsByKind`), so the cast in `viewOf` is the only place the two meet.
 */
export const DOCUMENT_VIEWS: { [K in keyof DocumentsByKind]: ComponentType<DocumentViewProps<DocumentsByKind[K]>> } & Record<string, AnyView | undefined> = {
  a52: A52ResponseView,
  "a52-session": A52SessionView,
  goopspec: ({ document, sourcePath }) => <ReportCard doc={document} sourcePath={sourcePath} />,
  acor: ({ document, path, sourcePath }) => <RunView doc={document} name={baseName(path)} sourcePath={sourcePath} />,
};

/** The review view of a kind for one document: its own when one is mounted, else what its format's projection keeps. */
export function documentView(kind: string, props: DocumentViewProps<unknown>): ReactNode {
  const view = (DOCUMENT_VIEWS[kind] ?? ProjectionView) as ComponentType<DocumentViewProps<unknown>>;
  return createElement(view, props);
}
