import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { NextConfig } from "next";
import { renderMarkdown } from "@/components/dialogue/markdown";

describe("security headers and remote images", () => {
  it("sends CSP with frame-ancestors 'none', nosniff and a Referrer-Policy on every path", async () => {
    // The config is plain JavaScript (next.config.mjs), loaded as Next loads it.
    const nextConfig = (await import("../next.config.mjs" as string)).default as NextConfig;
    const rules = (await nextConfig.headers?.()) ?? [];
    const all = rules.find((r) => r.source === "/:path*");
    expect(all).toBeDefined();
    const headers = Object.fromEntries(all!.headers.map((h) => [h.key.toLowerCase(), h.value]));
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["content-security-policy"]).toContain("img-src 'self' data: blob:");
    expect(headers["content-security-policy"]).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("same-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
  });

  it("shows a remote image in markdown as a link, and never loads it", async () => {
    const html = renderToStaticMarkup((await renderMarkdown("Look: ![tracking pixel](https://tracker.example/p.gif?u=1)")).element);
    expect(html).not.toContain("<img");
    expect(html).toContain(
      '<a href="https://tracker.example/p.gif?u=1" rel="noopener noreferrer nofollow" class="underline">[image: tracking pixel, tracker.example]</a>',
    );
  });
});
