// Fails when modules of ours import each other, directly or around a loop: such modules cannot be read, tested or
// moved one at a time. ESLint's import/no-cycle said the same in 80 s of the lint step's 104; this reads each file once
// with TypeScript's parser and finds the loops as strongly connected components, in a few seconds.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SKIP = new Set(["node_modules", ".next", "generated", "data", "test-results", "playwright-report", ".git"]);
const EXTENSIONS = [".ts", ".tsx", ".mts"];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name) || name.startsWith(".")) return [];
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The specifiers a module needs at run time: value imports and re-exports, and import() calls; `import type` is erased. */
function runtimeImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a specifier names inside the project (`@/…` is the root, as tsconfig says), or null for a package. */
function resolveSpecifier(root, from, specifier) {
  const base = specifier.startsWith("@/") ? join(root, specifier.slice(2)) : specifier.startsWith(".") ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  const stem = base.replace(/\.(m?js)$/, "");
  for (const candidate of [base, ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => join(base, `index${e}`))])
    if (existsSync(candidate) && statSync(candidate).isFile() && EXTENSIONS.some((e) => candidate.endsWith(e))) return candidate;
  return null;
}

/** Every loop of imports among the project's TypeScript files under `root`, each as the files in it (relative paths). */
export function importCycles(root) {
  const files = sourceFiles(root);
  const edges = new Map(
    files.map((file) => [
      file,
      [...new Set(runtimeImports(file, readFileSync(file, "utf8")).map((s) => resolveSpecifier(root, file, s)))].filter((target) => target && target !== file),
    ]),
  );
  // Tarjan's strongly connected components, iterative: a component of two or more files is a loop.
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  let next = 0;
  for (const start of files) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, at] = frame;
      const targets = edges.get(node) ?? [];
      if (at < targets.length) {
        frame[1]++;
        const target = targets[at];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(relative(root, member));
        } while (member !== node);
        if (component.length > 1) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cycles = importCycles(process.cwd());
  if (cycles.length > 0) {
    console.error(`${cycles.length} loop${cycles.length === 1 ? "" : "s"} of imports (move what both sides need into a module of its own):`);
    for (const cycle of cycles) console.error(`  ${cycle.join(" ↔ ")}`);
    process.exit(1);
  }
  console.log("no module imports itself through others");
}
