// Markdown → hast in a worker thread, so a slow or hostile text never holds the server's event loop (issue 17, item 5).
// Plain ESM loaded from disk at run time (not bundled). The same pipeline and safety as react-markdown: GFM, raw HTML
// shown as text, URLs through react-markdown's defaultUrlTransform. The main thread turns the tree into React.
import { urlAttributes } from "html-url-attributes";
import { defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true });
/** Marks a marker's place in the text (noncharacters, never in real text; lib/markdown/chips.ts writes them). */
const OPEN = "\uFDD0";
const CLOSE = "\uFDD1";

/** Splits text nodes at marker slots into text and `<span data-marker-slot=k>`; inside code the marker's text returns. */
function placeSlots(tree, raws) {
  visit(tree, "text", (node, index, parent) => {
    if (!parent || typeof index !== "number" || !node.value.includes(OPEN)) return;
    const inCode = parent.type === "element" && (parent.tagName === "code" || parent.tagName === "pre");
    const parts = [];
    let rest = node.value;
    for (let at = rest.indexOf(OPEN); at >= 0; at = rest.indexOf(OPEN)) {
      const end = rest.indexOf(CLOSE, at);
      if (end < 0) break;
      const slot = Number(rest.slice(at + 1, end));
      if (inCode) parts.push({ type: "text", value: rest.slice(0, at) + (raws[slot] ?? "") });
      else {
        if (at > 0) parts.push({ type: "text", value: rest.slice(0, at) });
        parts.push({ type: "element", tagName: "span", properties: { dataMarkerSlot: String(slot) }, children: [] });
      }
      rest = rest.slice(end + 1);
    }
    if (rest.length > 0) parts.push({ type: "text", value: rest });
    parent.children.splice(index, 1, ...parts);
    return index + parts.length;
  });
}

function render(text, raws) {
  const tree = processor.runSync(processor.parse(text));
  visit(tree, (node, index, parent) => {
    if (node.type === "raw" && parent && typeof index === "number") {
      parent.children[index] = { type: "text", value: node.value };
      return index;
    }
    delete node.position;
    if (node.type !== "element") return;
    // Tables scroll sideways in their own box (.markdown table): focusable, so a keyboard can scroll them too.
    if (node.tagName === "table") node.properties.tabIndex = 0;
    for (const key in urlAttributes) {
      const tags = urlAttributes[key];
      if (Object.hasOwn(node.properties, key) && (tags === null || tags.includes(node.tagName)))
        node.properties[key] = defaultUrlTransform(String(node.properties[key] || ""));
    }
  });
  if (raws.length > 0) placeSlots(tree, raws);
  return tree;
}

/**
 * A task of the render pool (lib/markdown/worker-pool.ts, on Piscina): one text's tree, or an error it reports; or, for
 * a batch, the trees of its texts in order, as many as were finished when `sliceMs` had passed (at least one).
 */
export default function renderTask({ text, raws, batch, sliceMs }) {
  if (!batch) return render(text, raws);
  const started = performance.now();
  const trees = [];
  for (const job of batch) {
    trees.push(render(job.text, job.raws));
    if (performance.now() - started > sliceMs) break;
  }
  return trees;
}
