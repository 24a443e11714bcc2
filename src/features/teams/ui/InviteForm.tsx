// The form that invites an address to a team with a role. The answer is the same whether or not an
// account has the address; the link is shown once, so it can also be shared by hand (and must be,
// where this server sends no mail).
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/react';
import { callApi } from '../../../lib/api-client';
import { type InvitationCreated, type TeamInvitationData, type TeamRole, teamsApi } from '../contracts';
import { roleName, teamError } from './team-text';

export interface InviteFormProps {
  tid: string;
  /** The roles the viewer may give. */
  roles: readonly TeamRole[];
  mailConfigured: boolean;
  onInvited: (invitation: TeamInvitationData) => void;
}

export function InviteForm({ tid, roles, mailConfigured, onInvited }: InviteFormProps) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [inviteRole, setInviteRole] = useState<TeamRole>('member');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<InvitationCreated | null>(null);

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
      onInvited(created.invitation);
      setSent(created);
      setEmail('');
    } catch (failure) {
      setError(teamError(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
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
      {sent ? <InvitationSent sent={sent} mailConfigured={mailConfigured} /> : null}
    </form>
  );
}

/** The invitation just made: to whom, and its link, shown this once. */
function InvitationSent({ sent, mailConfigured }: { sent: InvitationCreated; mailConfigured: boolean }) {
  const t = useT();
  return (
    <div className="team-invite__sent" role="status">
      <p>
        {t(mailConfigured ? 'teams.invite.sent' : 'teams.invite.made', {
          email: sent.invitation.email,
        })}
      </p>
      <label htmlFor="team-invite-link">{t('teams.invite.link')}</label>
      <input id="team-invite-link" readOnly value={sent.link} onFocus={(event) => event.target.select()} />
    </div>
  );
}
