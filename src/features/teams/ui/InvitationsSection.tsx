// Inviting people to a team by e-mail (InviteForm), and its pending invitations: owners and admins.
// An invitation that an account with another address accepted waits here for approval
// (PendingAcceptance).
import { useState } from 'react';
import { useT } from '../../../i18n/react';
import { authorize } from '../../../kernel/access/authorize';
import { callApi } from '../../../lib/api-client';
import { TEAM_ROLES, type TeamInvitationData, type TeamRole, teamsApi } from '../contracts';
import { InviteForm } from './InviteForm';
import { PendingAcceptance } from './PendingAcceptance';
import { roleName, teamError } from './team-text';

export interface InvitationsSectionProps {
  tid: string;
  /** The viewer's own role in the team. */
  yourRole: TeamRole;
  lang: string;
  initialInvitations: TeamInvitationData[];
  mailConfigured: boolean;
}

export function InvitationsSection({
  tid,
  yourRole: role,
  lang,
  initialInvitations,
  mailConfigured,
}: InvitationsSectionProps) {
  const t = useT();
  // The team rules read the person's role in the team; no account is needed (null).
  const roles = TEAM_ROLES.filter((to) =>
    authorize(null, 'team.changeMember', { role, from: undefined, to }),
  );
  const [invitations, setInvitations] = useState(initialInvitations);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });

  // A new invitation to the same address replaces the open one.
  const invited = (invitation: TeamInvitationData) =>
    setInvitations((list) => [invitation, ...list.filter((i) => i.email !== invitation.email)]);

  const revoke = async (invitation: TeamInvitationData) => {
    setStatus(null);
    try {
      await callApi(teamsApi.revokeInvitation, { params: { tid, invitationId: invitation.id } });
      setInvitations((list) => list.filter((i) => i.id !== invitation.id));
      setStatus({ ok: true, text: t('teams.invite.revoked', { email: invitation.email }) });
    } catch (failure) {
      setStatus({ ok: false, text: teamError(failure, t) });
    }
  };

  const decided = (invitation: TeamInvitationData, text: string) => {
    setInvitations((list) => list.filter((i) => i.id !== invitation.id));
    setStatus({ ok: true, text });
  };

  return (
    <section className="team-card" aria-labelledby="team-invitations">
      <h2 id="team-invitations">{t('teams.invite.title')}</h2>
      <InviteForm tid={tid} roles={roles} mailConfigured={mailConfigured} onInvited={invited} />
      <h3>{t('teams.invite.pending', { n: invitations.length })}</h3>
      {invitations.length === 0 ? (
        <p className="teams-hint">{t('teams.invite.none')}</p>
      ) : (
        <ul className="team-members">
          {invitations.map((invitation) => (
            <PendingInvitation
              key={invitation.id}
              tid={tid}
              invitation={invitation}
              // Who may give this invitation's role may also take it back, or decide on its acceptance.
              mayManage={authorize(null, 'team.changeMember', { role, from: undefined, to: invitation.role })}
              until={date.format(new Date(invitation.expiresAt))}
              onRevoke={() => revoke(invitation)}
              onDecided={decided}
              onFailed={(text) => setStatus({ ok: false, text })}
            />
          ))}
        </ul>
      )}
      {status ? (
        <p
          className={status.ok ? 'teams-status' : 'teams-status teams-status--failed'}
          role={status.ok ? 'status' : 'alert'}
        >
          {status.text}
        </p>
      ) : null}
    </section>
  );
}

interface PendingInvitationProps {
  tid: string;
  invitation: TeamInvitationData;
  mayManage: boolean;
  /** The last day it may be accepted, formatted. */
  until: string;
  onRevoke: () => void;
  onDecided: (invitation: TeamInvitationData, text: string) => void;
  onFailed: (text: string) => void;
}

/** One open invitation: its address, until when, its role, and (for who may) revoke or decide. */
function PendingInvitation({
  tid,
  invitation,
  mayManage,
  until,
  onRevoke,
  onDecided,
  onFailed,
}: PendingInvitationProps) {
  const t = useT();
  return (
    <li className="team-members__item">
      <span className="team-members__who">
        <span className="team-members__name">{invitation.email}</span>
        <span className="team-members__username">{t('teams.invite.until', { date: until })}</span>
      </span>
      <span className="team-role">{roleName(t, invitation.role)}</span>
      {mayManage ? (
        <button
          type="button"
          className="button button--quiet"
          onClick={onRevoke}
          aria-label={t('teams.invite.revokeWho', { email: invitation.email })}
        >
          {t('teams.invite.revoke')}
        </button>
      ) : null}
      {invitation.pendingAcceptance ? (
        <PendingAcceptance
          tid={tid}
          invitation={{ ...invitation, pendingAcceptance: invitation.pendingAcceptance }}
          mayDecide={mayManage}
          onDecided={onDecided}
          onFailed={onFailed}
        />
      ) : null}
    </li>
  );
}
