// The team's members as the settings page changes them: a role changed, a member removed, oneself
// leaving. One action at a time (busy names it), each ending in a status line; a removal or a
// departure is sent to analytics once the server confirmed it.
import { useState } from 'react';
import { useT } from '../../../i18n/react';
import { callApi } from '../../../lib/api-client';
import { track } from '../../../lib/telemetry';
import { type TeamMemberData, type TeamRole, teamsApi } from '../contracts';
import { roleName, teamError } from './team-text';

export type TeamStatus = { ok: boolean; text: string };

export function useTeamMembers(tid: string, initialMembers: TeamMemberData[], go: (path: string) => void) {
  const t = useT();
  const [members, setMembers] = useState(initialMembers);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<TeamStatus | null>(null);
  // Who the dialog asks about: a member to remove, or oneself leaving.
  const [asking, setAsking] = useState<TeamMemberData | null>(null);

  const act = async (key: string, work: () => Promise<string>) => {
    setBusy(key);
    setStatus(null);
    try {
      setStatus({ ok: true, text: await work() });
    } catch (failure) {
      setStatus({ ok: false, text: teamError(failure, t) });
    } finally {
      setBusy(null);
    }
  };

  const changeRole = (member: TeamMemberData, to: TeamRole) =>
    act(member.oid, async () => {
      await callApi(teamsApi.changeRole, { params: { tid, userOid: member.oid }, body: { role: to } });
      setMembers((list) => list.map((m) => (m.oid === member.oid ? { ...m, role: to } : m)));
      return t('teams.members.changed', { name: member.name, role: roleName(t, to) });
    });

  const remove = (member: TeamMemberData) =>
    act(member.oid, async () => {
      setAsking(null);
      await callApi(teamsApi.removeMember, { params: { tid, userOid: member.oid } });
      track('TeamMemberRemoved', { team_id: tid, reason: 'removed' });
      setMembers((list) => list.filter((m) => m.oid !== member.oid));
      return t('teams.members.removed', { name: member.name });
    });

  const leave = () =>
    act('leave', async () => {
      setAsking(null);
      await callApi(teamsApi.leave, { params: { tid } });
      track('TeamMemberRemoved', { team_id: tid, reason: 'left' });
      go('/dashboard/next/');
      return t('teams.members.left');
    });

  return { members, busy: busy !== null, status, asking, setAsking, changeRole, remove, leave };
}
