/**
 * A small, tolerant YAML check for Output Data blocks; it does not build values. It rejects what YAML parsers reject
 * in practice in block-style documents:
 *  - a tab in indentation;
 *  - a plain line at the top level beside mappings or list items (a document is one scalar, or a collection);
 *  - `key: value` indented under a `key: value` line (a mapping cannot continue a scalar: "mapping values are not allowed");
 *  - a dedent to a column no open block started at;
 *  - unbalanced `[` `]` / `{` `}` or an unclosed quote in a value;
 *  - a plain value holding `: ` (`key: a: b`), which YAML reads as a second mapping on the line.
 * Comments, `---` / `...` markers, block scalars (`|`, `>`) and plain multi-line scalars are accepted.
 */
export function checkYaml(text: string): boolean {
  const stack: number[] = [0];
  let blockScalarIndent: number | null = null;
  // The last line that was not a scalar continuation: whether it opened a block, the column its item content starts at.
  let previous: { opensBlock: boolean; itemColumn: number | null } = { opensBlock: false, itemColumn: null };
  let collections = 0;
  let topLevelPlain = 0;
  for (const raw of text.split("\n")) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (line.trim().length === 0) continue;
    let indent = 0;
    while (line[indent] === " " || line[indent] === "\t") {
      if (line[indent] === "\t") return false;
      indent++;
    }
    if (blockScalarIndent !== null) {
      if (indent > blockScalarIndent) continue;
      blockScalarIndent = null;
    }
    let content = line.slice(indent);
    if (content.startsWith("#")) continue;
    if (indent === 0 && (content === "---" || content === "..." || content.startsWith("--- "))) continue;
    const top = stack[stack.length - 1]!;
    let itemColumn: number | null = null;
    let column = indent;
    while (content === "-" || content.startsWith("- ")) {
      const after = content.slice(1);
      const trimmed = after.trimStart();
      column += 1 + (after.length - trimmed.length);
      content = trimmed;
      itemColumn = column;
    }
    const mapping = mappingSplit(content);
    if (indent > top) {
      const opensChild = previous.opensBlock || (previous.itemColumn !== null && indent === previous.itemColumn);
      if (!opensChild) {
        // A deeper line under a scalar continues that scalar; a key or an item there is what YAML rejects.
        if (mapping || itemColumn !== null) return false;
        if (!balanced(content)) return false;
        continue;
      }
      stack.push(indent);
    } else if (indent < top) {
      while (stack.length > 1 && stack[stack.length - 1]! > indent) stack.pop();
      if (stack[stack.length - 1] !== indent) return false;
    }
    let opensBlock = itemColumn !== null && content.length === 0;
    if (mapping) {
      if (!balanced(mapping.value) || plainWithMappingIndicator(mapping.value)) return false;
      opensBlock = mapping.value.length === 0;
      if (mapping.value.startsWith("|") || mapping.value.startsWith(">")) blockScalarIndent = indent;
    } else if (!balanced(content)) return false;
    else if (itemColumn !== null && (content.startsWith("|") || content.startsWith(">"))) blockScalarIndent = indent;
    if (indent === 0) {
      if (itemColumn !== null || mapping) collections++;
      else topLevelPlain++;
    }
    if (collections > 0 && topLevelPlain > 0) return false;
    previous = { opensBlock, itemColumn };
  }
  return true;
}

/** `key: value` or `key:` with a key not starting a flow collection or quote-less junk; null for a plain scalar line. */
function mappingSplit(content: string): { key: string; value: string } | null {
  if (content.startsWith("[") || content.startsWith("{")) return null;
  let quote: string | null = null;
  for (let i = 0; i < content.length; i++) {
    const ch = content[i]!;
    if (quote) {
      if (ch === quote) quote = null;
      continue;
    }
    if ((ch === '"' || ch === "'") && i === 0) {
      quote = ch;
      continue;
    }
    if (ch === "#" && i > 0 && content[i - 1] === " ") return null;
    if (ch === ":" && (i + 1 === content.length || content[i + 1] === " ")) {
      const key = content.slice(0, i).trim();
      if (key.length === 0) return null;
      return { key, value: stripComment(content.slice(i + 1).trim()) };
    }
  }
  return null;
}

function stripComment(value: string): string {
  if (value.startsWith('"') || value.startsWith("'")) return value;
  const at = value.indexOf(" #");
  return at < 0 ? value : value.slice(0, at).trimEnd();
}

/** `key: a: b`: a plain scalar cannot hold `: ` (YAML reads it as a second mapping on one line). */
function plainWithMappingIndicator(value: string): boolean {
  const first = value[0];
  if (first === '"' || first === "'" || first === "[" || first === "{" || first === "|" || first === ">") return false;
  return value.includes(": ") || value.endsWith(":");
}

/** Quotes closed and flow brackets balanced in one value. */
function balanced(value: string): boolean {
  const v = value.trim();
  if (v.startsWith('"')) return v.length > 1 && v.endsWith('"');
  if (v.startsWith("'")) return v.length > 1 && v.endsWith("'");
  if (!v.startsWith("[") && !v.startsWith("{")) return true;
  const open: string[] = [];
  let quote: string | null = null;
  for (const ch of v) {
    if (quote) {
      if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "[" || ch === "{") open.push(ch);
    else if (ch === "]" || ch === "}") {
      if (open.pop() !== (ch === "]" ? "[" : "{")) return false;
    }
  }
  return open.length === 0 && quote === null;
}
