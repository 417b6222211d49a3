/**
 * Markdown as the plain words a reader sees, for places that show text, not HTML (search snippets, labels in lists,
 * tooltips): emphasis, code spans and links keep their text; headings, quotes, bullets, table pipes and rules go.
 */
export function markdownToPlain(text: string): string {
  const lines = text.split("\n").flatMap((raw) => {
    let line = raw.trim();
    if (isRule(line) || isTableDivider(line)) return [];
    for (let again = true; again;) {
      const before = line;
      line = line
        .replace(/^#{1,6}\s+/, "")
        .replace(/^>\s?/, "")
        .replace(/^[-*+]\s+(\[[ xX]\]\s+)?/, "")
        .replace(/^\d{1,9}[.)]\s+/, "");
      again = line !== before;
    }
    if (line.startsWith("|") || line.endsWith("|")) line = tableRow(line);
    return line ? [line] : [];
  });
  return inlinePlain(lines.join(" "));
}

/** `---`, `***`, `___` (three or more, spaces allowed): a thematic break, which says nothing. */
function isRule(line: string): boolean {
  const bare = line.split(" ").join("");
  return bare.length >= 3 && (/^-+$/.test(bare) || /^\*+$/.test(bare) || /^_+$/.test(bare));
}

function isTableDivider(line: string): boolean {
  return line.includes("-") && /^\|?[\s:|-]+\|?$/.test(line) && line.includes("|");
}

/** A table row's cells, joined as words: `| Muffin | Cupcake |` → "Muffin · Cupcake". */
function tableRow(line: string): string {
  const inner = line.replace(/^\|/, "").replace(/\|$/, "");
  return inner
    .split("|")
    .map((c) => c.trim())
    .filter(Boolean)
    .join(" · ");
}

/** Inline markup off one line of text: `**bold**`, `_em_`, `` `code` ``, `~~struck~~`, `[text](url)`, `![alt](url)`. */
export function inlinePlain(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/`+([^`]*?)`+/g, "$1")
    .replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/g, "$2")
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?![\w*])/g, "$1$2")
    .replace(/(^|[^\w_])_(?=\S)([^_]*?\S)_(?![\w_])/g, "$1$2")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * One line of markdown made safe to render inline: a start that markdown reads as a block (a heading, bullet, quote,
 * numbered item or rule) is escaped, so a label such as "- keep both" or "---" stays the words it is.
 */
export function inlineSource(text: string): string {
  const line = text.split("\n").join(" ").trim();
  if (/^(#{1,6}(\s|$)|[-*+>](\s|$)|[-*_=]{3,}|\d{1,9}[.)](\s|$))/.test(line)) {
    const digits = /^\d{1,9}/.exec(line)?.[0] ?? "";
    return digits ? `${digits}\\${line.slice(digits.length)}` : `\\${line}`;
  }
  return line;
}

/** Whether a text holds anything inline markdown would change (else it is shown as it is, without the renderer). */
export function hasInlineMarkup(text: string): boolean {
  return /[*_`~[\]<>\\&!#|]/.test(text) || /^\s*(\d{1,9}[.)]|[-+>])/.test(text);
}

/** A one-line value written as a pipe-separated list (`🧁 Muffin | 🧁 Scone`), as a reader's list: "🧁 Muffin, 🧁 Scone". */
export function pipesAsList(value: string): string {
  if (!value.includes("|") || value.includes("`")) return value;
  return value
    .split("|")
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
}
