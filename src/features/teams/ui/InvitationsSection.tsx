// Inviting people to a team by e-mail, and its pending invitations: owners and admins.
// The answer is the same whether or not an account has the address; the link is shown once, so it
// can also be shared by hand (and must be, where this server sends no mail). An invitation that an
// account with another address accepted waits here for approval (PendingAcceptance).
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/react';
import { authorize } from '../../../kernel/access/authorize';
import { callApi } from '../../../lib/api-client';
import {
  type InvitationCreated,
  TEAM_ROLES,
  type TeamInvitationData,
  type TeamRole,
  teamsApi,
} from '../contracts';
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
  const [email, setEmail] = useState('');
  const [inviteRole, setInviteRole] = useState<TeamRole>('member');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<InvitationCreated | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('teams.error.bad_email'));
      return;
    }
    setBusy(true);
    setError(null);
    setSent(null);
    try {
      const created = await callApi(teamsApi.invite, {
        params: { tid },
        body: { email, role: inviteRole },
      });
      setInvitations((list) => [
        created.invitation,
        ...list.filter((i) => i.email !== created.invitation.email),
      ]);
      setSent(created);
      setEmail('');
    } catch (failure) {
      setError(teamError(failure, t));
    } finally {
      setBusy(false);
    }
  };

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
      <form className="team-invite" onSubmit={submit} noValidate>
        <div className="team-invite__fields">
          <div className="team-invite__field">
            <label htmlFor="team-invite-email">{t('teams.invite.email')}</label>
            <input
              id="team-invite-email"
              type="email"
              name="email"
              autoComplete="off"
              value={email}
              maxLength={320}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'team-invite-error' : undefined}
            />
          </div>
          <div className="team-invite__field team-invite__field--role">
            <label htmlFor="team-invite-role">{t('teams.invite.role')}</label>
            <select
              id="team-invite-role"
              value={inviteRole}
              onChange={(event) => setInviteRole(event.target.value as TeamRole)}
            >
              {roles.map((to) => (
                <option key={to} value={to}>
                  {roleName(t, to)}
                </option>
              ))}
            </select>
          </div>
          <button className="button button--primary" type="submit" disabled={busy}>
            {busy ? t('teams.working') : t('teams.invite.send')}
          </button>
        </div>
        <p className="teams-hint">{mailConfigured ? t('teams.invite.hint') : t('teams.invite.noMail')}</p>
        {error ? (
          <p id="team-invite-error" className="form-alert" role="alert">
            {error}
          </p>
        ) : null}
        {sent ? (
          <div className="team-invite__sent" role="status">
            <p>
              {t(mailConfigured ? 'teams.invite.sent' : 'teams.invite.made', {
                email: sent.invitation.email,
              })}
            </p>
            <label htmlFor="team-invite-link">{t('teams.invite.link')}</label>
            <input
              id="team-invite-link"
              readOnly
              value={sent.link}
              onFocus={(event) => event.target.select()}
            />
          </div>
        ) : null}
      </form>
      <h3>{t('teams.invite.pending', { n: invitations.length })}</h3>
      {invitations.length === 0 ? (
        <p className="teams-hint">{t('teams.invite.none')}</p>
      ) : (
        <ul className="team-members">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="team-members__item">
              <span className="team-members__who">
                <span className="team-members__name">{invitation.email}</span>
                <span className="team-members__username">
                  {t('teams.invite.until', { date: date.format(new Date(invitation.expiresAt)) })}
                </span>
              </span>
              <span className="team-role">{roleName(t, invitation.role)}</span>
              {authorize(null, 'team.changeMember', { role, from: undefined, to: invitation.role }) ? (
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => revoke(invitation)}
                  aria-label={t('teams.invite.revokeWho', { email: invitation.email })}
                >
                  {t('teams.invite.revoke')}
                </button>
              ) : null}
              {invitation.pendingAcceptance ? (
                <PendingAcceptance
                  tid={tid}
                  invitation={{ ...invitation, pendingAcceptance: invitation.pendingAcceptance }}
                  mayDecide={authorize(null, 'team.changeMember', {
                    role,
                    from: undefined,
                    to: invitation.role,
                  })}
                  onDecided={decided}
                  onFailed={(text) => setStatus({ ok: false, text })}
                />
              ) : null}
            </li>
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
