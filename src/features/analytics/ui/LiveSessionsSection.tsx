// A talk's live sessions in its statistics: when, how long, how many watched
// (distinct and at most at once), and the reactions and questions they sent. Newest first.

import { useT } from '../../../i18n/react';
import type { LiveSessionStats } from '../../live/contracts';
import type { StatsFormat } from './stats-data';

/** Whole minutes between the start and the end (at least 1 once it ended); null while live. */
export function durationMinutes(session: Pick<LiveSessionStats, 'startedAt' | 'endedAt'>): number | null {
  if (session.endedAt === null) return null;
  const ms = Date.parse(session.endedAt) - Date.parse(session.startedAt);
  return Math.max(1, Math.round(ms / 60_000));
}

export function LiveSessionsSection({
  sessions,
  format,
}: {
  sessions: LiveSessionStats[];
  format: StatsFormat;
}) {
  const t = useT();
  if (sessions.length === 0) return null;
  return (
    <section className="stats-section stats-live" aria-labelledby="stats-live">
      <h2 id="stats-live">{t('live.stats.title')}</h2>
      <div className="stats-links__scroll">
        <table className="stats-table">
          <thead>
            <tr>
              <th scope="col">{t('live.stats.date')}</th>
              <th scope="col">{t('live.stats.duration')}</th>
              <th scope="col">{t('live.stats.viewers')}</th>
              <th scope="col">{t('live.stats.peak')}</th>
              <th scope="col">{t('live.stats.reactions')}</th>
              <th scope="col">{t('live.stats.questions')}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => {
              const minutes = durationMinutes(s);
              return (
                <tr key={s.code}>
                  <th scope="row">
                    <time dateTime={s.startedAt}>{format.longDay(s.startedAt.slice(0, 10))}</time>
                  </th>
                  <td>
                    {minutes === null ? t('live.stats.ongoing') : t('live.stats.minutes', { count: minutes })}
                  </td>
                  <td>{format.count(s.viewers)}</td>
                  <td>{format.count(s.peakViewers)}</td>
                  <td>{format.count(s.reactions)}</td>
                  <td>{format.count(s.questions)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
