import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { SingleThread } from "@/components/dialogue/threads";
import type { ThreadKind } from "@/lib/anchors";
import { markerHrefFor, pageBudget } from "@/lib/page-budget";
import { loadDialogue } from "../../load";

export const dynamic = "force-dynamic";

/** `tension-3`, `perspective-12`: the thread's address on the dialogue page, 1-based. */
const threadSchema = z
  .string()
  .regex(/^(tension|perspective)-[1-9]\d{0,6}$/)
  .transform((id) => ({ kind: id.slice(0, id.indexOf("-")) as ThreadKind, index: Number(id.slice(id.indexOf("-") + 1)) - 1 }));

type Params = Promise<{ slug: string; thread: string }>;

async function loadThread(params: Params) {
  const { slug, thread } = await params;
  const parsed = threadSchema.safeParse(thread);
  const loaded = await loadDialogue(slug);
  const list = parsed.success ? (parsed.data.kind === "tension" ? loaded.dialogue.threads : loaded.dialogue.perspectiveThreads) : [];
  if (!parsed.success || parsed.data.index >= list.length) notFound();
  return { ...loaded, ...parsed.data, thread: list[parsed.data.index]! };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { stored, thread } = await loadThread(params);
  return { title: `${thread.id} · ${stored.title}` };
}

/**
 * One tension or perspective of a dialogue alone, with every move: where "Show its moves" leads without script, and
 * what a long dialogue's page reads to open a thread's moves in place (components/dialogue/lazy-round-dom.ts).
 */
export default async function ThreadPage({ params }: { params: Params }) {
  const { stored, dialogue, kind, index } = await loadThread(params);
  const page = `/d/${stored.slug}`;
  // The moves lead to their markers on the dialogue's page (in place there once opened: the client keeps the hash).
  const inPage = markerHrefFor(stored.slug, pageBudget(dialogue));
  const markerHref = (ordinal: number) => (inPage(ordinal).startsWith("#") ? `${page}${inPage(ordinal)}` : inPage(ordinal));
  return (
    <article className="space-y-4">
      <p className="text-sm">
        <a href={`${page}#${kind}-${index + 1}`} className="link font-medium">
          ← {stored.title}
        </a>
      </p>
      <SingleThread dialogue={dialogue} slug={stored.slug} kind={kind} index={index} markerHref={markerHref} />
    </article>
  );
}
