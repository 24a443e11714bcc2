// @vitest-environment jsdom
// How people get into teams: the dashboard's Teams section (your teams and roles,
// "Create a team"), "Move to team…" on a dashboard row, and the invitation page — signed out it
// offers to log in or sign up and come back; accepting is sent to analytics once the server agreed;
// from an account with another address it asks the team and says it waits.
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import type { SiteProps } from '../../../kernel/site';
import { track } from '../../../lib/telemetry';
import { json, stubApi } from '../../../ui-kit/test-support';
import type { TeamInvitationView, TeamSummary } from '../contracts';
import { MoveToTeam } from './MoveToTeam';
import TeamJoinPage from './pages/TeamJoinPage';
import { TeamsSection } from './TeamsSection';

vi.mock('../../../lib/telemetry', () => ({ track: vi.fn() }));
vi.mock('../../../ui-kit/header/SiteHeader', () => ({ SiteHeader: () => null }));

const api = stubApi();
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const sent = (call = 0) => {
  const [path, init] = api.fetch.mock.calls[call]!;
  return { path, method: init.method, body: init.body === undefined ? undefined : JSON.parse(init.body) };
};
beforeEach(() => vi.mocked(track).mockClear());

const TEAM: TeamSummary = {
  tid: 'team00000001',
  name: 'Design',
  role: 'admin',
  path: '/teams/team00000001/',
  settingsPath: '/teams/team00000001/settings/',
};

describe('the dashboard’s Teams section', () => {
  it('lists your teams with your role, or says you are in none', () => {
    const { unmount } = renderWithI18n(<TeamsSection teams={[TEAM]} />);
    expect(screen.getByRole('link', { name: 'Design' }).getAttribute('href')).toBe('/teams/team00000001/');
    expect(screen.getByText('Admin')).toBeTruthy();
    unmount();
    renderWithI18n(<TeamsSection teams={[]} />);
    expect(screen.getByText(/You are not in a team yet/)).toBeTruthy();
  });

  it('creates a team and goes to its page; an empty name is refused before asking', async () => {
    const go = vi.fn();
    renderWithI18n(<TeamsSection teams={[]} go={go} />);
    await click(screen.getByRole('button', { name: 'Create a team' }));
    expect(screen.getByRole('alert').textContent).toBe('Give the team a name.');
    expect(api.fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Name of a new team'), { target: { value: 'Research' } });
    api.fetch.mockResolvedValueOnce(json(201, { team: { ...TEAM, name: 'Research', role: 'owner' } }));
    await click(screen.getByRole('button', { name: 'Create a team' }));
    expect(sent()).toEqual({ path: '/api/v4/teams/', method: 'POST', body: { name: 'Research' } });
    expect(go).toHaveBeenCalledWith('/teams/team00000001/');
  });

  it('says when the server refuses (too many teams)', async () => {
    renderWithI18n(<TeamsSection teams={[]} />);
    fireEvent.change(screen.getByLabelText('Name of a new team'), { target: { value: 'One more' } });
    api.fetch.mockResolvedValueOnce(json(409, { error: { code: 'too_many_teams', message: 'cap' } }));
    await click(screen.getByRole('button', { name: 'Create a team' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'You are already in as many teams as one person can be (20).',
    );
  });
});

describe('Move to team…', () => {
  it('moves a presentation into a team and back to your own space', async () => {
    renderWithI18n(
      <MoveToTeam
        oid="deck00000001"
        title="Tidy data"
        current={null}
        teams={[{ tid: TEAM.tid, name: 'Design' }]}
      />,
    );
    fireEvent.change(screen.getByLabelText('Where “Tidy data” belongs'), { target: { value: TEAM.tid } });
    api.fetch.mockResolvedValueOnce(json(200, { team: { tid: TEAM.tid, name: 'Design' } }));
    await click(screen.getByRole('button', { name: 'Move' }));
    expect(sent()).toEqual({
      path: '/api/v4/presentation/deck00000001/team/',
      method: 'PUT',
      body: { tid: TEAM.tid },
    });
    expect(screen.getByRole('status').textContent).toBe('Moved to Design.');
    expect(screen.getByText('In team Design')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Where “Tidy data” belongs'), { target: { value: '' } });
    api.fetch.mockResolvedValueOnce(json(403, { error: { code: 'forbidden', message: 'no' } }));
    await click(screen.getByRole('button', { name: 'Move' }));
    expect(sent(1).body).toEqual({ tid: null });
    expect(screen.getByRole('alert').textContent).toBe('Your role does not allow this.');
  });

  it('is not offered without a team to move into', () => {
    const { container } = renderWithI18n(
      <MoveToTeam oid="deck00000001" title="Tidy data" current={null} teams={[]} />,
    );
    expect(container.textContent).toBe('');
  });
});

describe('the invitation page', () => {
  const invitation: TeamInvitationView = {
    token: 'a'.repeat(43),
    teamName: 'Design',
    tid: TEAM.tid,
    invitedBy: 'Olga Owner',
    role: 'member',
    expiresAt: '2026-12-03T10:00:00.000Z',
    alreadyMember: false,
    otherAddress: false,
    awaitingApproval: false,
  };
  const site = (signedIn: boolean) =>
    ({
      brandName: 'Podium',
      lang: 'en',
      path: '/teams/join/x/',
      csrfToken: 'token123',
      viewer: signedIn ? { oid: 'user00000001', username: 'mia', name: 'Mia', isStaff: false } : null,
      header: {
        searchCount: 0,
        searchTerms: {},
        authorSegment: 'other',
        storeUrls: { ios: '', android: '' },
        features: {},
      },
      telemetry: { env: 'test' },
    }) as SiteProps;

  it('signed out, offers to log in or sign up and come back here', () => {
    renderWithI18n(<TeamJoinPage site={site(false)} invitation={invitation} />);
    expect(screen.getByRole('heading', { name: 'Design' })).toBeTruthy();
    expect(screen.getByText('Olga Owner invites you to join this team as Member.')).toBeTruthy();
    const back = encodeURIComponent(`/teams/join/${invitation.token}/`);
    expect(screen.getByRole('link', { name: 'Log in to accept' }).getAttribute('href')).toBe(
      `/login/?next=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Sign up to accept' }).getAttribute('href')).toBe(
      `/signup/?next=${back}`,
    );
  });

  it('accepts, and tells analytics the member was added only after the server agreed', async () => {
    const go = vi.fn();
    renderWithI18n(<TeamJoinPage site={site(true)} invitation={invitation} go={go} />);
    api.fetch.mockResolvedValueOnce(json(410, { error: { code: 'invitation_gone', message: 'gone' } }));
    await click(screen.getByRole('button', { name: 'Accept and join' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'This invitation was already used, revoked or has expired. Ask for a new one.',
    );
    expect(track).not.toHaveBeenCalled();
    api.fetch.mockResolvedValueOnce(json(200, { tid: TEAM.tid, role: 'member', path: TEAM.path }));
    await click(screen.getByRole('button', { name: 'Accept and join' }));
    expect(sent(1)).toMatchObject({ path: `/api/v4/teams/join/${invitation.token}/`, method: 'POST' });
    expect(track).toHaveBeenCalledWith('TeamMemberAdded', { team_id: TEAM.tid, role: 'member' });
    expect(go).toHaveBeenCalledWith(TEAM.path);
  });

  it('from an account with another address, asks the team instead of joining, and says it waits', async () => {
    const go = vi.fn();
    renderWithI18n(
      <TeamJoinPage site={site(true)} invitation={{ ...invitation, otherAddress: true }} go={go} />,
    );
    expect(screen.getByText(/sent to another address than your account’s/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept and join' })).toBeNull();
    api.fetch.mockResolvedValueOnce(json(202, { pending: true }));
    await click(screen.getByRole('button', { name: 'Ask to join' }));
    expect(sent(0)).toMatchObject({ path: `/api/v4/teams/join/${invitation.token}/`, method: 'POST' });
    expect(screen.getByRole('status').textContent).toBe(
      'Your request waits for the team’s approval. You join once an owner or admin approves it.',
    );
    expect(screen.queryByRole('button', { name: 'Ask to join' })).toBeNull();
    expect(track).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });

  it('tells someone who already asked that it still waits', () => {
    renderWithI18n(
      <TeamJoinPage
        site={site(true)}
        invitation={{ ...invitation, otherAddress: true, awaitingApproval: true }}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('waits for the team’s approval');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so to someone already in the team', () => {
    renderWithI18n(<TeamJoinPage site={site(true)} invitation={{ ...invitation, alreadyMember: true }} />);
    expect(screen.getByText(/You are already in this team/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the team' }).getAttribute('href')).toBe(TEAM.path);
    expect(screen.queryByRole('button', { name: 'Accept and join' })).toBeNull();
  });
});
