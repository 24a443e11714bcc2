// The code as the layout's rules see it (scripts/architecture.mjs): the source files under src/,
// each file's imports, functions and the spots a rule looks for, read with the TypeScript parser,
// and the cycles of a graph.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;

/** Every source file under `dir`, as a path from `root` with forward slashes. */
export function walk(dir, root, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, root, out);
    else if (SOURCE.test(name)) out.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return out;
}

/** A relative import's file in the tree, or null when it is a package or not found. */
export function resolve(from, spec, files) {
  if (!spec.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec)).replace(/\.js$/, '');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

export const packageOf = (spec) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
export const nodeBuiltin = (spec) => spec.startsWith('node:');

/** How a Kysely query begins: SQL written with the query builder. */
const QUERY_STARTS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
]);

/** A string that is an address of our JSON API (`'/api/…'`, or the head of such a template). */
const isApiAddress = (node) =>
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) &&
  node.text.startsWith('/api/');

/** Reads one file: its imports, its functions and the spots a rule looks for. */
export function read(root, file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? 4 : 3);
  const line = (pos) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const imports = [];
  const functions = [];
  const spots = { intervals: [], flags: [], errorBodies: [], queries: [], apiAddresses: [] };

  const nameOf = (node) => {
    if (node.name && ts.isIdentifier(node.name)) return node.name.text;
    if (node.name && ts.isStringLiteral(node.name)) return node.name.text;
    const parent = node.parent;
    if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name)
      return parent.name.getText(source);
    if (parent && ts.isCallExpression(parent)) {
      const owner = parent.parent;
      if (owner && ts.isVariableDeclaration(owner)) return owner.name.getText(source);
    }
    return null;
  };

  const visit = (node, enclosing) => {
    let inside = enclosing;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        const clause = node.importClause;
        const named =
          clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : null;
        const typeOnly =
          node.isTypeOnly ||
          clause?.isTypeOnly ||
          (named !== null &&
            !clause?.name &&
            named.elements.length > 0 &&
            named.elements.every((e) => e.isTypeOnly));
        const names = named ? named.elements.map((e) => (e.propertyName ?? e.name).text) : [];
        imports.push({ spec: node.moduleSpecifier.text, typeOnly: Boolean(typeOnly), names });
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      imports.push({ spec: node.arguments[0].text, typeOnly: false, names: [], dynamic: true });
    } else if (
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isConstructorDeclaration(node) ||
      ts.isGetAccessorDeclaration(node) ||
      ts.isSetAccessorDeclaration(node)
    ) {
      if (node.body) {
        const name = nameOf(node) ?? (ts.isConstructorDeclaration(node) ? 'constructor' : null);
        const label = name ?? `(anonymous in ${enclosing ?? 'module'})`;
        const lines = line(node.body.getEnd()) - line(node.body.getStart(source)) + 1;
        functions.push({ name: label, lines, at: line(node.getStart(source)) });
        inside = label;
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.getText(source).replace(/^(globalThis|window)\./, '') === 'setInterval'
    ) {
      spots.intervals.push(line(node.getStart(source)));
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      QUERY_STARTS.has(node.expression.name.text)
    ) {
      spots.queries.push(line(node.getStart(source)));
    } else if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
        node.operatorToken.kind,
      )
    ) {
      const [a, b] = [node.left, node.right];
      const flag = (side) => ts.isPropertyAccessExpression(side) && /^[a-z]+(_[a-z]+)+$/.test(side.name.text);
      const bit = (side) => ts.isNumericLiteral(side) && (side.text === '0' || side.text === '1');
      if ((flag(a) && bit(b)) || (flag(b) && bit(a)))
        spots.flags.push(node.getText(source).replace(/\s+/g, ' '));
    } else if (
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === 'error' &&
      ts.isObjectLiteralExpression(node.initializer) &&
      node.initializer.properties.some((p) => p.name?.getText(source) === 'code')
    ) {
      spots.errorBodies.push(line(node.getStart(source)));
    }
    if (isApiAddress(node)) spots.apiAddresses.push(line(node.getStart(source)));
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(source, null);
  return { lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0), imports, functions, spots };
}

/** Strongly connected groups of more than one member (Tarjan), each sorted. */
export function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const connect = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) connect(v);
  return groups;
}
