// The README's configuration table names every environment variable the server reads, and no
// other: a self-hoster learns every setting there, and a renamed one cannot linger in the docs.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** loadConfig and the sections it is composed of. */
const CONFIG_FILES = [
  'src/platform/config.ts',
  ...readdirSync('src/platform/config')
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `src/platform/config/${name}`),
];

/** The quoted upper-case names in the configuration's files: what loadConfig reads from the environment. */
const readByConfig = () =>
  new Set(
    CONFIG_FILES.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{4,})'/g)].map(
        (m) => m[1]!,
      ),
    ),
  );

/** The `NAME` spans in the first column of the README's configuration table. */
function namedByReadme(): Set<string> {
  const readme = readFileSync('README.md', 'utf8');
  const table = readme.slice(readme.indexOf('| variable | default | meaning |'));
  const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
  return new Set(
    rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!)),
  );
}

describe('the README configuration table', () => {
  it('names every variable src/platform/config.ts and its sections read, and only those', () => {
    const read = readByConfig();
    expect(read.size).toBeGreaterThan(40);
    expect([...read].filter((name) => !namedByReadme().has(name))).toEqual([]);
    expect([...namedByReadme()].filter((name) => !read.has(name))).toEqual([]);
  });
});
