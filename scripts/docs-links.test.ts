// The documentation's links and the repository paths it names resolve inside the repository:
// a self-hoster reading a clone must find every file the docs send them to.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  'docs/DEPLOY.md',
  'docs/ARCHITECTURE.md',
  'docs/GUIDE.md',
  'bench/README.md',
  'content/README.md',
  ...readdirSync('docs/decisions').map((name) => `docs/decisions/${name}`),
];

/** The text without code blocks and code spans, where a link is an example, not a link. */
const prose = (text: string) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** Markdown link targets that are files here (not web addresses or anchors), without any #anchor. */
const linksOf = (text: string) =>
  [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^(?:[a-z]+:|#)/.test(target))
    .map((target) => target.split('#')[0]!);

/** `code` spans that name a path in the repository, such as `deploy/nginx.conf`. */
const pathsOf = (text: string) =>
  [...text.matchAll(/`((?:docs|deploy|src|test|scripts|bench|content|\.ci)\/[\w./-]*)`/g)]
    .map((m) => m[1]!)
    // bench/results/ and bench/.peers/ are what `npm run bench` writes, not part of a clone.
    .filter((name) => !name.includes('…') && !/^bench\/(results|\.peers)\//.test(name));

describe('documentation links', () => {
  it.each(DOCS)('%s links only to files in the repository', (file) => {
    const text = readFileSync(file, 'utf8');
    const missing = linksOf(text).filter((target) => !existsSync(path.join(path.dirname(file), target)));
    expect(missing).toEqual([]);
    expect(text).not.toMatch(/\.\.\/shared\//);
  });

  it.each(DOCS)('%s names only paths that exist', (file) => {
    const missing = pathsOf(readFileSync(file, 'utf8')).filter((name) => !existsSync(name));
    expect(missing).toEqual([]);
  });
});
