// Upkeep of the analytics events, a scheduled job: once an hour across the app servers, and when
// a server starts in an hour that has not had it (each step is idempotent, so two runs that
// overlap do no harm): PostgreSQL's months ahead are created, and events older than
// ANALYTICS_RETENTION_DAYS are dropped. The statistics read rollups, which stay.
import type { DatabaseHandle } from '../../platform/db/connection';
import { dropEventsBefore, ensurePartitions } from './partitions.repository';

export const ANALYTICS_UPKEEP_INTERVAL_MS = 60 * 60 * 1000;

export async function keepAnalytics(
  { db, dialect }: DatabaseHandle,
  retentionDays: number,
  now = new Date(),
): Promise<{ created: string[]; dropped: string[] | number }> {
  const created = dialect === 'postgres' ? await ensurePartitions(db, now) : [];
  if (retentionDays === 0) return { created, dropped: dialect === 'postgres' ? [] : 0 };
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  return { created, dropped: await dropEventsBefore(db, dialect, cutoff) };
}
