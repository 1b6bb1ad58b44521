// The functions of the product's code longer than a reader takes in at once, measured with the
// TypeScript compiler's own parse (tests and declaration files left out): what
// scripts/long-functions.test.mjs holds the code to.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mjs)$/;
const LEFT_OUT = /\.test\.(ts|tsx|mjs)$|\.d\.ts$/;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'test'].includes(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !LEFT_OUT.test(entry.name) ? [full] : [];
  });
}

/** A function's name as a reader finds it: its own, its variable's, its property's, or its line. */
function nameOf(node, file) {
  const named =
    node.name ??
    (ts.isVariableDeclaration(node.parent) || ts.isPropertyAssignment(node.parent)
      ? node.parent.name
      : undefined);
  const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  return named ? `${named.getText(file)} (line ${line})` : `function at line ${line}`;
}

/** Each function in `source` (of `fileName`) with more than `max` lines, as `name: lines`. */
export function longFunctionsIn(fileName, source, max) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > max) found.push(`${nameOf(node, file)}: ${last - first + 1} lines`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every function over `max` lines under the `roots`, as `path: name: lines` relative to `base`. */
export function longFunctions(base, roots, max) {
  return roots.flatMap((root) =>
    sourceFiles(path.join(base, root)).flatMap((full) =>
      longFunctionsIn(full, readFileSync(full, 'utf8'), max).map(
        (found) => `${path.relative(base, full)}: ${found}`,
      ),
    ),
  );
}
