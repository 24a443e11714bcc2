// The period switcher: plain links, so it works before (and without) JavaScript.

import { useT } from '../../../i18n/react';
import { STATS_PERIODS } from '../../../kernel/limits';

export function PeriodNav({ oid, days }: { oid: string; days: number }) {
  const t = useT();
  return (
    <nav className="stats-periods" aria-label={t('stats.period.label')}>
      <ul>
        {STATS_PERIODS.map((n) => (
          <li key={n}>
            <a
              className="stats-periods__link"
              href={`/dashboard/next/${oid}/stats/?days=${n}`}
              aria-current={n === days ? 'page' : undefined}
            >
              {n === 365 ? t('stats.period.year') : t('stats.period.days', { n })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
