// @vitest-environment jsdom
// The question before a member is removed or leaves: what will end (counted by the server) and what
// passes to an owner is said first, nothing is removed until the yes, and Cancel removes nothing.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { json, stubApi } from '../../../ui-kit/test-support';
import type { TeamDepartureData, TeamMemberData } from '../contracts';
import { MembersSection } from './MembersSection';

vi.mock('../../../lib/telemetry', () => ({ track: vi.fn() }));

const TID = 'team00000001';
const member = (name: string, role: TeamMemberData['role'], isYou = false): TeamMemberData => ({
  oid: name.toLowerCase().padEnd(12, '0').slice(0, 12),
  username: name.toLowerCase(),
  name,
  role,
  since: '2026-11-01T10:00:00.000Z',
  isYou,
});
const MEMBERS = [member('Olga', 'owner', true), member('Olaf', 'owner'), member('Mia', 'member')];
const COUNTS: TeamDepartureData = {
  links: 2,
  folderShares: 1,
  collaborators: 3,
  presentations: 4,
  folders: 1,
};

const api = stubApi();
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const calls = () => api.fetch.mock.calls.map(([path, init]) => `${init?.method ?? 'GET'} ${path}`);

describe('removing a member', () => {
  it('says what ends and asks first; removes only on the yes', async () => {
    renderWithI18n(<MembersSection tid={TID} yourRole="owner" initialMembers={MEMBERS} />);
    api.fetch.mockResolvedValueOnce(json(200, { departure: COUNTS }));
    await click(screen.getByRole('button', { name: 'Remove Mia from the team' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Mia from the team?' });
    expect(calls()).toEqual([`GET /api/v4/teams/${TID}/members/${MEMBERS[2]!.oid}/departure/`]);
    expect(dialog.textContent).toContain('2 share links made to the team’s presentations stop working');
    expect(dialog.textContent).toContain('1 person loses a team folder that was shared with them');
    expect(dialog.textContent).toContain('3 collaborators lose access to the presentations made here');
    expect(dialog.textContent).toContain(
      '4 presentations and 1 folder made here pass to the team’s longest-standing owner.',
    );
    api.fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await click(screen.getByRole('button', { name: 'Remove' }));
    expect(calls()[1]).toBe(`DELETE /api/v4/teams/${TID}/members/${MEMBERS[2]!.oid}/`);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Mia')).toBeNull();
  });

  it('removes nothing on Cancel, and says when nothing shared would end', async () => {
    renderWithI18n(<MembersSection tid={TID} yourRole="owner" initialMembers={MEMBERS} />);
    const none = { links: 0, folderShares: 0, collaborators: 0, presentations: 0, folders: 0 };
    api.fetch.mockResolvedValueOnce(json(200, { departure: none }));
    await click(screen.getByRole('button', { name: 'Remove Mia from the team' }));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'No share links, shared folders or collaborators end.',
    );
    await click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls()).toHaveLength(1);
    expect(screen.getByText('Mia')).toBeTruthy();
  });

  it('keeps the yes disabled until the count arrives', async () => {
    renderWithI18n(<MembersSection tid={TID} yourRole="owner" initialMembers={MEMBERS} />);
    let answer: (response: Response) => void = () => {};
    api.fetch.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    await click(screen.getByRole('button', { name: 'Remove Mia from the team' }));
    expect(screen.getByRole('status').textContent).toBe('Counting what ends…');
    expect((screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer(json(200, { departure: COUNTS })));
    expect((screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('leaving', () => {
  it('asks with one’s own count, then leaves', async () => {
    const go = vi.fn();
    renderWithI18n(<MembersSection tid={TID} yourRole="owner" initialMembers={MEMBERS} go={go} />);
    api.fetch.mockResolvedValueOnce(json(200, { departure: { ...COUNTS, links: 1 } }));
    await click(screen.getByRole('button', { name: 'Leave the team' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave the team?' });
    expect(calls()).toEqual([`GET /api/v4/teams/${TID}/members/${MEMBERS[0]!.oid}/departure/`]);
    expect(dialog.textContent).toContain('1 share link made to the team’s presentations stops working');
    api.fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    const buttons = screen.getAllByRole('button', { name: 'Leave the team' });
    await click(buttons.find((b) => dialog.contains(b))!);
    expect(calls()[1]).toBe(`POST /api/v4/teams/${TID}/leave/`);
    expect(go).toHaveBeenCalledWith('/dashboard/next/');
  });
});
