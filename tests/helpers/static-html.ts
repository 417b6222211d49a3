import type { ReactNode } from "react";
import { prerender } from "react-dom/static";

/**
 * A component tree as static HTML, awaiting what suspends: markdown renders off the request thread (async), which
 * renderToStaticMarkup refuses. React's text separators are dropped so assertions read the text as a reader would.
 */
export async function staticHtml(node: ReactNode): Promise<string> {
  return (await new Response((await prerender(node)).prelude).text()).split("<!-- -->").join("");
}
