// A video file chosen for a deck, before it goes up: its type (MP4 or WebM, the containers the
// server checks and browsers play; from its declared type, or its name when the browser gives
// none) and its length, which the upload declares and the server compares with the file's own.
import type { UploadDescription } from '../../../../../lib/chunked-upload';

type VideoType = 'video/mp4' | 'video/webm';

const BY_EXTENSION: Record<string, VideoType> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm' };

/** The file's video type, or null for anything else (a QuickTime .mov, an AVI, not a video). */
export function videoTypeOf(file: { type: string; name: string }): VideoType | null {
  const type = file.type.toLowerCase();
  if (type === 'video/mp4' || type === 'video/webm') return type;
  if (type !== '' && type !== 'application/octet-stream') return null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) || null;
}

/** The file's name without its extension: the video's title until the person changes it. */
export const videoTitleOf = (name: string) => name.replace(/\.[a-z0-9]{1,5}$/i, '').trim() || name;

/** Why a file cannot go up: not a video the deck can play, or one whose length cannot be read. */
export type VideoFileProblem = 'notVideo' | 'unreadable';

/** The length in milliseconds the browser reads from the file's header, or null. */
export type MeasureVideo = (file: Blob) => Promise<number | null>;

export async function describeVideoFile(
  file: File,
  measure: MeasureVideo = measureInBrowser,
): Promise<UploadDescription | { problem: VideoFileProblem }> {
  const mimeType = videoTypeOf(file);
  if (!mimeType) return { problem: 'notVideo' };
  const durationMs = await measure(file);
  return durationMs && durationMs > 0 ? { mimeType, durationMs } : { problem: 'unreadable' };
}

/**
 * Loads the file's metadata in a detached <video>. A WebM written by a recorder may carry no
 * length in its header (Infinity): seeking far past the end makes the browser find it.
 */
function measureInBrowser(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    let finished = false;
    const done = (ms: number | null) => {
      if (finished) return;
      finished = true;
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(ms);
    };
    const settle = () => {
      if (Number.isFinite(video.duration) && video.duration > 0) done(Math.round(video.duration * 1000));
      else if (video.duration === Number.POSITIVE_INFINITY) video.currentTime = Number.MAX_SAFE_INTEGER;
      else done(null);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.addEventListener('loadedmetadata', settle, { once: true });
    video.addEventListener('durationchange', () => {
      if (Number.isFinite(video.duration) && video.duration > 0) done(Math.round(video.duration * 1000));
    });
    video.addEventListener('error', () => done(null), { once: true });
    video.src = url;
  });
}
