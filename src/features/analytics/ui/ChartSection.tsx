// A titled chart with its data as a real table under a "Show as table" disclosure,
// or a plain sentence instead of empty axes when the period has nothing to draw.
import { type ReactNode, useId } from 'react';
import { useT } from '../../../i18n/react';
import { StatsChart } from './StatsChart';
import type { ChartSpec } from './stats-data';

interface ChartSectionProps {
  heading: string;
  note?: string;
  /** Shown instead of the chart and table when there is nothing to draw. */
  empty: string | null;
  spec: ChartSpec;
  chartLabel: string;
  lang: string;
  table: ReactNode;
}

export function ChartSection({ heading, note, empty, spec, chartLabel, lang, table }: ChartSectionProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="stats-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {note ? <p className="stats-section__note">{note}</p> : null}
      {empty ? (
        <p className="stats-section__empty">{empty}</p>
      ) : (
        <>
          <StatsChart spec={spec} label={chartLabel} lang={lang} />
          <details className="stats-section__table">
            <summary>{t('stats.table.show')}</summary>
            {table}
          </details>
        </>
      )}
    </section>
  );
}
