import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SearchSkeleton } from "@/components/search/search-skeleton";
import { Loading, SkeletonBlock } from "./skeleton";

describe("loading states", () => {
  it("are busy, say what is loading once, and hide their grey blocks from assistive technology", () => {
    const html = renderToStaticMarkup(
      <Loading what="the leaderboard" heading={<h1>Agents</h1>}>
        <SkeletonBlock />
      </Loading>,
    );
    expect(html.split('aria-busy="true"')).toHaveLength(2);
    expect(html).toContain('<p role="status" class="sr-only">Loading the leaderboard …</p>');
    // The heading is outside the hidden part: the page keeps its title for a screen reader while it loads.
    const hidden = html.indexOf('aria-hidden="true"');
    expect(html.indexOf("<h1>Agents</h1>")).toBeLessThan(hidden);
    expect(html.slice(hidden)).toContain("animate-pulse");
  });

  it("the search page's skeleton carries the page's own title and no link or control a reader could try to use", () => {
    const html = renderToStaticMarkup(<SearchSkeleton />);
    expect(html).toContain("Search tensions and perspectives</h1>");
    expect(html).toContain("Loading search results …");
    expect(html).not.toMatch(/<(a|input|button|select)\b/);
  });
});
