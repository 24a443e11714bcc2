// "Move to team…" on a dashboard row: puts one of your presentations into a team where
// you make presentations, or back into your own space. The server decides by canMove (only the
// owner crosses spaces; out of a team only as its owner or admin) and says why when it refuses.
import { useState } from 'react';
import { useT } from '../../../i18n/react';
import { callApi } from '../../../lib/api-client';
import { type TeamChoice, teamsApi } from '../contracts';
import { teamError } from './team-text';

export interface MoveToTeamProps {
  oid: string;
  title: string;
  /** The team it is in now, or null (your own space). */
  current: TeamChoice | null;
  /** Teams you may move it into. */
  teams: TeamChoice[];
}

const OWN = '';

export function MoveToTeam({ oid, title, current, teams }: MoveToTeamProps) {
  const t = useT();
  const [placed, setPlaced] = useState<TeamChoice | null>(current);
  const [choice, setChoice] = useState(current?.tid ?? OWN);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // A team you are no longer able to pick still shows as where it is.
  const options = placed && !teams.some((team) => team.tid === placed.tid) ? [placed, ...teams] : teams;
  if (teams.length === 0 && placed === null) return null;

  const move = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const { team } = await callApi(teamsApi.moveToTeam, {
        params: { oid },
        body: { tid: choice === OWN ? null : choice },
      });
      setPlaced(team);
      setMessage({
        ok: true,
        text: team ? t('teams.move.movedTo', { name: team.name }) : t('teams.move.movedOut'),
      });
    } catch (failure) {
      setMessage({ ok: false, text: teamError(failure, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="team-move">
      <summary>{placed ? t('teams.move.inTeam', { name: placed.name }) : t('teams.move.summary')}</summary>
      <div className="teams-form-row">
        <label className="visually-hidden" htmlFor={`team-move-${oid}`}>
          {t('teams.move.label', { title })}
        </label>
        <select id={`team-move-${oid}`} value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value={OWN}>{t('teams.move.own')}</option>
          {options.map((team) => (
            <option key={team.tid} value={team.tid}>
              {team.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          disabled={busy || choice === (placed?.tid ?? OWN)}
          onClick={move}
        >
          {t('teams.move.button')}
        </button>
      </div>
      {message ? (
        <p
          className={message.ok ? 'teams-status' : 'teams-status teams-status--failed'}
          role={message.ok ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      ) : null}
    </details>
  );
}
