import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { documentView } from "@/components/documents/views";
import { detectFormat, FORMATS, registerFormat, type FormatDocument } from "@/lib/contract";
import { getDocumentBySlug } from "@/lib/db/dialogue-detail";
import { listDialogues } from "@/lib/db/dialogues";
import { searchMarkers } from "@/lib/db/search";
import { ensureSource } from "@/lib/db/store";
import { DEFAULT_INDEX_QUERY } from "@/lib/dialogue-index";
import { kindLabel, searchTypes, statusesOf } from "@/lib/document-kinds";
import { readDocument, type DocumentReading } from "@/lib/documents/read-document";
import { groupDialogueFiles } from "@/lib/ingest/group";
import { importItems } from "@/lib/ingest/pipeline";
import { parseSearchRequest } from "@/lib/search/request";
import { toyFormat } from "./fixtures/toy-format";
import { visibleText } from "./helpers/visible-text";
import { tempDatabases } from "./helpers/temp-db";

// A fifth format is its own folder (tests/fixtures/toy-format) plus one registration: no other file knows of it.
const TICKET = ["TOY TICKET: Flaky lantern cache", "Status: open", "NOTE: the quasar warmup races the flush", "NOTE:", ""].join("\n");
const { fresh } = tempDatabases();

beforeAll(() => registerFormat(toyFormat));

describe("a toy fifth format, registered once", () => {
  it("is in the registry once, ahead of the dialogue fallback, and claims its own text", () => {
    registerFormat(toyFormat);
    expect(FORMATS.filter((f) => f.kind === "toy")).toHaveLength(1);
    expect(FORMATS.at(-1)!.kind).toBe("dialogue");
    expect(detectFormat(TICKET).kind).toBe("toy");
    expect(detectFormat("# Alignment Dialogue: x\n").kind).toBe("dialogue");
  });

  it("gives every list of kinds its words: label, statuses, search type", () => {
    expect(kindLabel("toy")).toBe("Toy ticket");
    expect(statusesOf("toy")).toEqual(["open", "done", "unknown"]);
    expect(searchTypes()).toContain("toy-note");
    expect(parseSearchRequest({ type: "toy-note" }).types).toEqual(["toy-note"]);
  });

  it("is imported, listed, searched and viewed like any kind", async () => {
    const t = await fresh();
    const source = await ensureSource(t.db, { kind: "upload", name: "uploads" });
    const outcomes = await importItems(t.db, source.id, groupDialogueFiles([{ path: "tickets/lantern.md", bytes: Buffer.from(TICKET) }]).items);
    expect(outcomes.map((o) => o.status)).toEqual(["imported"]);

    const index = await listDialogues(t.db, { ...DEFAULT_INDEX_QUERY, kind: "toy" });
    expect(index.rows.map((r) => [r.title, r.kind, r.kindLabel, r.status])).toEqual([["Flaky lantern cache", "toy", "Toy ticket", "open"]]);
    expect(index.kinds).toContainEqual({ value: "toy", label: "Toy ticket", count: 1 });
    expect(index.statusOptions.map((s) => s.value)).toEqual(["open", "done", "unknown"]);

    const found = await searchMarkers(t.db, parseSearchRequest({ q: "quasar", type: "toy-note" }));
    expect(found.hits.map((h) => [h.kind, h.description.map((part) => part.text).join(""), h.dialogue.title])).toEqual([
      ["toy-note", "the quasar warmup races the flush", "Flaky lantern cache"],
    ]);

    const stored = (await getDocumentBySlug(t.db, index.rows[0]!.slug))!;
    const parsed = readDocument(stored) as DocumentReading;
    expect(parsed.label).toBe("Toy ticket");
    expect(parsed.diagnostics.map((d) => [d.code, d.line])).toEqual([["toy-empty-note", 4]]);
    const props = {
      slug: stored.slug,
      title: stored.title,
      path: stored.path,
      document: parsed.document as FormatDocument,
      diagnostics: parsed.diagnostics,
      sourcePath: "/r/x/source",
      query: {},
    };
    const html = renderToStaticMarkup(createElement("div", null, documentView("toy", props)));
    expect(visibleText(html)).toContain("the quasar warmup races the flush");
    expect(html).toContain('href="/r/x/source#L3"');
  });
});
