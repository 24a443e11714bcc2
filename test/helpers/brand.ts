// Brand kit fixtures (issue #19): a team with members by role (straight in the tables, as the
// teams calls are tested on their own), a deck switched to the `brand` theme, a valid kit body.
import type { BrandKitDraftBody } from '../../src/contracts/brand';
import type { Presentation, User } from '../../src/db/rows';
import type { TeamRole } from '../../src/domain/permissions';
import type { TestApp } from './test-app';

let serial = 0;

export async function buildTeam(
  t: TestApp,
  members: [User, TeamRole][],
): Promise<{ id: number; tid: string }> {
  serial += 1;
  const now = new Date().toISOString();
  const tid = `brand${String(serial).padStart(3, '0')}${Math.random().toString(36).slice(2, 6)}`.slice(0, 12);
  const team = await t.handle.db
    .insertInto('teams')
    .values({
      tid,
      name: `Brand Team ${serial}`,
      created_by: members[0]?.[0].id ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [user, role] of members)
    await t.handle.db
      .insertInto('team_members')
      .values({ team_id: team.id, user_id: user.id, role, created_at: now })
      .execute();
  return { id: team.id, tid };
}

/** Puts the deck in the `brand` theme (and, given a team, in that team). */
export async function useBrandTheme(t: TestApp, p: Presentation, teamId: number | null = null) {
  await t.handle.db
    .updateTable('presentations')
    .set({ document: JSON.stringify({ ...p.document, theme: 'brand' }) as never, team_id: teamId })
    .where('id', '=', p.id)
    .execute();
}

export const KIT: BrandKitDraftBody = {
  colors: { primary: '#aa2200', accent: '#ffcc00', background: '#ffffff', text: '#111111' },
  headingFont: 'playfair-display',
  bodyFont: 'lora',
};
