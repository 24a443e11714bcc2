// The members of a team on its settings page, longest-standing first, each with their
// role. Owners and admins change roles and remove people as 'team.changeMember' allows (the server
// keeps the last owner); everyone sees the list and may leave (except the last owner, 'team.leave').
// A removal or a departure first shows what it ends (DepartureDialog) and waits for a yes; it is
// sent to analytics once the server confirmed it.
import { useT } from '../../../i18n/react';
import { authorize } from '../../../kernel/access/authorize';
import { TEAM_ROLES, type TeamMemberData, type TeamRole } from '../contracts';
import { DepartureDialog } from './DepartureDialog';
import { roleName } from './team-text';
import { useTeamMembers } from './useTeamMembers';

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
  const { members, busy, status, asking, setAsking, changeRole, remove, leave } = useTeamMembers(
    tid,
    initialMembers,
    go,
  );
  const you = members.find((m) => m.isYou);
  const owners = members.filter((member) => member.role === 'owner').length;

  // The team rules read the person's role in the team; no account is needed (null).
  const mayLeave = authorize(null, 'team.leave', { role, owners });
  return (
    <section className="team-card" aria-labelledby="team-members">
      <h2 id="team-members">{t('teams.members.title', { n: members.length })}</h2>
      <ul className="team-members">
        {members.map((member) => (
          <MemberItem
            key={member.oid}
            member={member}
            yourRole={role}
            busy={busy}
            onChangeRole={(to) => changeRole(member, to)}
            onRemove={() => setAsking(member)}
          />
        ))}
      </ul>
      {asking ? (
        <DepartureDialog
          tid={tid}
          who={{ oid: asking.oid, name: asking.name, self: asking.isYou }}
          busy={busy}
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
          disabled={!mayLeave || busy || !you}
          onClick={() => setAsking(you ?? null)}
        >
          {t('teams.leave.button')}
        </button>
      </div>
    </section>
  );
}

interface MemberItemProps {
  member: TeamMemberData;
  /** The viewer's own role in the team. */
  yourRole: TeamRole;
  busy: boolean;
  onChangeRole: (to: TeamRole) => void;
  onRemove: () => void;
}

/** One member: name and username, their role (a choice, for who may change it) and Remove. */
function MemberItem({ member, yourRole: role, busy, onChangeRole, onRemove }: MemberItemProps) {
  const t = useT();
  const choices = TEAM_ROLES.filter(
    (to) => to === member.role || authorize(null, 'team.changeMember', { role, from: member.role, to }),
  );
  const mayChange = !member.isYou && choices.length > 1;
  const mayRemove =
    !member.isYou && authorize(null, 'team.changeMember', { role, from: member.role, to: undefined });
  return (
    <li className="team-members__item">
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
            disabled={busy}
            onChange={(event) => onChangeRole(event.target.value as TeamRole)}
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
          disabled={busy}
          onClick={onRemove}
          aria-label={t('teams.members.removeWho', { name: member.name })}
        >
          {t('teams.members.remove')}
        </button>
      ) : null}
    </li>
  );
}
