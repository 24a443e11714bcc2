// The charts' data as tables: views per day, playthroughs reaching each step, time per step.

import { useT } from '../../../i18n/react';
import type { DayCount, StepRow } from '../contracts';
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

function StepName({ step, chapters }: { step: StepRow; chapters: boolean }) {
  const t = useT();
  return (
    <th scope="row">
      {t(chapters ? 'stats.chapter' : 'stats.step', { n: step.step + 1 })}
      {step.title ? <span className="stats-table__title">{step.title}</span> : null}
    </th>
  );
}

/** `chapters`: the rows are a recording's chapters. */
interface StepTableProps {
  steps: StepRow[];
  format: StatsFormat;
  chapters: boolean;
}

export function FunnelTable({ steps, format, chapters }: StepTableProps) {
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
            <StepName step={s} chapters={chapters} />
            <td>{format.count(s.sessions)}</td>
            <td>{format.percent(reachedShare(steps, s))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TimeTable({ steps, format, chapters }: StepTableProps) {
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
            <StepName step={s} chapters={chapters} />
            <td>{s.medianMs === null ? t('stats.table.notTimed') : format.seconds(s.medianMs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A table of views per site, shown as text, never as links: the sites came from visitors' browsers. */
function SiteViewsSection<Row extends { site: string | null; views: number }>({
  id,
  title,
  lead,
  rows,
  label,
  format,
}: {
  id: string;
  title: string;
  lead: string;
  rows: Row[];
  label: (row: Row) => string;
  format: StatsFormat;
}) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <section className="stats-section stats-referrers" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="stats-referrers__lead">{lead}</p>
      <table className="stats-table">
        <thead>
          <tr>
            <th scope="col">{t('stats.referrers.site')}</th>
            <th scope="col">{t('stats.referrers.views')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.site ?? ''}>
              <th scope="row">{label(row)}</th>
              <td>{format.count(row.views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Views by the site they came from: sites that embed the presentation or link to it. */
export function ReferrersSection({
  referrers,
  format,
}: {
  referrers: { site: string | null; views: number }[];
  format: StatsFormat;
}) {
  const t = useT();
  return (
    <SiteViewsSection
      id="stats-referrers"
      title={t('stats.referrers.title')}
      lead={t('stats.referrers.lead')}
      rows={referrers}
      label={(row) => row.site ?? t('stats.referrers.direct')}
      format={format}
    />
  );
}

/** Views in embeds by the site that embeds the presentation: "Embedded on {site}". */
export function EmbedsSection({
  embeds,
  format,
}: {
  embeds: { site: string; views: number }[];
  format: StatsFormat;
}) {
  const t = useT();
  return (
    <SiteViewsSection
      id="stats-embeds"
      title={t('stats.embeds.title')}
      lead={t('stats.embeds.lead')}
      rows={embeds}
      label={(row) => t('stats.embeds.on', { site: row.site })}
      format={format}
    />
  );
}
