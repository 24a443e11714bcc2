// The layout's rules (scripts/architecture.mjs) on a small tree written for each case: every rule
// finds its violation, and the allow-list tells new violations from those it allows and from those
// that are gone.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repository's scripts, without declarations
import { allowListOf, checkArchitecture, compareWithAllowList, LIMITS } from './architecture.mjs';

interface Violation {
  rule: string;
  key: string;
}

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A repository holding just these files under src/. */
function tree(files: Record<string, string>): Violation[] {
  root = mkdtempSync(path.join(tmpdir(), 'podium-architecture-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, 'src', file)), { recursive: true });
    writeFileSync(path.join(root, 'src', file), text);
  }
  return checkArchitecture(root);
}

const keys = (violations: Violation[], rule: string) =>
  violations.filter((v) => v.rule === rule).map((v) => v.key);

describe('the architecture rules', () => {
  it('finds nothing in a tree that keeps them', () => {
    const found = tree({
      'kernel/ids.ts': "import { parse } from 'yaml';\nexport const id = (text: string) => parse(text);\n",
      'platform/http/edge.ts':
        "import type { FastifyInstance } from 'fastify';\nimport { id } from '../../kernel/ids';\nexport const edge = (app: FastifyInstance) => id();\n",
      'features/teams/index.ts': "export { teamName } from './rules';\n",
      'features/teams/rules.ts': 'export const teamName = (name: string) => name.trim();\n',
      'features/folders/rules.ts': "import { teamName } from '../teams';\nexport const folder = teamName;\n",
      'features/folders/repository.ts': "import { sql } from 'kysely';\nexport const rows = sql;\n",
      'features/folders/ui/Shelf.tsx':
        "import { teamName } from '../../teams/rules';\nexport const Shelf = teamName;\n",
      'platform/jobs/queue.ts': 'export const tick = () => setInterval(() => {}, 1000);\n',
    });
    expect(found).toEqual([]);
  });

  it('finds each rule broken', () => {
    const long = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const found = tree({
      'kernel/ids.ts':
        "import { readFileSync } from 'node:fs';\nimport { edge } from '../platform/http/edge';\nexport const id = () => [readFileSync, edge];\n",
      'platform/http/edge.ts':
        "import { teamName } from '../../features/teams/rules';\nexport const edge = teamName;\n",
      'features/teams/index.ts': "export { teamName } from './rules';\n",
      'features/teams/rules.ts':
        "import { folder } from '../folders';\nexport const teamName = (name: string) => name + folder;\n",
      'features/folders/index.ts': "export { folder } from './rules';\n",
      'features/folders/rules.ts':
        "import { teamName } from '../teams/rules';\nimport { Kysely } from 'kysely';\nimport fastify from 'fastify';\nexport const folder = [teamName, Kysely, fastify];\n",
      'features/folders/ui/Folder.tsx':
        "import { rows } from '../repository';\nimport { Team } from '../../teams/ui/Team';\nexport const Folder = () => [rows, Team];\n",
      'features/teams/ui/Team.tsx': 'export const Team = 1;\n',
      'features/folders/repository.ts': 'export const rows = 1;\n',
      'kernel/access/permissions.ts': 'export const canView = () => true;\nexport const roles = [];\n',
      'server/services/view.ts':
        "import { canView, roles } from '../../kernel/access/permissions';\nexport const see = [canView, roles];\n",
      'server/services/upkeep.ts': 'export const start = () => setInterval(() => {}, 1000);\n',
      'server/services/names.ts':
        "export const names = (db: { selectFrom(t: string): unknown }) => db.selectFrom('users');\n",
      'server/services/links.ts':
        'export const asks = (link: { require_email: number }) => link.require_email === 1;\n',
      'server/routes/answer.ts':
        "export const refuse = () => ({ error: { code: 'nope', message: 'No.' } });\n",
      'ui/a/one.ts': "import { two } from '../b/two';\nexport const one = () => two;\n",
      'ui/b/two.ts': "import type { one } from '../a/one';\nexport const two: typeof one | null = null;\n",
      'ui/a/big.ts': `export function big() {\n${long(LIMITS.functionLines)}\n}\n${long(LIMITS.fileLines - LIMITS.functionLines)}\n`,
    });
    expect(keys(found, 'kernel-pure')).toEqual([
      'src/kernel/ids.ts -> node:fs',
      'src/kernel/ids.ts -> src/platform/http/edge.ts',
    ]);
    expect(keys(found, 'platform-kernel-only')).toEqual([
      'src/platform/http/edge.ts -> src/features/teams/rules.ts',
    ]);
    expect(keys(found, 'feature-boundaries')).toEqual([
      'src/features/folders/rules.ts -> src/features/teams/rules.ts',
      'src/features/folders/ui/Folder.tsx -> src/features/teams/ui/Team.tsx',
    ]);
    expect(keys(found, 'feature-cycles')).toEqual(['features/folders <-> features/teams']);
    expect(keys(found, 'file-cycles')).toEqual([
      'src/features/folders/index.ts <-> src/features/folders/rules.ts <-> src/features/teams/rules.ts',
      'src/ui/a/one.ts <-> src/ui/b/two.ts', // a type-only import closes a cycle too
    ]);
    expect(keys(found, 'browser-imports')).toEqual([
      'src/features/folders/ui/Folder.tsx -> src/features/folders/repository.ts',
    ]);
    expect(keys(found, 'kysely-in-repositories')).toEqual(['src/features/folders/rules.ts']);
    expect(keys(found, 'fastify-in-routes')).toEqual(['src/features/folders/rules.ts: fastify']);
    expect(keys(found, 'authorize-only')).toEqual(['src/server/services/view.ts: canView']);
    expect(keys(found, 'intervals-in-jobs')).toEqual(['src/server/services/upkeep.ts']);
    expect(keys(found, 'sql-in-repositories')).toEqual(['src/server/services/names.ts']);
    expect(keys(found, 'flags-through-codec')).toEqual([
      'src/server/services/links.ts: link.require_email === 1',
    ]);
    expect(keys(found, 'error-catalogue')).toEqual(['src/server/routes/answer.ts']);
    expect(keys(found, 'function-size')).toEqual(['src/ui/a/big.ts#big']);
    expect(keys(found, 'file-size')).toEqual(['src/ui/a/big.ts']);
  });

  it('keeps the routes out of a feature index.ts, and browser code out of it', () => {
    const found = tree({
      'features/teams/index.ts':
        "export { teamRoutes } from './routes';\nexport { teamName } from './rules';\n",
      'features/teams/routes.ts': 'export const teamRoutes = 1;\n',
      'features/teams/rules.ts': 'export const teamName = 1;\n',
      'features/folders/ui/Shelf.tsx':
        "import { teamName } from '../../teams';\nexport const Shelf = teamName;\n",
    });
    expect(keys(found, 'index-without-routes')).toEqual([
      'src/features/teams/index.ts -> src/features/teams/routes.ts',
    ]);
    expect(keys(found, 'browser-imports')).toEqual([
      'src/features/folders/ui/Shelf.tsx -> src/features/teams/index.ts',
    ]);
  });

  const composedPage = {
    'features/teams/index.ts': "export { teamName } from './rules';\n",
    'features/teams/rules.ts': 'export const teamName = 1;\n',
    'features/folders/rules.ts': "import { teamName } from '../teams';\nexport const folder = teamName;\n",
    'features/folders/ui/Shelf.tsx': 'export const Shelf = 1;\n',
    'features/teams/ui/pages/TeamPage.tsx':
      "import { Shelf } from '../../../folders/ui/Shelf';\nexport default () => Shelf;\n",
    'app/pages.ts':
      "import TeamPage from '../features/teams/ui/pages/TeamPage';\nexport const pages = { TeamPage };\n",
  };

  it("lets a page compose other features' ui/, and its imports join no feature cycle", () => {
    expect(tree(composedPage)).toEqual([]);
  });

  it("keeps the rest of a feature's ui/ to others' faces, and pages to the app", () => {
    const found = tree({
      ...composedPage,
      'features/teams/ui/Members.tsx':
        "import { Shelf } from '../../folders/ui/Shelf';\nimport TeamPage from './pages/TeamPage';\nexport const Members = [Shelf, TeamPage];\n",
    });
    expect(keys(found, 'feature-boundaries')).toEqual([
      'src/features/teams/ui/Members.tsx -> src/features/folders/ui/Shelf.tsx',
      'src/features/teams/ui/Members.tsx -> src/features/teams/ui/pages/TeamPage.tsx',
    ]);
    expect(keys(found, 'feature-cycles')).toEqual(['features/folders <-> features/teams']);
  });

  it("counts the app's browser entry as browser code that only the app's own code imports", () => {
    const found = tree({
      'app/pages.ts': "import { Shell } from './browser/Shell';\nexport const pages = { Shell };\n",
      'app/browser/Shell.tsx': "import { Title } from '../../ui-kit/Title';\nexport const Shell = Title;\n",
      'app/browser/entry.tsx':
        "import { Shell } from './Shell';\nimport { pages } from '../pages';\nexport const entry = [Shell, pages];\n",
      'ui-kit/Title.tsx': 'export const Title = 1;\n',
      'features/teams/ui/Team.tsx':
        "import { Shell } from '../../../app/browser/Shell';\nexport const Team = Shell;\n",
    });
    expect(keys(found, 'browser-imports')).toEqual([
      'src/app/browser/entry.tsx -> src/app/pages.ts',
      'src/features/teams/ui/Team.tsx -> src/app/browser/Shell.tsx',
    ]);
  });

  it("lets the render platform name Fastify's types, and nothing more", () => {
    const found = tree({
      'platform/render/render-page.ts':
        "import type { FastifyReply } from 'fastify';\nexport const send = (reply: FastifyReply) => reply;\n",
      'platform/render/plugin.ts':
        "import fp from 'fastify-plugin';\nimport fastify from 'fastify';\nexport const p = [fp, fastify];\n",
    });
    expect(keys(found, 'fastify-in-routes')).toEqual(['src/platform/render/plugin.ts: fastify']);
  });

  it("finds an API address written in browser code, and leaves the endpoint tables' own", () => {
    const found = tree({
      'player/clock.ts':
        "export const send = (body: string) => navigator.sendBeacon('/api/v4/visits/', body);\n",
      'lib/likes.ts': `export const likePath = (oid: string) => \`/api/v4/presentation/\${oid}/like/\`;\n`,
      'features/teams/ui/Team.tsx':
        '// Renames through PATCH /api/v4/teams/:tid/ (a comment names it).\nexport const Team = 1;\n',
      'features/teams/contracts.ts':
        "export const teamsApi = { list: { method: 'GET', path: '/api/v4/teams/' } };\n",
      'features/teams/ui/Teams.tsx':
        "import { teamsApi } from '../contracts';\nexport const address = teamsApi.list.path;\n",
    });
    expect(keys(found, 'browser-api-addresses')).toEqual(['src/lib/likes.ts', 'src/player/clock.ts']);
  });

  it('holds tests and their helpers to none of them', () => {
    expect(
      tree({
        'kernel/ids.test.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
        'ui/a/test-support.tsx': "import { app } from '../../server/app';\nexport const server = app;\n",
        'server/app.ts': 'export const app = 1;\n',
      }),
    ).toEqual([]);
  });
});

describe('the allow-list', () => {
  const violations = [
    { rule: 'file-size', key: 'src/a.ts', detail: '301 lines' },
    { rule: 'file-size', key: 'src/b.ts', detail: '400 lines' },
  ];

  it('allows what it lists, and nothing else', () => {
    expect(compareWithAllowList(violations, allowListOf(violations))).toEqual({ fresh: [], stale: [] });
    const { fresh } = compareWithAllowList(violations, { 'file-size': ['src/a.ts'] });
    expect(fresh).toEqual([violations[1]]);
  });

  it('names an entry that no longer occurs, so the list only shrinks', () => {
    const { stale } = compareWithAllowList(violations.slice(0, 1), { 'file-size': ['src/a.ts', 'src/b.ts'] });
    expect(stale).toEqual([{ rule: 'file-size', key: 'src/b.ts' }]);
  });
});
