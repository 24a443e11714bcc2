// Video storage quotas (VIDEO_QUOTA_BYTES): an account's own recordings and unpublished uploads, and
// each team's recordings, each stay within the quota. An upload is checked when it is declared (its
// declared size, which then counts until it is published or abandoned) and again on each chunk;
// publishing into a team's deck checks the team's quota, since the bytes move there.
import type { Db } from '../../platform/db/connection';
import { storageQuotaExceeded } from '../../platform/http/errors';
import { presentationVideoBytes, type QuotaOwner, storedVideoBytes } from './repository';

export interface VideoUsage {
  usedBytes: number;
  quotaBytes: number;
}

export const videoUsage = async (db: Db, quotaBytes: number, owner: QuotaOwner): Promise<VideoUsage> => ({
  usedBytes: await storedVideoBytes(db, owner),
  quotaBytes,
});

/**
 * Refuses (413) when `adding` bytes would take the owner past the quota. `exceptUpload`: an upload
 * of the account's that `adding` stands for, so it is not counted twice.
 */
export async function checkVideoQuota(
  db: Db,
  quotaBytes: number,
  owner: QuotaOwner,
  adding: number,
  exceptUpload?: string,
): Promise<void> {
  const used = await storedVideoBytes(db, owner, exceptUpload);
  if (used + adding > quotaBytes)
    throw storageQuotaExceeded(
      'teamId' in owner,
      formatSize(used),
      formatSize(quotaBytes),
      formatSize(adding),
    );
}

/** Bytes as people read them: "1.9 GB", "120 MB", "195.3 KB". */
export const formatSize = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${+(bytes / 1024 ** 3).toFixed(1)} GB`
    : bytes >= 1024 ** 2
      ? `${+(bytes / 1024 ** 2).toFixed(1)} MB`
      : bytes >= 1024
        ? `${+(bytes / 1024).toFixed(1)} KB`
        : `${bytes} bytes`;

/**
 * A recording or take made from the account's own upload lands in `presentation`: a team's deck
 * puts the bytes on the team's quota, someone else's on its owner's; the account's own moves them
 * from its uploads to its recordings, so only what the change adds beyond `freed` is checked.
 */
export async function checkRecordingQuota(
  db: Db,
  quotaBytes: number,
  presentation: { team_id: number | null; owner_id: number },
  uploaderId: number,
  adding: number,
  freed = 0,
): Promise<void> {
  const owner: QuotaOwner | null =
    presentation.team_id !== null
      ? { teamId: presentation.team_id }
      : presentation.owner_id !== uploaderId
        ? { userId: presentation.owner_id }
        : null;
  if (owner && adding > freed) await checkVideoQuota(db, quotaBytes, owner, adding - freed);
}

/** A recording moved into a team, or back to its owner's own space, brings its bytes along. */
export async function checkMoveQuota(
  db: Db,
  quotaBytes: number,
  presentation: { id: number; owner_id: number },
  teamId: number | null,
): Promise<void> {
  const bytes = await presentationVideoBytes(db, presentation.id);
  if (bytes > 0)
    await checkVideoQuota(
      db,
      quotaBytes,
      teamId === null ? { userId: presentation.owner_id } : { teamId },
      bytes,
    );
}
