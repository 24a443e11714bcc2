// The dashboard's Teams section: the teams you are in, with your role in each, and
// "Create a team" (a name; you become its owner, and go to its page).
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/react';
import { callApi } from '../../../lib/api-client';
import { TEAM_LIMITS, type TeamSummary, teamsApi } from '../contracts';
import { roleName, teamError } from './team-text';
import './teams.css';

export interface TeamsSectionProps {
  teams: TeamSummary[];
  /** Where to go once a team is made (the browser's location by default; tests pass a spy). */
  go?: (path: string) => void;
}

export function TeamsSection({ teams, go = (path) => window.location.assign(path) }: TeamsSectionProps) {
  const t = useT();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const full = teams.length >= TEAM_LIMITS.teamsPerUser;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('teams.error.name_required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { team } = await callApi(teamsApi.create, { body: { name } });
      go(team.path);
    } catch (failure) {
      setBusy(false);
      setError(teamError(failure, t));
    }
  };

  return (
    <section className="teams-section" aria-labelledby="dashboard-teams">
      <h2 id="dashboard-teams">{t('teams.section.title')}</h2>
      {teams.length === 0 ? (
        <p className="teams-section__empty">{t('teams.section.empty')}</p>
      ) : (
        <ul className="teams-section__list">
          {teams.map((team) => (
            <li key={team.tid} className="teams-section__item">
              <a className="teams-section__name" href={team.path}>
                {team.name}
              </a>
              <span className="team-role">{roleName(t, team.role)}</span>
              <a className="teams-section__settings" href={team.settingsPath}>
                {t('teams.settings.link')}
              </a>
            </li>
          ))}
        </ul>
      )}
      <form className="teams-section__create" onSubmit={create} noValidate>
        <label htmlFor="team-name">{t('teams.create.label')}</label>
        <div className="teams-form-row">
          <input
            id="team-name"
            name="name"
            value={name}
            maxLength={TEAM_LIMITS.teamNameLength}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'team-name-error' : undefined}
            disabled={full}
          />
          <button className="button button--primary" type="submit" disabled={busy || full}>
            {busy ? t('teams.working') : t('teams.create.button')}
          </button>
        </div>
        {full ? (
          <p className="teams-hint">{t('teams.create.full', { n: TEAM_LIMITS.teamsPerUser })}</p>
        ) : null}
        {error ? (
          <p id="team-name-error" className="form-alert" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
