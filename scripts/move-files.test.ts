import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { expandMoves, moveFiles, rewriteMentions } from './move-files.mjs';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function repository(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), 'podium-move-'));
  for (const [file, text] of Object.entries(files)) write(file, text);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('move-files', () => {
  it('moves a folder and rewrites the imports into it, out of it and inside it, in their own style', () => {
    repository({
      'src/a/thing.ts': "import { y } from '../b/other';\nexport const x = y;\n",
      'src/a/index.ts': "export * from './thing';\n",
      'src/a/look.css': '.a {}\n',
      'src/b/other.ts': 'export const y = 2;\n',
      'src/c/user.tsx': [
        "import { x } from '../a/thing';",
        "import type { T } from '../a/thing.js';",
        'import {',
        '  y,',
        "} from '../a';",
        "import '../a/look.css';",
        "const later = () => import('../a/thing');",
        '',
      ].join('\n'),
      'src/c/user.test.ts': "vi.mock('../a/thing', () => ({}));\nimport { x } from './user';\n",
      'docs/map.md': 'The thing is src/a/thing.ts; src/a/thing.tsx is not a file here.\n',
    });
    const result = moveFiles(root, ['src/a=src/features/a']);
    expect(result.moved).toBe(3);
    expect(read('src/features/a/thing.ts')).toBe("import { y } from '../../b/other';\nexport const x = y;\n");
    expect(read('src/features/a/index.ts')).toBe("export * from './thing';\n");
    expect(read('src/c/user.tsx')).toBe(
      [
        "import { x } from '../features/a/thing';",
        "import type { T } from '../features/a/thing.js';",
        'import {',
        '  y,',
        "} from '../features/a';",
        "import '../features/a/look.css';",
        "const later = () => import('../features/a/thing');",
        '',
      ].join('\n'),
    );
    expect(read('src/c/user.test.ts')).toBe(
      "vi.mock('../features/a/thing', () => ({}));\nimport { x } from './user';\n",
    );
    expect(read('docs/map.md')).toBe(
      'The thing is src/features/a/thing.ts; src/a/thing.tsx is not a file here.\n',
    );
  });

  it('moves one file beside others and leaves imports that did not change alone', () => {
    repository({
      'src/x/one.ts': "import { two } from './two';\nexport const one = two;\n",
      'src/x/two.ts': 'export const two = 2;\n',
      'src/y/three.ts': "import { two } from '../x/two';\n",
    });
    moveFiles(root, ['src/x/one.ts=src/y/one.ts']);
    expect(read('src/y/one.ts')).toBe("import { two } from '../x/two';\nexport const one = two;\n");
    expect(read('src/y/three.ts')).toBe("import { two } from '../x/two';\n");
  });

  it('refuses a move onto a file that stays, and a path with nothing tracked', () => {
    const tracked = new Set(['src/a.ts', 'src/b.ts']);
    expect(() => expandMoves(['src/a.ts=src/b.ts'], tracked)).toThrow(/exists already/);
    expect(() => expandMoves(['src/none=src/some'], tracked)).toThrow(/Nothing tracked/);
    expect(expandMoves(['src/a.ts=src/b.ts', 'src/b.ts=src/c.ts'], tracked).get('src/b.ts')).toBe('src/c.ts');
  });

  it('rewrites a path only where it is written whole', () => {
    const moves = new Map([['src/a/b.ts', 'src/z/b.ts']]);
    expect(rewriteMentions('src/a/b.ts, ./src/a/b.ts, xsrc/a/b.ts, src/a/b.tsx', moves)).toBe(
      'src/z/b.ts, ./src/a/b.ts, xsrc/a/b.ts, src/a/b.tsx',
    );
  });
});
