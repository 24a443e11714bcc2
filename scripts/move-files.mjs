#!/usr/bin/env node
// Moves files (or whole folders) with git and keeps the tree compiling: every relative import that
// named a moved file, and every relative import inside a moved file, is rewritten for the new
// places, and repository paths written out in docs and comments follow. The layout's moves (a
// feature into src/features/<area>/, a piece into the platform) are made with it, so a move
// changes imports only.
//
//   node scripts/move-files.mjs OLD=NEW [OLD=NEW …]     paths from the repository's root
//
// A folder moves every tracked file under it. Specifiers keep their style: without an extension,
// with `.js` standing for a `.ts` file, or with the file's own extension (`.css`, `.json`).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const posix = path.posix;
const CODE = /\.(ts|tsx|mjs|js|cjs|mts)$/;
const TEXT = /\.(ts|tsx|mjs|js|cjs|mts|md|json|css|html|yml|yaml)$/;
/** Test doubles name a module by string too: vi.mock('./x'), vi.importActual('./x'). */
const TEST_MODULE_CALL =
  /\bvi\.(?:mock|doMock|unmock|importActual|importMock)\(\s*(['"])(\.{1,2}\/[^'"\n]+)\1/g;

const git = (root, ...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

/** OLD=NEW pairs, a folder expanded into its tracked files. */
export function expandMoves(pairs, tracked) {
  const moves = new Map();
  for (const pair of pairs) {
    const [from, to] = pair.split('=').map((p) => posix.normalize(p).replace(/\/$/, ''));
    if (!from || !to) throw new Error(`Not OLD=NEW: ${pair}`);
    if (tracked.has(from)) {
      moves.set(from, to);
      continue;
    }
    const under = [...tracked].filter((file) => file.startsWith(`${from}/`));
    if (under.length === 0) throw new Error(`Nothing tracked at ${from}`);
    for (const file of under) moves.set(file, to + file.slice(from.length));
  }
  for (const to of moves.values())
    if (tracked.has(to) && !moves.has(to)) throw new Error(`${to} exists already`);
  return moves;
}

/** The tracked file a relative specifier names from `importer`, and how it was written. */
function resolveSpecifier(importer, spec, tracked) {
  const base = posix.normalize(posix.join(posix.dirname(importer), spec));
  if (tracked.has(base)) return { file: base, style: 'exact' };
  for (const ext of ['.ts', '.tsx', '.mjs', '.js'])
    if (tracked.has(base + ext)) return { file: base + ext, style: 'bare' };
  for (const index of ['/index.ts', '/index.tsx', '/index.mjs', '/index.js'])
    if (tracked.has(base + index)) return { file: base + index, style: 'folder' };
  if (/\.js$/.test(base))
    for (const ext of ['.ts', '.tsx']) {
      const file = base.replace(/\.js$/, ext);
      if (tracked.has(file)) return { file, style: 'js-for-ts' };
    }
  return null;
}

/** The specifier from `importer` to `target`, written in the same style as before. */
function writeSpecifier(importer, target, style) {
  let spec = posix.relative(posix.dirname(importer), target);
  if (!spec.startsWith('.')) spec = `./${spec}`;
  if (style === 'bare') return spec.replace(/\.(ts|tsx|mjs|js)$/, '');
  if (style === 'folder') return spec.replace(/\/index\.(ts|tsx|mjs|js)$/, '');
  if (style === 'js-for-ts') return spec.replace(/\.tsx?$/, '.js');
  return spec;
}

/** The relative specifiers of one file, with their places in its text. */
function specifiersOf(text) {
  const found = ts
    .preProcessFile(text, true, true)
    .importedFiles.filter((ref) => ref.fileName.startsWith('.'))
    .map((ref) => ({ spec: ref.fileName, pos: ref.pos }));
  for (const match of text.matchAll(TEST_MODULE_CALL))
    found.push({ spec: match[2], pos: match.index + match[0].lastIndexOf(match[2]) });
  return found;
}

/** One file's text with its relative imports pointed at the moved files' new places. */
export function rewriteImports(file, text, moves, tracked) {
  const newFile = moves.get(file) ?? file;
  const edits = [];
  for (const { spec, pos } of specifiersOf(text)) {
    const resolved = resolveSpecifier(file, spec, tracked);
    if (!resolved) continue;
    const target = moves.get(resolved.file) ?? resolved.file;
    if (target === resolved.file && newFile === file) continue;
    const next = writeSpecifier(newFile, target, resolved.style);
    // The parser's position is the quote's; the test-double calls' is the specifier's own.
    const at = text.startsWith(spec, pos) ? pos : text.startsWith(spec, pos + 1) ? pos + 1 : -1;
    if (next !== spec && at >= 0) edits.push({ pos: at, spec, next });
  }
  let out = text;
  for (const { pos, spec, next } of edits.sort((a, b) => b.pos - a.pos))
    out = out.slice(0, pos) + next + out.slice(pos + spec.length);
  return out;
}

/** Repository paths written out in docs and comments, pointed at the new places. */
export function rewriteMentions(text, moves) {
  let out = text;
  for (const [from, to] of moves)
    out = out.replace(new RegExp(`(?<![\\w./-])${escapeRegExp(from)}(?![\\w-])`, 'g'), to);
  return out;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export function moveFiles(root, pairs) {
  const tracked = new Set(git(root, 'ls-files').split('\n').filter(Boolean));
  const moves = expandMoves(pairs, tracked);
  let rewritten = 0;
  for (const file of tracked) {
    if (!TEXT.test(file)) continue;
    const full = path.join(root, file);
    const text = readFileSync(full, 'utf8');
    const out = rewriteMentions(CODE.test(file) ? rewriteImports(file, text, moves, tracked) : text, moves);
    if (out === text) continue;
    writeFileSync(full, out);
    rewritten++;
  }
  for (const [from, to] of moves) {
    mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
    git(root, 'mv', from, to);
  }
  return { moved: moves.size, rewritten };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pairs = process.argv.slice(2);
  if (pairs.length === 0) {
    console.error('Usage: node scripts/move-files.mjs OLD=NEW [OLD=NEW …]');
    process.exit(2);
  }
  const root = git(process.cwd(), 'rev-parse', '--show-toplevel').trim();
  const { moved, rewritten } = moveFiles(root, pairs);
  console.log(
    `Moved ${moved} file(s); rewrote ${rewritten} file(s). Run tsc and the architecture check next.`,
  );
}
