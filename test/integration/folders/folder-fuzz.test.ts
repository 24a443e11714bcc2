// A fuzz of the folder tree, on every dialect: random runs of creates, renames, nests,
// deletes and moves, with hostile names and fids, from a fixed seed (so a failure replays). No call
// answers 5xx, and after every run the tree holds: no folder deeper than TEAM_LIMITS.folderDepth, no
// cycle, every presentation still there (a delete never takes one with it), names within bounds.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../../src/features/access';
import { TEAM_LIMITS } from '../../../src/kernel/limits';
import { defineActors } from '../../helpers/actors';
import { buildPresentation } from '../../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../../helpers/test-app';

const SEED = 20261127;
const RUNS = 12;

const name = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    '   ',
    '<img src=x onerror=alert(1)>',
    '\u202Eevil',
    'x'.repeat(TEAM_LIMITS.folderNameLength + 1),
    '😀'.repeat(TEAM_LIMITS.folderNameLength),
  ),
);
type Op =
  | { op: 'create'; name: string; parent: number | null }
  | { op: 'rename'; target: number; name: string }
  | { op: 'nest'; target: number; parent: number | null }
  | { op: 'delete'; target: number }
  | { op: 'move'; deck: number; to: number | null }
  | { op: 'bogus'; fid: string };
const slot = fc.nat({ max: 30 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('create' as const), name, parent: fc.option(slot) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('rename' as const), target: slot, name }) },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('nest' as const), target: slot, parent: fc.option(slot) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), target: slot }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('move' as const), deck: fc.nat({ max: 2 }), to: fc.option(slot) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('bogus' as const),
      fid: fc.constantFrom('zzzzzzzzzzzz', 'ABCDEFGHIJKL', '../../etc/pa', '%00', 'a'.repeat(300)),
    }),
  },
);

describe.each(DIALECTS)('%s: folder tree fuzz', (dialect) => {
  let t: TestApp;
  const actors = defineActors();
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await actors.build(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the tree sound through random runs, and never answers 5xx', async () => {
    const client = await actors.owner.client();
    const decks: Presentation[] = [];
    for (let i = 0; i < 3; i++) decks.push(await buildPresentation(t.handle, actors.owner.user));
    const fids: string[] = [];
    const pick = (n: number | null) => (n === null || fids.length === 0 ? null : fids[n % fids.length]!);
    const failures: string[] = [];
    const send = async (method: string, path: string, json?: unknown) => {
      const response = await client.request(method, path, json === undefined ? {} : { json });
      if (response.status >= 500)
        failures.push(`${method} ${path} ${JSON.stringify(json)}: ${response.status}`);
      return response;
    };
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        for (const o of ops) {
          if (o.op === 'create') {
            const made = await send('POST', '/api/v4/folders/', { name: o.name, parentFid: pick(o.parent) });
            if (made.status === 201) fids.push((await made.json()).folder.fid);
          } else if (o.op === 'rename' && fids.length > 0)
            await send('PATCH', `/api/v4/folders/${pick(o.target)}/`, { name: o.name });
          else if (o.op === 'nest' && fids.length > 0)
            await send('PATCH', `/api/v4/folders/${pick(o.target)}/`, { parentFid: pick(o.parent) });
          else if (o.op === 'delete' && fids.length > 0) {
            const fid = pick(o.target)!;
            if ((await send('DELETE', `/api/v4/folders/${fid}/`)).status === 204)
              fids.splice(fids.indexOf(fid), 1);
          } else if (o.op === 'move')
            await send('POST', '/api/v4/folders/moves/', { oid: decks[o.deck]!.oid, toFid: pick(o.to) });
          else if (o.op === 'bogus')
            await send('PATCH', `/api/v4/folders/${encodeURIComponent(o.fid)}/`, { parentFid: o.fid });
        }
        // The tree as stored: every folder's depth by walking up, bounded so a cycle shows as too deep.
        const rows = await t.handle.db.selectFrom('folders').select(['id', 'parent_id', 'name']).execute();
        const parent = new Map(rows.map((r) => [r.id, r.parent_id]));
        for (const row of rows) {
          let depth = 1;
          let at = row.parent_id;
          while (at !== null && depth <= TEAM_LIMITS.folderDepth + 1) {
            depth++;
            at = parent.get(at) ?? null;
          }
          expect(depth, `folder ${row.id}`).toBeLessThanOrEqual(TEAM_LIMITS.folderDepth);
          expect([...row.name].length).toBeLessThanOrEqual(TEAM_LIMITS.folderNameLength);
          expect(row.name.trim()).not.toBe('');
        }
        const kept = await t.handle.db
          .selectFrom('presentations')
          .select('id')
          .where(
            'id',
            'in',
            decks.map((d) => d.id),
          )
          .execute();
        expect(kept).toHaveLength(3);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(failures).toEqual([]);
  });
});
