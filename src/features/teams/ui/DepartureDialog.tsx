// Asks before someone is removed from a team, or leaves it: the server counts what would end (the
// share links they made to the team's presentations, the team folders they shared, the
// collaborators on what they made there) and what passes to an owner, and nothing is removed until
// the confirming button is pressed. The button waits for the count, so nobody confirms unseen.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/react';
import { callApi } from '../../../lib/api-client';
import { type TeamDepartureData, teamsApi } from '../contracts';
import { teamError } from './team-text';

export interface DepartureDialogProps {
  tid: string;
  /** Who would go; `self` when it is the signed-in person leaving. */
  who: { oid: string; name: string; self: boolean };
  /** The removal or departure is under way. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DepartureDialog({ tid, who, busy, onConfirm, onCancel }: DepartureDialogProps) {
  const t = useT();
  const [counts, setCounts] = useState<TeamDepartureData | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The count is asked once per person; a new translator function on a re-render asks nothing.
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    heading.current?.focus();
    let current = true;
    callApi(teamsApi.departure, { params: { tid, userOid: who.oid } })
      .then((answer) => current && setCounts(answer.departure))
      .catch((failure) => current && setProblem(teamError(failure, translate.current)));
    return () => {
      current = false;
    };
  }, [tid, who.oid]);

  const ends = counts
    ? (
        [
          ['links', counts.links],
          ['folderShares', counts.folderShares],
          ['collaborators', counts.collaborators],
        ] as const
      ).filter(([, n]) => n > 0)
    : [];
  return (
    <div className="team-departure" role="alertdialog" aria-labelledby="team-departure-title">
      <h3 id="team-departure-title" ref={heading} tabIndex={-1}>
        {who.self ? t('teams.departure.leaveTitle') : t('teams.departure.removeTitle', { name: who.name })}
      </h3>
      {counts === null && problem === null ? <p role="status">{t('teams.departure.counting')}</p> : null}
      {problem ? <p role="alert">{problem}</p> : null}
      {counts && ends.length > 0 ? (
        <>
          <p>{t('teams.departure.lead')}</p>
          <ul>
            {ends.map(([key, n]) => (
              <li key={key}>{t(`teams.departure.${key}`, { n })}</li>
            ))}
          </ul>
        </>
      ) : null}
      {counts && ends.length === 0 ? <p>{t('teams.departure.nothing')}</p> : null}
      {counts && counts.presentations + counts.folders > 0 ? (
        <p>{t('teams.departure.handover', { n: counts.presentations, folders: counts.folders })}</p>
      ) : null}
      <div className="team-departure__actions">
        <button
          type="button"
          className="button button--danger"
          disabled={counts === null || busy}
          onClick={onConfirm}
        >
          {who.self ? t('teams.departure.confirmLeave') : t('teams.departure.confirmRemove')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onCancel}>
          {t('teams.departure.cancel')}
        </button>
      </div>
    </div>
  );
}
