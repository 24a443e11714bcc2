// Resumable video uploads (contracts.ts). A declared upload gets an empty
// file under DATA_DIR/uploads/; each chunk is streamed onto it at the server's offset (never held
// whole in memory) and bounded by the chunk size and by what is left of the declared size. When
// the last byte arrives the file's container is checked (kernel/media/video-container.ts: magic bytes and
// duration, no decoder run) and it goes into the blob store as videos/{sha256}.{webm|mp4}, or is
// removed and the upload marked rejected. A person holds at most a few unfinished uploads; older than a day,
// the sweeper deletes them.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Viewer } from '../../kernel/access/permissions';

import { RECORDING_LIMITS } from '../../kernel/limits';
import type { Db } from '../../platform/db/connection';
import { AppError, badRequest, conflict, isStorageFull, notFound } from '../../platform/http/errors';
import type { BlobStore } from '../../platform/storage';
import { checkVideoQuota } from '../quota';
import type { UploadDeclaration, UploadStatus } from './contracts';
import { durationsAgree } from './rules';
import {
  advanceUpload,
  completeUpload,
  countUnfinishedUploads,
  deleteUpload,
  findUpload,
  findUploadsBefore,
  insertUpload,
  rejectUpload,
  type VideoMimeType,
  type VideoUpload,
  videoFileInUse,
} from './uploads.repository';
import { probeVideoFile } from './video-file';

export interface VideoStore {
  db: Db;
  /** Where unfinished uploads are written (DATA_DIR): their part files stay on this machine's disk. */
  dataDir: string;
  /** Where finished videos are kept. */
  blobs: BlobStore;
  maxBytes: number;
  maxSeconds: number;
  /** VIDEO_QUOTA_BYTES: video-quota.service.ts. */
  quotaBytes: number;
}

/** The file extension each video type is stored and served under. */
export const VIDEO_EXTENSIONS: Record<VideoMimeType, 'webm' | 'mp4'> = {
  'video/webm': 'webm',
  'video/mp4': 'mp4',
};

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
const partFile = (dataDir: string, id: string) => path.join(uploadsDir(dataDir), `${id}.part`);
/** The blob key of the stored video of a sha256 and type: where DATA_DIR/videos/ kept them. */
export const videoKey = (sha256: string, mime: VideoMimeType) => `videos/${sha256}.${VIDEO_EXTENSIONS[mime]}`;

/** 409 with the offset the client resumes from (contracts.ts UploadConflict). */
export class OffsetMismatch extends AppError {
  constructor(readonly offset: number) {
    super(409, 'offset_mismatch', `The upload continues from byte ${offset}.`);
    this.name = 'OffsetMismatch';
  }
}

const tooLarge = (message: string, code = 'too_large') => new AppError(413, code, message);
const rejected = (message: string) => new AppError(422, 'video_rejected', message);
const NOT_FOUND = 'There is no such upload.';

export async function declareUpload(
  store: VideoStore,
  viewer: Viewer,
  declared: UploadDeclaration,
  now = new Date(),
): Promise<{ id: string; offset: 0; chunkBytes: number }> {
  if (declared.bytes > store.maxBytes)
    throw tooLarge(
      `A video may be at most ${formatBytes(store.maxBytes)}; this one is ${formatBytes(declared.bytes)}.`,
    );
  if (declared.durationMs > store.maxSeconds * 1000)
    throw badRequest(`A video may be at most ${formatMinutes(store.maxSeconds)} long.`, 'too_long');
  if ((await countUnfinishedUploads(store.db, viewer.id)) >= RECORDING_LIMITS.unfinishedUploadsPerUser)
    throw conflict(
      `You have ${RECORDING_LIMITS.unfinishedUploadsPerUser} unfinished uploads: publish or abandon one first.`,
      'too_many_uploads',
    );
  const owner = { userId: viewer.id };
  await checkVideoQuota(store.db, store.quotaBytes, owner, declared.bytes);
  const id = randomBytes(16).toString('base64url');
  await insertUpload(store.db, {
    id,
    user_id: viewer.id,
    mime_type: declared.mimeType,
    bytes: declared.bytes,
    declared_ms: declared.durationMs,
    created_at: now.toISOString(),
  });
  // Declarations made at the same moment each passed the check before the others were counted:
  // counted again with all of them in, one that no longer fits goes, so together they cannot pass.
  try {
    await checkVideoQuota(store.db, store.quotaBytes, owner, declared.bytes, id);
  } catch (error) {
    await deleteUpload(store.db, id);
    throw error;
  }
  await mkdir(uploadsDir(store.dataDir), { recursive: true });
  await writeFile(partFile(store.dataDir, id), '', { flag: 'wx' });
  return { id, offset: 0, chunkBytes: RECORDING_LIMITS.chunkBytes };
}

export const presentUploadStatus = (upload: VideoUpload): UploadStatus => ({
  offset: Number(upload.received),
  bytes: Number(upload.bytes),
  state: upload.state,
  reason: upload.reason,
});

export async function uploadStatus(store: VideoStore, viewer: Viewer, id: string): Promise<UploadStatus> {
  const upload = await findUpload(store.db, id, viewer.id);
  if (!upload) throw notFound(NOT_FOUND);
  return presentUploadStatus(upload);
}

/** Uploads this process is writing a chunk of: a second chunk for one of them waits its turn (409). */
const busy = new Set<string>();

/**
 * Appends one chunk at `offset` from `body` (the raw request stream). `length` is the request's
 * Content-Length when it has one (a chunked request is counted as it arrives).
 */
export async function appendChunk(
  store: VideoStore,
  viewer: Viewer,
  id: string,
  offset: number,
  body: NodeJS.ReadableStream,
  length: number | undefined,
  now = () => new Date(),
): Promise<{ offset: number }> {
  const upload = await findUpload(store.db, id, viewer.id);
  if (!upload) throw notFound(NOT_FOUND);
  if (upload.state !== 'uploading')
    throw conflict(
      upload.state === 'complete' ? 'This upload is complete.' : 'This upload was refused.',
      'upload_closed',
    );
  const received = Number(upload.received);
  const remaining = Number(upload.bytes) - received;
  if (offset !== received || busy.has(id)) throw new OffsetMismatch(received);
  if (length !== undefined && length > RECORDING_LIMITS.chunkBytes)
    throw tooLarge(`A chunk may be at most ${formatBytes(RECORDING_LIMITS.chunkBytes)}.`, 'chunk_too_large');
  if (length !== undefined && length > remaining)
    throw tooLarge(`This is more than the ${formatBytes(Number(upload.bytes))} declared.`);
  const limit = Math.min(RECORDING_LIMITS.chunkBytes, remaining);
  // Checked again on every chunk: what else the account stored since the declaration may leave no
  // room for this upload to finish, and then its bytes are not worth receiving.
  await checkVideoQuota(store.db, store.quotaBytes, { userId: viewer.id }, Number(upload.bytes), id);
  busy.add(id);
  let written = 0;
  try {
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        if (written > limit) {
          callback(
            written > remaining
              ? tooLarge(`This is more than the ${formatBytes(Number(upload.bytes))} declared.`)
              : tooLarge(
                  `A chunk may be at most ${formatBytes(RECORDING_LIMITS.chunkBytes)}.`,
                  'chunk_too_large',
                ),
          );
        } else callback(null, chunk);
      },
    });
    await pipeline(
      body,
      counter,
      createWriteStream(partFile(store.dataDir, id), { flags: 'r+', start: offset }),
    ).catch((error: unknown) => {
      if (error instanceof AppError || isStorageFull(error)) throw error;
      // The connection dropped mid-chunk: nothing of it counts, the client sends it again.
      throw badRequest(
        `The chunk did not arrive whole; send it again from byte ${received}.`,
        'chunk_incomplete',
      );
    });
    const next = received + written;
    if (written > 0 && !(await advanceUpload(store.db, id, received, next, now().toISOString())))
      throw new OffsetMismatch(Number((await findUpload(store.db, id, viewer.id))?.received ?? received));
    if (next === Number(upload.bytes)) await finish(store, { ...upload, received: next }, now());
    return { offset: next };
  } finally {
    busy.delete(id);
  }
}

/** The whole file is here: check its container and keep it, or refuse it. */
async function finish(store: VideoStore, upload: VideoUpload, now: Date): Promise<void> {
  const part = partFile(store.dataDir, upload.id);
  const checked = await checkFile(store, upload, part);
  if ('reason' in checked) {
    await rm(part, { force: true });
    await rejectUpload(store.db, upload.id, checked.reason, now.toISOString());
    throw rejected(checked.reason);
  }
  const sha256 = await hashFile(part);
  // Streamed into whichever store there is: on the disk a copy where a rename used to do, the price
  // of one way for every store until uploads are written to the store themselves.
  await store.blobs.put(videoKey(sha256, upload.mime_type), createReadStream(part), {
    contentType: upload.mime_type,
  });
  await rm(part, { force: true });
  await completeUpload(store.db, upload.id, { sha256, durationMs: checked.durationMs }, now.toISOString());
}

/** The file's duration, or why it is refused. */
async function checkFile(
  store: VideoStore,
  upload: VideoUpload,
  part: string,
): Promise<{ reason: string } | { durationMs: number }> {
  const { size } = await stat(part);
  if (size !== Number(upload.bytes)) return { reason: 'The file is not the size that was declared.' };
  const probed = await probeVideoFile(part);
  const expected = VIDEO_EXTENSIONS[upload.mime_type];
  if (probed.type !== expected)
    return {
      reason:
        probed.type === null
          ? `${probed.problem} Upload a WebM or MP4 video.`
          : `The file is ${probed.type.toUpperCase()}, not ${expected.toUpperCase()} as declared.`,
    };
  if (probed.durationMs === null) return { reason: probed.problem };
  if (probed.durationMs > store.maxSeconds * 1000)
    return { reason: `The video is longer than ${formatMinutes(store.maxSeconds)}.` };
  if (!durationsAgree(upload.declared_ms, probed.durationMs))
    return {
      reason: `The video is ${(probed.durationMs / 1000).toFixed(1)} s long, not ${(upload.declared_ms / 1000).toFixed(1)} s as declared.`,
    };
  return { durationMs: probed.durationMs };
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Abandons an upload: its row, its partial file, and its finished file unless something uses it. */
export async function abandonUpload(store: VideoStore, viewer: Viewer, id: string): Promise<void> {
  const upload = await findUpload(store.db, id, viewer.id);
  if (!upload) throw notFound(NOT_FOUND);
  if (busy.has(id))
    throw conflict('A chunk of this upload is arriving; try again in a moment.', 'upload_busy');
  await removeUpload(store, upload);
}

async function removeUpload(store: VideoStore, upload: VideoUpload): Promise<void> {
  await deleteUpload(store.db, upload.id);
  await rm(partFile(store.dataDir, upload.id), { force: true });
  if (upload.sha256) await releaseVideoFile(store, upload.sha256, upload.mime_type);
}

/** Deletes a stored video file that no recording and no complete upload uses any more. */
export async function releaseVideoFile(
  store: Pick<VideoStore, 'db' | 'blobs'>,
  sha256: string,
  mime: VideoMimeType,
) {
  if (!(await videoFileInUse(store.db, sha256))) await store.blobs.delete(videoKey(sha256, mime));
}

/** Deletes uploads declared more than a day ago (unfinished, or never published): one batch. */
export async function sweepUploads(store: VideoStore, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - RECORDING_LIMITS.uploadMaxAgeMs).toISOString();
  const old = await findUploadsBefore(store.db, before, 100);
  for (const upload of old) if (!busy.has(upload.id)) await removeUpload(store, upload);
  return old.length;
}

const formatBytes = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${+(bytes / 1024 ** 3).toFixed(1)} GB`
    : bytes >= 1024 ** 2
      ? `${+(bytes / 1024 ** 2).toFixed(1)} MB`
      : `${bytes} bytes`;
const formatMinutes = (seconds: number) =>
  seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`;
