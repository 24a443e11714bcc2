// Brand kit fixtures: a deck switched to the `brand` theme and a valid kit body (a team
// to hold them: buildTeam in teams.ts).

import type { Presentation } from '../../src/features/access';
import type { BrandKitDraftBody } from '../../src/features/brand/contracts';
import type { TestApp } from './test-app';

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
