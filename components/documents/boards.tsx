import { createElement, type ComponentType } from "react";
import { RunsTable } from "@/components/acor/runs-table";
import { SessionBoard } from "@/components/goopspec/session-board";
import { baseName, formatOf, type AcorDocument, type GoopspecDocument } from "@/lib/contract";

/** One document of a board: its address, title, path and what it says as raw text. */
export interface BoardDocument {
  slug: string;
  title: string;
  path: string;
  raw: string;
}

type BoardView = ComponentType<{ documents: BoardDocument[] }>;

/** The one map from a kind with a board (its format's `vocabulary.board`) to the view that reads the folder together. */
export const BOARD_VIEWS: Record<string, BoardView | undefined> = {
  goopspec: ({ documents }) => (
    <SessionBoard
      inputs={documents.map((d) => ({ id: d.slug, title: d.title, href: `/r/${d.slug}`, doc: formatOf("goopspec").parse(d.raw) as GoopspecDocument }))}
    />
  ),
  acor: ({ documents }) => (
    <RunsTable runs={documents.map((d) => ({ name: baseName(d.path), href: `/r/${d.slug}`, doc: formatOf("acor").parse(d.raw) as AcorDocument }))} />
  ),
};

/** The board view of a kind for its documents, or null when none is mounted. */
export function boardView(kind: string, documents: BoardDocument[]) {
  const view = BOARD_VIEWS[kind];
  return view ? createElement(view, { documents }) : null;
}
