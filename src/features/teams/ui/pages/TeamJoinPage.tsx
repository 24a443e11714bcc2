// An invitation to a team (/teams/join/{token}/): the team's name, who invited, the
// role. Signed in: Accept (joins; analytics hear of it once the server confirmed). Signed in with
// an account of another address than the invited one: Ask to join, which waits for the team's
// approval. Already in the team: says so. Signed out: log in or sign up, and come back here.
import { useState } from 'react';
import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { callApi } from '../../../../lib/api-client';
import { track } from '../../../../lib/telemetry';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import type { TeamInvitationView } from '../../contracts';
import { teamPath, teamsApi } from '../../contracts';
import { roleName, teamError } from '../team-text';
import '../teams.css';
import '../../../../ui-kit/common/forms.css';

export interface TeamJoinPageProps extends PageProps {
  invitation: TeamInvitationView;
  /** Where to go once joined (the browser's location by default; tests pass a spy). */
  go?: (path: string) => void;
}

export default function TeamJoinPage({
  site,
  invitation,
  go = (path) => window.location.assign(path),
}: TeamJoinPageProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState(invitation.awaitingApproval);
  const here = encodeURIComponent(`/teams/join/${invitation.token}/`);
  const date = new Intl.DateTimeFormat(site.lang, { dateStyle: 'long', timeZone: 'UTC' });

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      const joined = await callApi(teamsApi.join, { params: { token: invitation.token } });
      if ('pending' in joined) {
        setBusy(false);
        setAsked(true);
        return;
      }
      track('TeamMemberAdded', { team_id: joined.tid, role: joined.role });
      go(joined.path);
    } catch (failure) {
      setBusy(false);
      setError(teamError(failure, t));
    }
  };

  return (
    <>
      <SiteHeader site={site} />
      <main className="page narrow-page">
        <div className="form-card team-join">
          <p className="team-page__eyebrow">{t('teams.join.eyebrow')}</p>
          <h1>{invitation.teamName}</h1>
          <p>
            {invitation.invitedBy
              ? t('teams.join.lead', { inviter: invitation.invitedBy, role: roleName(t, invitation.role) })
              : t('teams.join.leadNoInviter', { role: roleName(t, invitation.role) })}
          </p>
          <p className="teams-hint">
            {t('teams.join.until', { date: date.format(new Date(invitation.expiresAt)) })}
          </p>
          {invitation.alreadyMember ? (
            <p className="form-success" role="status">
              {t('teams.join.already')} <a href={teamPath(invitation.tid)}>{t('teams.join.open')}</a>
            </p>
          ) : site.viewer && asked ? (
            <p className="form-success" role="status">
              {t('teams.join.asked')}
            </p>
          ) : site.viewer ? (
            <>
              {invitation.otherAddress ? <p className="teams-hint">{t('teams.join.otherAddress')}</p> : null}
              {error ? (
                <p className="form-alert" role="alert">
                  {error}
                </p>
              ) : null}
              <button type="button" className="button button--primary" disabled={busy} onClick={accept}>
                {busy
                  ? t('teams.working')
                  : t(invitation.otherAddress ? 'teams.join.ask' : 'teams.join.accept')}
              </button>
            </>
          ) : (
            <p className="team-join__auth">
              <a className="button button--primary" href={`/login/?next=${here}`}>
                {t('teams.join.logIn')}
              </a>
              <a className="button" href={`/signup/?next=${here}`}>
                {t('teams.join.signUp')}
              </a>
            </p>
          )}
        </div>
      </main>
    </>
  );
}
