// The headline numbers of the period: views, visitors, likes, shares, embed copies, downloads,
// watch time, average view duration, completion.

import type { ReactNode } from 'react';
import { useT } from '../../../i18n/react';
import type { StatsPageData } from '../contracts';
import type { StatsFormat } from './stats-data';

function Tile({ label, value, detail }: { label: string; value: string; detail?: ReactNode }) {
  return (
    <li className="stats-tile">
      <span className="stats-tile__label">{label}</span>
      <span className="stats-tile__value">{value}</span>
      {detail ? <span className="stats-tile__detail">{detail}</span> : null}
    </li>
  );
}

export function SummaryTiles({ stats, format }: { stats: StatsPageData; format: StatsFormat }) {
  const t = useT();
  const { period, totals } = stats;
  return (
    <ul className="stats-tiles">
      <Tile
        label={t('stats.tile.views')}
        value={format.count(period.views)}
        detail={t('stats.tile.allTime', { count: format.count(totals.views) })}
      />
      <Tile label={t('stats.tile.visitors')} value={format.count(period.uniqueVisitors)} />
      <Tile
        label={t('stats.tile.likes')}
        value={format.count(period.likes)}
        detail={t('stats.tile.allTime', { count: format.count(totals.likes) })}
      />
      <Tile label={t('stats.tile.shares')} value={format.count(period.shares)} />
      <Tile label={t('stats.tile.embeds')} value={format.count(period.embedsCopied)} />
      <Tile label={t('stats.tile.downloads')} value={format.count(period.downloads)} />
      <Tile label={t('stats.tile.watchTime')} value={format.duration(period.watchMs)} />
      <Tile
        label={t('stats.tile.avgView')}
        value={period.avgViewMs === null ? '–' : format.duration(period.avgViewMs)}
      />
      <Tile
        label={t('stats.tile.completion')}
        value={period.started > 0 ? format.percent(period.completionRate) : '–'}
        detail={
          period.started > 0
            ? t('stats.tile.completionDetail', {
                completed: format.count(period.completed),
                started: format.count(period.started),
              })
            : t('stats.tile.noPlaythroughs')
        }
      />
    </ul>
  );
}
