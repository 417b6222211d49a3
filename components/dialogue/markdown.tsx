import { Fragment, type ReactElement, type ReactNode } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import type { Element, Root } from "hast";
import { toJsxRuntime, type Components } from "hast-util-to-jsx-runtime";
import { overBudget } from "@/lib/markdown/budget";
import { headingLevels } from "@/lib/markdown/headings";
import { hasInlineMarkup, inlineSource } from "@/lib/markdown/plain";
import { SLOT_CLOSE, SLOT_OPEN } from "@/lib/markdown/slots";
import { renderInWorker } from "@/lib/markdown/worker-pool";
import { LRUCache } from "lru-cache";

export interface RenderedMarkdown {
  element: ReactElement;
  /** Why the text was shown as plain text instead of markdown; null when it was not. */
  overBudget: string | null;
}

/** Marker slots in a text (lib/markdown/slots.ts): their texts as written, and what to show in their place. */
export interface Slots {
  raws: string[];
  render: (slot: number) => ReactNode;
}

/** Of a text over the budget, this much is shown; the whole is on the source page and in the downloads. */
export const PLAIN_TEXT_SHOWN = 16 * 1024;

type Parsed = { tree: Root } | { plain: string };
// A text's tree is a function of the text (and its slots' texts): parsed once, on the worker, then reused. Bounded
// by the text it holds (about 4 MB of markdown).
// Per process is right with several instances: keyed by the text itself, which never goes stale.
const parsed = new LRUCache<string, Parsed>({ maxSize: 4_000_000, sizeCalculation: (_value, key) => Math.max(1, key.length) });

async function parse(text: string, raws: string[]): Promise<Parsed> {
  const key = raws.length > 0 ? `${text}\u0000${raws.join("\u0000")}` : text;
  const known = parsed.get(key);
  if (known) return known;
  // The budget's cheap checks first: a text far too large or deep never goes to the renderer at all.
  const reason = overBudget(text);
  const result: Parsed = reason ? { plain: reason } : await renderInWorker(text, raws).then((r) => (r.ok ? { tree: r.tree } : { plain: r.reason }));
  parsed.set(key, result);
  return result;
}

/** Escaped plain text, its marker slots still shown in place. */
function plainText(text: string, reason: string, slots: Slots | null): ReactElement {
  const shown = text.length > PLAIN_TEXT_SHOWN ? text.slice(0, PLAIN_TEXT_SHOWN) : text;
  const parts: ReactNode[] = [];
  let rest = shown;
  for (let at = rest.indexOf(SLOT_OPEN); at >= 0 && slots; at = rest.indexOf(SLOT_OPEN)) {
    const end = rest.indexOf(SLOT_CLOSE, at);
    if (end < 0) break;
    parts.push(rest.slice(0, at), <Fragment key={parts.length}>{slots.render(Number(rest.slice(at + 1, end)))}</Fragment>);
    rest = rest.slice(end + 1);
  }
  parts.push(rest);
  return (
    <>
      <p className="mb-2 text-xs text-amber-800 dark:text-amber-200">
        Shown as plain text: {reason}.
        {shown.length < text.length
          ? ` The first ${Math.round(PLAIN_TEXT_SHOWN / 1024)} KB of ${(text.length / 1024).toFixed(0)} KB; the whole text is on the source page and in the downloads.`
          : ""}
      </p>
      <p data-plain-text="" className="font-mono text-xs whitespace-pre-wrap break-words">
        {parts}
      </p>
    </>
  );
}

/** A text shown as escaped plain text for a reason of the page's own (lib/page-budget.ts), without asking the renderer. */
export function plainMarkdown(text: string, reason: string): RenderedMarkdown {
  return { element: plainText(text, reason, null), overBudget: reason };
}

/** An image in untrusted markdown is a link to it, never loaded: a remote one would tell a third party who reads what. */
function ImageLink({ src, alt }: { src?: unknown; alt?: unknown }) {
  const href = typeof src === "string" ? src : "";
  const label = typeof alt === "string" && alt.trim() ? alt.trim() : "image";
  let where = "";
  try {
    where = new URL(href).host;
  } catch {
    // a relative or empty address: no host to name
  }
  if (!href) return <span>[{label}]</span>;
  return (
    <a href={href} rel="noopener noreferrer nofollow" className="underline">
      [image: {label}
      {where ? `, ${where}` : ""}]
    </a>
  );
}

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;

function headingElements(node: Root | Element, out: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    if ((HEADINGS as readonly string[]).includes(child.tagName)) out.push(child);
    else headingElements(child, out);
  }
  return out;
}

/** Headings rendered at the levels `headingLevels` gives them; the parsed tree (shared, cached) is left as it is. */
function shiftedHeadings(tree: Root, base: number): Components {
  const elements = headingElements(tree);
  const levels = headingLevels(
    elements.map((e) => Number(e.tagName[1])),
    base,
  );
  const shown = new Map(elements.map((el, i) => [el, levels[i]!]));
  return Object.fromEntries(
    HEADINGS.map((tag) => [
      tag,
      ({ node, ...props }: { node?: Element } & Record<string, unknown>) => {
        const Shown = HEADINGS[(node ? (shown.get(node) ?? base + 1) : base + 1) - 1]!;
        return <Shown {...props} />;
      },
    ]),
  );
}

function components(slots: Slots | null, inline: boolean, headingBase: number | null, tree: Root): Components {
  return {
    ...(headingBase === null ? {} : shiftedHeadings(tree, headingBase)),
    img: ({ src, alt }: { src?: unknown; alt?: unknown }) => <ImageLink src={src} alt={alt} />,
    // A marker's description is one line: its paragraph is dropped so it reads inline in its chip.
    ...(inline ? { p: ({ children }: { children?: ReactNode }) => <>{children}</> } : {}),
    span: ({ node, ...props }: { node?: Element } & Record<string, unknown>) => {
      const slot = node?.properties?.dataMarkerSlot;
      if (slots && slot !== undefined) return <>{slots.render(Number(slot))}</>;
      return <span {...props} />;
    },
  };
}

/**
 * Untrusted markdown as React elements: parsed on a worker thread within a size, depth and time budget (over it:
 * escaped plain text, see lib/markdown/budget.ts), so no text can hold other requests. GFM, never raw HTML.
 */
export async function renderMarkdown(
  text: string,
  slots: Slots | null = null,
  { inline = false, headingBase = null }: { inline?: boolean; headingBase?: number | null } = {},
): Promise<RenderedMarkdown> {
  const result = await parse(text, slots?.raws ?? []);
  if ("plain" in result) return { element: inline ? <>{text.slice(0, PLAIN_TEXT_SHOWN)}</> : plainText(text, result.plain, slots), overBudget: result.plain };
  const element = toJsxRuntime(result.tree, {
    Fragment,
    jsx,
    jsxs,
    components: components(slots, inline, headingBase, result.tree),
    ignoreInvalidStyle: true,
    passKeys: true,
    passNode: true,
  });
  return { element, overBudget: null };
}

export function MarkdownBlock({ result }: { result: RenderedMarkdown }) {
  return <div className="markdown space-y-3 text-sm leading-relaxed break-words">{result.element}</div>;
}

/**
 * A server component: markdown rendered off the server's event loop (see renderMarkdown). `headingBase` is the level of
 * the page heading it sits under: its own headings start one below it.
 */
export async function Markdown({ text, headingBase = null }: { text: string; headingBase?: number | null }) {
  return <MarkdownBlock result={await renderMarkdown(text, null, { headingBase })} />;
}

/** One line of markdown (a label, a lint message) rendered inline: emphasis and code shown, block syntax kept as words. */
export async function InlineMarkdown({ text }: { text: string }) {
  if (!hasInlineMarkup(text)) return <>{text}</>;
  return (await renderMarkdown(inlineSource(text), null, { inline: true })).element;
}
