// The imports of a package's source files (tests left out), read from the code: what the
// import-rules test checks. A relative import is the file it reaches; a workspace package
// (`@visadesk/...`) is its name. Type-only imports count: they tie one part to another's shape.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.test\.(ts|tsx|mjs)$/;
const IMPORT =
  /^\s*(?:import|export)\s[^;]*?\bfrom\s*['"]((?:\.|@visadesk\/)[^'"]+)['"]|\bimport\(\s*['"]((?:\.|@visadesk\/)[^'"]+)['"]\s*\)/gm;

/** Every source file under `root`, as a path relative to it. */
function sourceFiles(root, dir = root) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(root, full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path.relative(root, full)] : [];
  });
}

/** What the file `from` imports in `source`: files (paths relative to root) and workspace packages. */
export function importsOf(from, source) {
  return [...source.matchAll(IMPORT)].map((match) => {
    const specifier = match[1] ?? match[2];
    return specifier.startsWith('.') ? path.normalize(path.join(path.dirname(from), specifier)) : specifier;
  });
}

/** The import graph of the source under `root`: file -> the files it imports. */
export function importGraph(root) {
  return new Map(
    sourceFiles(root).map((file) => [file, importsOf(file, readFileSync(path.join(root, file), 'utf8'))]),
  );
}

/** The circles in `graph` (strongly connected groups of more than one file), each sorted. */
export function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) === index.get(file)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}
