// The members of a team on its settings page, longest-standing first, each with their
// role. Owners and admins change roles and remove people as 'team.changeMember' allows (the server
// keeps the last owner); everyone sees the list and may leave (except the last owner, 'team.leave').
// A removal or a departure first shows what it ends (DepartureDialog) and waits for a yes; it is
// sent to analytics once the server confirmed it.
import { useState } from 'react';
import { useT } from '../../../i18n/react';
import { authorize } from '../../../kernel/access/authorize';
import { callApi } from '../../../lib/api-client';
import { track } from '../../../ui/telemetry';
import { TEAM_ROLES, type TeamMemberData, type TeamRole, teamsApi } from '../contracts';
import { DepartureDialog } from './DepartureDialog';
import { roleName, teamError } from './team-text';

export interface MembersSectionProps {
  tid: string;
  /** The viewer's own role in the team. */
  yourRole: TeamRole;
  initialMembers: TeamMemberData[];
  /** After leaving (the browser's location by default; tests pass a spy). */
  go?: (path: string) => void;
}

export function MembersSection({
  tid,
  yourRole: role,
  initialMembers,
  go = (path) => window.location.assign(path),
}: MembersSectionProps) {
  const t = useT();
  const [members, setMembers] = useState(initialMembers);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  // Who the dialog asks about: a member to remove, or oneself leaving.
  const [asking, setAsking] = useState<TeamMemberData | null>(null);
  const you = members.find((m) => m.isYou);
  const owners = members.filter((member) => member.role === 'owner').length;

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

  // The team rules read the person's role in the team; no account is needed (null).
  const mayLeave = authorize(null, 'team.leave', { role, owners });
  return (
    <section className="team-card" aria-labelledby="team-members">
      <h2 id="team-members">{t('teams.members.title', { n: members.length })}</h2>
      <ul className="team-members">
        {members.map((member) => {
          const choices = TEAM_ROLES.filter(
            (to) =>
              to === member.role || authorize(null, 'team.changeMember', { role, from: member.role, to }),
          );
          const mayChange = !member.isYou && choices.length > 1;
          const mayRemove =
            !member.isYou && authorize(null, 'team.changeMember', { role, from: member.role, to: undefined });
          return (
            <li key={member.oid} className="team-members__item">
              <span className="team-members__who">
                <span className="team-members__name">{member.name}</span>
                <span className="team-members__username">
                  @{member.username}
                  {member.isYou ? ` · ${t('teams.members.you')}` : ''}
                </span>
              </span>
              {mayChange ? (
                <>
                  <label className="visually-hidden" htmlFor={`role-${member.oid}`}>
                    {t('teams.members.roleOf', { name: member.name })}
                  </label>
                  <select
                    id={`role-${member.oid}`}
                    value={member.role}
                    disabled={busy !== null}
                    onChange={(event) => changeRole(member, event.target.value as TeamRole)}
                  >
                    {choices.map((to) => (
                      <option key={to} value={to}>
                        {roleName(t, to)}
                      </option>
                    ))}
                  </select>
                </>
              ) : (
                <span className="team-role">{roleName(t, member.role)}</span>
              )}
              {mayRemove ? (
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={busy !== null}
                  onClick={() => setAsking(member)}
                  aria-label={t('teams.members.removeWho', { name: member.name })}
                >
                  {t('teams.members.remove')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {asking ? (
        <DepartureDialog
          tid={tid}
          who={{ oid: asking.oid, name: asking.name, self: asking.isYou }}
          busy={busy !== null}
          onConfirm={() => (asking.isYou ? leave() : remove(asking))}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {status ? (
        <p
          className={status.ok ? 'teams-status' : 'teams-status teams-status--failed'}
          role={status.ok ? 'status' : 'alert'}
        >
          {status.text}
        </p>
      ) : null}
      <div className="team-leave">
        <p className="teams-hint">{mayLeave ? t('teams.leave.hint') : t('teams.leave.lastOwner')}</p>
        <button
          type="button"
          className="button"
          disabled={!mayLeave || busy !== null || !you}
          onClick={() => setAsking(you ?? null)}
        >
          {t('teams.leave.button')}
        </button>
      </div>
    </section>
  );
}
