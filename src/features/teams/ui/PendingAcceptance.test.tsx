// @vitest-environment jsdom
// An invitation accepted from an account with another address, on the settings page: the pending
// list names who asked; an owner (or an admin, for the roles admins invite) approves or declines
// it, naming that account; a refusal is said; others only read it. The audit log tells each step
// with the invited address.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { json, stubApi } from '../../../ui-kit/test-support';
import type { TeamAuditEntry, TeamInvitationData } from '../contracts';
import { AuditLog } from './AuditLog';
import { InvitationsSection } from './InvitationsSection';

const TID = 'team00000001';
const ASKED: TeamInvitationData = {
  id: 7,
  email: 'invited@example.com',
  role: 'admin',
  invitedBy: 'olga',
  createdAt: '2026-11-26T10:00:00.000Z',
  expiresAt: '2026-12-03T10:00:00.000Z',
  pendingAcceptance: { userOid: 'mallory00001', username: 'mallory', at: '2026-11-26T11:00:00.000Z' },
};

const api = stubApi();
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const sent = (call = 0) => {
  const [path, init] = api.fetch.mock.calls[call]!;
  return { path, method: init.method, body: init.body === undefined ? undefined : JSON.parse(init.body) };
};
const section = (role: 'owner' | 'admin', invitations = [ASKED]) =>
  renderWithI18n(
    <InvitationsSection
      tid={TID}
      yourRole={role}
      lang="en"
      initialInvitations={invitations}
      mailConfigured
    />,
  );

describe('a pending acceptance', () => {
  it('is approved by an owner for the account shown, which then leaves the pending list', async () => {
    section('owner');
    expect(screen.getByText(/@mallory accepted it from an account with another address/)).toBeTruthy();
    api.fetch.mockResolvedValueOnce(json(200, { username: 'mallory', role: 'admin' }));
    await click(screen.getByRole('button', { name: 'Let @mallory join as Admin' }));
    expect(sent()).toEqual({
      path: `/api/v4/teams/${TID}/invitations/7/approve/`,
      method: 'POST',
      body: { userOid: 'mallory00001' },
    });
    expect(screen.getByRole('status').textContent).toBe('@mallory joined the team as Admin.');
    expect(screen.queryByText('invited@example.com')).toBeNull();
    expect(screen.getByText('No pending invitations.')).toBeTruthy();
  });

  it('is declined, which revokes the invitation; a refusal of the server is said', async () => {
    section('owner');
    api.fetch.mockResolvedValueOnce(
      json(409, { error: { code: 'no_pending_acceptance', message: 'changed' } }),
    );
    const decline = screen.getByRole('button', {
      name: 'Decline @mallory and revoke the invitation of invited@example.com',
    });
    await click(decline);
    expect(screen.getByRole('alert').textContent).toBe('This request changed meanwhile. Reload the page.');
    expect(screen.getByText('invited@example.com')).toBeTruthy();
    api.fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await click(decline);
    expect(sent(1)).toEqual({
      path: `/api/v4/teams/${TID}/invitations/7/decline/`,
      method: 'POST',
      body: { userOid: 'mallory00001' },
    });
    expect(screen.getByRole('status').textContent).toBe(
      '@mallory was declined and the invitation of invited@example.com revoked.',
    );
    expect(screen.queryByText('invited@example.com')).toBeNull();
  });

  it('is only read by an admin when the invitation is to be an admin, and decided for a member one', () => {
    section('admin', [ASKED, { ...ASKED, id: 8, email: 'm@example.com', role: 'member' }]);
    expect(screen.getAllByText(/@mallory accepted it/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Let @mallory join as Admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Let @mallory join as Member' })).toBeTruthy();
  });
});

describe('the audit log of acceptances', () => {
  const entry = (id: number, action: TeamAuditEntry['action'], actor: string): TeamAuditEntry => ({
    id,
    action,
    subject: 'mallory',
    role: 'admin',
    email: 'invited@example.com',
    actor,
    at: '2026-11-26T10:15:00.000Z',
  });

  it('names the invited address and the account at each step', () => {
    renderWithI18n(
      <AuditLog
        tid={TID}
        lang="en"
        initial={{
          entries: [
            entry(4, 'acceptance_declined', 'olga'),
            entry(3, 'acceptance_approved', 'olga'),
            entry(2, 'acceptance_requested', 'mallory'),
            entry(1, 'joined', 'mallory'),
          ],
          next: null,
        }}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/^.*UTC /, ''))).toEqual([
      'olga declined mallory on the invitation to invited@example.com and revoked it',
      'olga approved mallory joining as Admin with the invitation to invited@example.com',
      'mallory accepted the invitation to invited@example.com as Admin from an account with another address; it waits for approval',
      'mallory joined as Admin, accepting the invitation to invited@example.com',
    ]);
  });
});
