/** A rendered page's text, tags dropped and entities decoded, so assertions read like what a person sees. */
export function visibleText(html: string): string {
  return html
    .split("<")
    .map((part, i) => (i === 0 ? part : part.slice(part.indexOf(">") + 1)))
    .join(" ")
    .split("&quot;")
    .join('"')
    .split("&#x27;")
    .join("'")
    .split("&lt;")
    .join("<")
    .split("&gt;")
    .join(">")
    .split("&amp;")
    .join("&")
    .split(/\s+/)
    .join(" ");
}
