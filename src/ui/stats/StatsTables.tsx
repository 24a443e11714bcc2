// The charts' data as tables: views per day, playthroughs reaching each step, time per step.
import type { DayCount, LinkStats, StepRow } from '../../contracts/stats';
import { useT } from '../../i18n/react';
import { reachedShare, type StatsFormat } from './stats-data';

export function ViewsTable({ days, format }: { days: DayCount[]; format: StatsFormat }) {
  const t = useT();
  const from = days[0]?.day ?? '';
  const to = days.at(-1)?.day ?? '';
  return (
    <table className="stats-table">
      <caption>
        {t('stats.table.viewsCaption', { from: format.longDay(from), to: format.longDay(to) })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('stats.table.day')}</th>
          <th scope="col">{t('stats.series.views')}</th>
          <th scope="col">{t('stats.series.visitors')}</th>
        </tr>
      </thead>
      <tbody>
        {/* Newest first: the recent days are what an owner looks for. */}
        {[...days].reverse().map((d) => (
          <tr key={d.day}>
            <th scope="row">
              <time dateTime={d.day}>{format.longDay(d.day)}</time>
            </th>
            <td>{format.count(d.views)}</td>
            <td>{format.count(d.visitors)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function StepName({ step }: { step: StepRow }) {
  const t = useT();
  return (
    <th scope="row">
      {t('stats.step', { n: step.step + 1 })}
      {step.title ? <span className="stats-table__title">{step.title}</span> : null}
    </th>
  );
}

export function FunnelTable({ steps, format }: { steps: StepRow[]; format: StatsFormat }) {
  const t = useT();
  return (
    <table className="stats-table">
      <caption>{t('stats.table.funnelCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('stats.table.step')}</th>
          <th scope="col">{t('stats.table.reached')}</th>
          <th scope="col">{t('stats.table.share')}</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((s) => (
          <tr key={s.step}>
            <StepName step={s} />
            <td>{format.count(s.sessions)}</td>
            <td>{format.percent(reachedShare(steps, s))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TimeTable({ steps, format }: { steps: StepRow[]; format: StatsFormat }) {
  const t = useT();
  return (
    <table className="stats-table">
      <caption>{t('stats.table.timeCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('stats.table.step')}</th>
          <th scope="col">{t('stats.table.median')}</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((s) => (
          <tr key={s.step}>
            <StepName step={s} />
            <td>{s.medianMs === null ? t('stats.table.notTimed') : format.seconds(s.medianMs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Views by the site they came from: sites that embed the presentation or link to it (issue #15). */
export function ReferrersSection({
  referrers,
  format,
}: {
  referrers: { site: string | null; views: number }[];
  format: StatsFormat;
}) {
  const t = useT();
  if (referrers.length === 0) return null;
  return (
    <section className="stats-section stats-referrers" aria-labelledby="stats-referrers">
      <h2 id="stats-referrers">{t('stats.referrers.title')}</h2>
      <p className="stats-referrers__lead">{t('stats.referrers.lead')}</p>
      <table className="stats-table">
        <thead>
          <tr>
            <th scope="col">{t('stats.referrers.site')}</th>
            <th scope="col">{t('stats.referrers.views')}</th>
          </tr>
        </thead>
        <tbody>
          {referrers.map((row) => (
            <tr key={row.site ?? ''}>
              {/* A site's origin is shown as text, never as a link: it came from a visitor's browser. */}
              <th scope="row">{row.site ?? t('stats.referrers.direct')}</th>
              <td>{format.count(row.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Views through each share link (issue #16): which recipient or channel watched, and when last. */
export function LinksSection({ links, format }: { links: LinkStats[]; format: StatsFormat }) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <section className="stats-section stats-links" aria-labelledby="stats-links">
      <h2 id="stats-links">{t('stats.links.title')}</h2>
      <p className="stats-referrers__lead">{t('stats.links.lead')}</p>
      <table className="stats-table">
        <thead>
          <tr>
            <th scope="col">{t('stats.links.link')}</th>
            <th scope="col">{t('stats.links.views')}</th>
            <th scope="col">{t('stats.links.visitors')}</th>
            <th scope="col">{t('stats.links.downloads')}</th>
            <th scope="col">{t('stats.links.lastView')}</th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr key={link.linkId}>
              <th scope="row">
                {link.name ?? t('stats.links.unnamed', { id: link.linkId.slice(-4) })}
                {link.state !== 'live' ? (
                  <span className="stats-links__state"> · {t(`stats.links.${link.state}`)}</span>
                ) : null}
              </th>
              <td>{format.count(link.views)}</td>
              <td>{format.count(link.uniqueVisitors)}</td>
              <td>{format.count(link.downloads)}</td>
              <td>{link.lastViewAt ? format.longDay(link.lastViewAt.slice(0, 10)) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {links
        .filter((link) => link.visitors.length > 0)
        .map((link) => (
          <table key={link.linkId} className="stats-table stats-links__visitors">
            <caption>
              {t('stats.links.visitorsOf', {
                link: link.name ?? t('stats.links.unnamed', { id: link.linkId.slice(-4) }),
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('stats.links.email')}</th>
                <th scope="col">{t('stats.links.firstVisit')}</th>
                <th scope="col">{t('stats.links.lastVisit')}</th>
                <th scope="col">{t('stats.links.views')}</th>
              </tr>
            </thead>
            <tbody>
              {link.visitors.map((visitor) => (
                <tr key={visitor.email}>
                  <th scope="row">{visitor.email}</th>
                  <td>{format.longDay(visitor.firstSeenAt.slice(0, 10))}</td>
                  <td>{format.longDay(visitor.lastSeenAt.slice(0, 10))}</td>
                  <td>{format.count(visitor.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
