// SQL for counting downloads: per presentation, day, share link and format (the statistics page
// reads them back through the analytics feature).
import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

export async function countDownload(
  db: Db,
  row: { presentationId: number; day: string; linkId: string; format: string },
): Promise<void> {
  await db
    .insertInto('download_counts')
    .values({
      presentation_id: row.presentationId,
      day: row.day,
      link_id: row.linkId,
      format: row.format,
      downloads: 1,
    })
    .onConflict((oc) =>
      oc
        .columns(['presentation_id', 'day', 'link_id', 'format'])
        .doUpdateSet({ downloads: sql`download_counts.downloads + 1` }),
    )
    .execute();
}
