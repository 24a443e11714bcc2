// The cover frame's picture, drawn in the owner's browser because the server never
// decodes a video: a <video> of the take's file is seeked to the cover moment, drawn to a canvas at
// most RECORDING_LIMITS.coverWidth wide and encoded as a JPEG (which link previews take). Null when
// there is no picture to draw (a sound-only recording, a file the browser cannot play) or it takes
// too long: the listings then keep the deck's drawn thumbnail.
import { RECORDING_LIMITS } from '../../../../kernel/limits';

const TIMEOUT_MS = 10_000;

/** Resolves when `event` fires on `target`, false on an error or after the timeout. */
function once(target: HTMLVideoElement, event: string): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), TIMEOUT_MS);
    const ok = () => done(true);
    const fail = () => done(false);
    function done(result: boolean) {
      clearTimeout(timer);
      target.removeEventListener(event, ok);
      target.removeEventListener('error', fail);
      resolve(result);
    }
    target.addEventListener(event, ok);
    target.addEventListener('error', fail);
  });
}

export async function captureFrame(videoUrl: string, atMs: number): Promise<Blob | null> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  video.src = videoUrl;
  try {
    if (!(await once(video, 'loadeddata')) || video.videoWidth === 0) return null;
    const seeked = once(video, 'seeked');
    video.currentTime = Math.min(atMs / 1000, Math.max(0, video.duration || 0));
    if (!(await seeked)) return null;
    const scale = Math.min(1, RECORDING_LIMITS.coverWidth / video.videoWidth);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
    canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob && blob.size <= RECORDING_LIMITS.coverBytes ? blob : null;
  } finally {
    video.removeAttribute('src');
    video.load();
  }
}
