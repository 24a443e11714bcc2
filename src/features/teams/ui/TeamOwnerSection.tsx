// What only a team's owners do: rename it, and delete it. Deleting says what happens:
// its presentations return to the people who made them, its folders are deleted.
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/react';
import { callApi } from '../../../lib/api-client';
import { TEAM_LIMITS, type TeamSummary, teamsApi } from '../contracts';
import { teamError } from './team-text';

export interface TeamOwnerSectionProps {
  team: TeamSummary;
  onRenamed: (name: string) => void;
  go?: (path: string) => void;
}

export function TeamOwnerSection({
  team,
  onRenamed,
  go = (path) => window.location.assign(path),
}: TeamOwnerSectionProps) {
  const t = useT();
  const [name, setName] = useState(team.name);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      const renamed = await callApi(teamsApi.rename, { params: { tid: team.tid }, body: { name } });
      onRenamed(renamed.team.name);
      setName(renamed.team.name);
      setStatus({ ok: true, text: t('teams.rename.done') });
    } catch (failure) {
      setStatus({ ok: false, text: teamError(failure, t) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setStatus(null);
    try {
      await callApi(teamsApi.remove, { params: { tid: team.tid } });
      go('/dashboard/next/');
    } catch (failure) {
      setBusy(false);
      setStatus({ ok: false, text: teamError(failure, t) });
    }
  };

  return (
    <section className="team-card" aria-labelledby="team-owner">
      <h2 id="team-owner">{t('teams.owner.title')}</h2>
      <form onSubmit={rename} noValidate>
        <label htmlFor="team-rename">{t('teams.rename.label')}</label>
        <div className="teams-form-row">
          <input
            id="team-rename"
            value={name}
            maxLength={TEAM_LIMITS.teamNameLength}
            onChange={(event) => setName(event.target.value)}
          />
          <button className="button" type="submit" disabled={busy || name.trim() === team.name}>
            {t('teams.rename.button')}
          </button>
        </div>
      </form>
      <div className="team-delete">
        <p className="teams-hint">{t('teams.delete.explain')}</p>
        {confirming ? (
          <div className="teams-form-row">
            <button type="button" className="button button--danger" disabled={busy} onClick={remove}>
              {t('teams.delete.confirm', { name: team.name })}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('teams.delete.cancel')}
            </button>
          </div>
        ) : (
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
            {t('teams.delete.button')}
          </button>
        )}
      </div>
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
