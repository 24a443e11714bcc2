// @vitest-environment jsdom
// The team settings' sections: the members with their roles (what an owner, an admin
// and a member may change), removing and leaving (each sent to analytics only once the server
// confirmed it), inviting (the link shown once, the server's refusals said), the pending list and
// revoking, the audit log with its older pages, and the owners' rename and delete.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { track } from '../../../lib/telemetry';
import { json, stubApi } from '../../../ui-kit/test-support';
import type { TeamAuditPage, TeamInvitationData, TeamMemberData } from '../contracts';
import { AuditLog } from './AuditLog';
import { InvitationsSection } from './InvitationsSection';
import { MembersSection } from './MembersSection';
import { TeamOwnerSection } from './TeamOwnerSection';

vi.mock('../../../lib/telemetry', () => ({ track: vi.fn() }));

const TID = 'team00000001';
const member = (name: string, role: TeamMemberData['role'], isYou = false): TeamMemberData => ({
  oid: `${name.toLowerCase().padEnd(12, '0')}`.slice(0, 12),
  username: name.toLowerCase(),
  name,
  role,
  since: '2026-11-01T10:00:00.000Z',
  isYou,
});
const MEMBERS = [
  member('Olga', 'owner', true),
  member('Adam', 'admin'),
  member('Mia', 'member'),
  member('Vic', 'viewer'),
];
const INVITATION: TeamInvitationData = {
  id: 7,
  email: 'new@example.com',
  role: 'member',
  invitedBy: 'olga',
  createdAt: '2026-11-26T10:00:00.000Z',
  expiresAt: '2026-12-03T10:00:00.000Z',
  pendingAcceptance: null,
};

const NOTHING_ENDS = { links: 0, folderShares: 0, collaborators: 0, presentations: 0, folders: 0 };

const api = stubApi();
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const sent = (call = 0) => {
  const [path, init] = api.fetch.mock.calls[call]!;
  return { path, method: init.method, body: init.body === undefined ? undefined : JSON.parse(init.body) };
};
beforeEach(() => vi.mocked(track).mockClear());

describe('the members section', () => {
  it('lets an owner change anyone else’s role and remove them; the removal goes to analytics after the server agreed', async () => {
    renderWithI18n(<MembersSection tid={TID} yourRole="owner" initialMembers={MEMBERS} />);
    expect(screen.getByRole('heading', { name: '4 members' })).toBeTruthy();
    // Their own row is not a choice; the others are.
    expect(screen.queryByLabelText('Role of Olga')).toBeNull();
    const adamRole = screen.getByLabelText('Role of Adam') as HTMLSelectElement;
    expect([...adamRole.options].map((o) => o.value)).toEqual(['owner', 'admin', 'member', 'viewer']);
    api.fetch.mockResolvedValueOnce(json(200, { role: 'owner' }));
    await act(async () => fireEvent.change(adamRole, { target: { value: 'owner' } }));
    expect(sent()).toEqual({
      path: `/api/v4/teams/${TID}/members/${MEMBERS[1]!.oid}/`,
      method: 'PATCH',
      body: { role: 'owner' },
    });
    expect(screen.getByRole('status').textContent).toBe('Adam is now Owner.');

    // The dialog counts what ends first (DepartureDialog.test.tsx); the removal waits for the yes.
    api.fetch.mockResolvedValueOnce(json(200, { departure: NOTHING_ENDS }));
    await click(screen.getByRole('button', { name: 'Remove Mia from the team' }));
    api.fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await click(screen.getByRole('button', { name: 'Remove' }));
    expect(sent(2)).toMatchObject({
      path: `/api/v4/teams/${TID}/members/${MEMBERS[2]!.oid}/`,
      method: 'DELETE',
    });
    expect(track).toHaveBeenCalledWith('TeamMemberRemoved', { team_id: TID, reason: 'removed' });
    expect(screen.queryByText('Mia')).toBeNull();
    expect(screen.getByRole('heading', { name: '3 members' })).toBeTruthy();
  });

  it('sends nothing to analytics when the server refuses, and says why', async () => {
    renderWithI18n(<MembersSection tid={TID} yourRole="owner" initialMembers={MEMBERS} />);
    api.fetch.mockResolvedValueOnce(json(200, { departure: NOTHING_ENDS }));
    await click(screen.getByRole('button', { name: 'Remove Vic from the team' }));
    api.fetch.mockResolvedValueOnce(json(403, { error: { code: 'role_not_allowed', message: 'No.' } }));
    await click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('alert').textContent).toBe('Your role does not allow this.');
    expect(track).not.toHaveBeenCalled();
    expect(screen.getByText('Vic')).toBeTruthy();
  });

  it('gives an admin only members and viewers to change, never owner or admin', () => {
    renderWithI18n(
      <MembersSection
        tid={TID}
        yourRole="admin"
        initialMembers={[
          member('Olga', 'owner'),
          member('Adam', 'admin', true),
          member('Mia', 'member'),
          member('Vic', 'viewer'),
        ]}
      />,
    );
    expect(screen.queryByLabelText('Role of Olga')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Olga from the team' })).toBeNull();
    const mia = screen.getByLabelText('Role of Mia') as HTMLSelectElement;
    expect([...mia.options].map((o) => o.value)).toEqual(['member', 'viewer']);
    expect(screen.getByRole('button', { name: 'Remove Vic from the team' })).toBeTruthy();
  });

  it('shows a member the list read-only, and lets them leave (sent as "left" once confirmed)', async () => {
    const go = vi.fn();
    renderWithI18n(
      <MembersSection
        tid={TID}
        yourRole="member"
        initialMembers={[member('Olga', 'owner'), member('Mia', 'member', true)]}
        go={go}
      />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByText('Owner')).toBeTruthy();
    api.fetch.mockResolvedValueOnce(json(200, { departure: NOTHING_ENDS }));
    await click(screen.getByRole('button', { name: 'Leave the team' }));
    api.fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave the team' }));
    expect(sent(1)).toMatchObject({ path: `/api/v4/teams/${TID}/leave/`, method: 'POST' });
    expect(track).toHaveBeenCalledWith('TeamMemberRemoved', { team_id: TID, reason: 'left' });
    expect(go).toHaveBeenCalledWith('/dashboard/next/');
  });

  it('keeps the last owner from leaving, and says what to do', () => {
    renderWithI18n(
      <MembersSection
        tid={TID}
        yourRole="owner"
        initialMembers={[member('Olga', 'owner', true), member('Mia', 'member')]}
      />,
    );
    expect((screen.getByRole('button', { name: 'Leave the team' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/You are the team’s only owner/)).toBeTruthy();
  });
});

describe('the invitations section', () => {
  it('invites an address with a role, shows the link once, and lists it as pending', async () => {
    renderWithI18n(
      <InvitationsSection
        tid={TID}
        yourRole="owner"
        lang="en"
        initialInvitations={[]}
        mailConfigured={true}
      />,
    );
    expect(screen.getByText('No pending invitations.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'viewer' } });
    api.fetch.mockResolvedValueOnce(
      json(201, {
        invitation: { ...INVITATION, role: 'viewer' },
        link: 'https://podium.test/teams/join/abc/',
      }),
    );
    await click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(sent()).toEqual({
      path: `/api/v4/teams/${TID}/invitations/`,
      method: 'POST',
      body: { email: 'new@example.com', role: 'viewer' },
    });
    expect(screen.getByText('Invitation sent to new@example.com.')).toBeTruthy();
    expect((screen.getByLabelText('Invitation link') as HTMLInputElement).value).toBe(
      'https://podium.test/teams/join/abc/',
    );
    expect(screen.getByRole('heading', { name: '1 pending invitation' })).toBeTruthy();
    expect(screen.getByText('valid until Dec 3, 2026')).toBeTruthy();
  });

  it('says what the server refused, beside the field', async () => {
    renderWithI18n(
      <InvitationsSection
        tid={TID}
        yourRole="admin"
        lang="en"
        initialInvitations={[]}
        mailConfigured={true}
      />,
    );
    // An admin invites members and viewers only.
    expect([...(screen.getByLabelText('Role') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'member',
      'viewer',
    ]);
    await click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter an e-mail address.');
    expect(api.fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'x@example.com' } });
    api.fetch.mockResolvedValueOnce(json(429, { error: { code: 'too_many_invitations', message: 'cap' } }));
    await click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'This team has sent as many invitations as it can today (100). Try again tomorrow.',
    );
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
  });

  it('tells where no mail is sent that the link must be shared by hand', async () => {
    renderWithI18n(
      <InvitationsSection
        tid={TID}
        yourRole="owner"
        lang="en"
        initialInvitations={[]}
        mailConfigured={false}
      />,
    );
    expect(screen.getByText(/This server sends no e-mail/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'new@example.com' } });
    api.fetch.mockResolvedValueOnce(
      json(201, { invitation: INVITATION, link: 'https://podium.test/teams/join/abc/' }),
    );
    await click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Invitation made for new@example.com.')).toBeTruthy();
  });

  it('revokes a pending invitation', async () => {
    renderWithI18n(
      <InvitationsSection
        tid={TID}
        yourRole="owner"
        lang="en"
        initialInvitations={[INVITATION]}
        mailConfigured={true}
      />,
    );
    const list = screen.getByRole('heading', { name: '1 pending invitation' })
      .nextElementSibling as HTMLElement;
    expect(within(list).getByText('new@example.com')).toBeTruthy();
    api.fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await click(screen.getByRole('button', { name: 'Revoke the invitation of new@example.com' }));
    expect(sent()).toMatchObject({ path: `/api/v4/teams/${TID}/invitations/7/`, method: 'DELETE' });
    expect(screen.getByText('No pending invitations.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('The invitation of new@example.com was revoked.');
  });
});

describe('the audit log', () => {
  const entry = (
    id: number,
    action: TeamAuditPage['entries'][number]['action'],
    subject: string,
    role: TeamAuditPage['entries'][number]['role'] = null,
  ) => ({
    id,
    action,
    subject,
    role,
    email: null,
    actor: 'olga',
    at: '2026-11-26T10:15:00.000Z',
  });

  it('says there is nothing yet', () => {
    renderWithI18n(<AuditLog tid={TID} lang="en" initial={{ entries: [], next: null }} />);
    expect(screen.getByText('No membership changes yet.')).toBeTruthy();
  });

  it('tells each change in words, newest first, and loads older pages', async () => {
    renderWithI18n(
      <AuditLog
        tid={TID}
        lang="en"
        initial={{
          entries: [
            entry(9, 'role_changed', 'mia', 'admin'),
            entry(8, 'invited', 'new@example.com', 'member'),
          ],
          next: 8,
        }}
      />,
    );
    const items = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items()).toEqual([
      'Nov 26, 2026, 10:15 AM UTC olga made mia Admin',
      'Nov 26, 2026, 10:15 AM UTC olga invited new@example.com as Member',
    ]);
    api.fetch.mockResolvedValueOnce(
      json(200, {
        entries: [entry(3, 'left', 'vic'), entry(2, 'invitation_revoked', 'x@example.com', 'viewer')],
        next: null,
      }),
    );
    await click(screen.getByRole('button', { name: 'Older entries' }));
    expect(sent()).toMatchObject({ path: `/api/v4/teams/${TID}/audit/?before=8`, method: 'GET' });
    expect(items().slice(2)).toEqual([
      'Nov 26, 2026, 10:15 AM UTC vic left the team',
      'Nov 26, 2026, 10:15 AM UTC olga revoked the invitation of x@example.com',
    ]);
    expect(screen.queryByRole('button', { name: 'Older entries' })).toBeNull();
  });
});

describe('the owners’ section', () => {
  const team = {
    tid: TID,
    name: 'Design',
    role: 'owner' as const,
    path: `/teams/${TID}/`,
    settingsPath: `/teams/${TID}/settings/`,
  };

  it('renames the team', async () => {
    const onRenamed = vi.fn();
    renderWithI18n(<TeamOwnerSection team={team} onRenamed={onRenamed} />);
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Design Ops' } });
    api.fetch.mockResolvedValueOnce(json(200, { team: { ...team, name: 'Design Ops' } }));
    await click(screen.getByRole('button', { name: 'Rename' }));
    expect(sent()).toEqual({ path: `/api/v4/teams/${TID}/`, method: 'PATCH', body: { name: 'Design Ops' } });
    expect(onRenamed).toHaveBeenCalledWith('Design Ops');
    expect(screen.getByRole('status').textContent).toBe('The team was renamed.');
  });

  it('deletes only after a second, explicit click, saying what happens to the presentations', async () => {
    const go = vi.fn();
    renderWithI18n(<TeamOwnerSection team={team} onRenamed={vi.fn()} go={go} />);
    expect(screen.getByText(/returns its presentations to the people who made them/)).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Delete the team' }));
    expect(api.fetch).not.toHaveBeenCalled();
    api.fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await click(screen.getByRole('button', { name: 'Delete “Design” for good' }));
    expect(sent()).toMatchObject({ path: `/api/v4/teams/${TID}/`, method: 'DELETE' });
    expect(go).toHaveBeenCalledWith('/dashboard/next/');
  });
});
