// @vitest-environment jsdom
// The settings page of a team's presentation: it never says "only you" when the team opens it (it
// names the team and how many are in it), the link list says who made each link, and the team's
// owners and admins (stewards) get Privacy and Delete even on a presentation another member made.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { SIGNED_IN } from '../../../../ui-kit/header/test-support';
import { buildSettings, stubApi } from '../../../../ui-kit/test-support';
import type { ViewLinkData } from '../../../sharing/contracts';
import PresentationSettingsPage, { type PresentationSettingsPageProps } from './PresentationSettingsPage';

const link = (linkId: string, createdBy: string | null): ViewLinkData => ({
  linkId,
  url: `http://podium.test/view/${linkId}/`,
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy,
  revokedAt: null,
  name: null,
  hasPassword: false,
  expiresAt: null,
  requireEmail: false,
  verifyEmail: false,
  allowedDomains: [],
  notify: 'off',
  download: 'inherit',
});

stubApi();
const renderPage = (overrides: Partial<PresentationSettingsPageProps> = {}) =>
  renderWithI18n(
    <PresentationSettingsPage
      site={SIGNED_IN}
      settings={buildSettings({ privacy: 'private' })}
      userRole="owner"
      links={[]}
      collaborators={[]}
      comments={[]}
      mailConfigured={false}
      {...overrides}
    />,
  );
const heading = (name: string) => screen.queryByRole('heading', { level: 2, name });

describe('a team presentation’s settings', () => {
  it('names the team that opens it instead of “Only you have access so far”', () => {
    renderPage({ teamAccess: { name: 'Design team', members: 5 } });
    expect(screen.queryByText('Only you have access so far.')).toBeNull();
    expect(
      screen.getByText('Everyone in Design team can open it (5 members), besides the people added here.'),
    ).toBeTruthy();
  });

  it('still says “only you” outside teams, with nobody added', () => {
    renderPage();
    expect(screen.getByText('Only you have access so far.')).toBeTruthy();
  });

  it('says who made each link, and only the date for a link whose maker is gone', () => {
    renderPage({ links: [link('link000000000001', 'Mia Member'), link('link000000000002', null)] });
    expect(screen.getByText('Created Nov 20, 2026 by Mia Member')).toBeTruthy();
    expect(screen.getByText('Created Nov 20, 2026')).toBeTruthy();
  });

  it('gives a team admin Privacy and Delete on a member’s presentation', () => {
    renderPage({ userRole: 'edit', steward: true });
    expect(heading('Privacy')).not.toBeNull();
    expect(heading('Delete presentation')).not.toBeNull();
    expect(heading('Collaborators')).toBeNull();
  });

  it('gives a plain editor neither', () => {
    renderPage({ userRole: 'edit', steward: false });
    expect(heading('Privacy')).toBeNull();
    expect(heading('Delete presentation')).toBeNull();
  });
});
