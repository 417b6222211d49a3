import type { ReactElement } from "react";
import renderMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { LruCache } from "@/lib/lru-cache";

const PLUGINS = [remarkGfm];

// Rendering markdown is most of a long dialogue's page time (~340 ms of ~400 for the largest in the corpus), and a
// contribution's text fully determines its output: element trees are immutable, so one can serve every request.
// Bounded by the text it holds (about 4 MB of markdown, a few tens of MB of elements).
const rendered = new LruCache<string, ReactElement>(4_000_000, (text) => text.length);

/**
 * Untrusted markdown as React elements: GFM, never raw HTML (react-markdown escapes it unless rehype-raw is added,
 * which it never is here).
 */
export function Markdown({ text }: { text: string }) {
  let element = rendered.get(text);
  if (!element) {
    // react-markdown's sync renderer is a plain function of its options (no hooks), so it can be called directly.
    element = renderMarkdown({ children: text, remarkPlugins: PLUGINS }) as ReactElement;
    rendered.set(text, element);
  }
  return <div className="markdown space-y-3 text-sm leading-relaxed break-words">{element}</div>;
}
