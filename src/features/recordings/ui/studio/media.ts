// What the studio needs from the browser's media APIs, injectable so component tests can fake a
// camera, a microphone and a MediaRecorder.
import type { VideoMimeType } from '../../contracts';

export interface RecorderLike {
  state: 'inactive' | 'recording' | 'paused';
  ondataavailable: ((event: { data: Blob }) => void) | null;
  onstop: (() => void) | null;
  start(timeslice?: number): void;
  pause(): void;
  resume(): void;
  stop(): void;
}

export interface StudioMedia {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  enumerateDevices(): Promise<Pick<MediaDeviceInfo, 'deviceId' | 'kind' | 'label'>[]>;
  /** null when the browser cannot record. */
  createRecorder: ((stream: MediaStream, mimeType: string) => RecorderLike) | null;
  isTypeSupported(mimeType: string): boolean;
}

export function browserMedia(): StudioMedia {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  const Recorder = typeof MediaRecorder === 'undefined' ? undefined : MediaRecorder;
  return {
    getUserMedia: (constraints) =>
      devices ? devices.getUserMedia(constraints) : Promise.reject(new DOMException('', 'NotFoundError')),
    enumerateDevices: () => (devices ? devices.enumerateDevices() : Promise.resolve([])),
    createRecorder: Recorder
      ? (stream, mimeType) =>
          new Recorder(stream, { mimeType, videoBitsPerSecond: 2_500_000 }) as unknown as RecorderLike
      : null,
    isTypeSupported: (mimeType) => Recorder?.isTypeSupported(mimeType) ?? false,
  };
}

/**
 * The type to record in: WebM with VP9 or VP8 and Opus when supported (sound only without a
 * camera), else MP4 — Safari records only MP4 (fragmented, which the server measures by its
 * fragments; kernel/media/mp4-container.ts).
 */
export function pickMimeType(media: Pick<StudioMedia, 'isTypeSupported'>, withVideo: boolean): string {
  const candidates = withVideo
    ? [
        'video/webm;codecs=vp9,opus',
        'video/webm;codecs=vp8,opus',
        'video/webm',
        'video/mp4;codecs=avc1,mp4a',
        'video/mp4',
      ]
    : ['video/webm;codecs=opus', 'audio/webm;codecs=opus', 'video/webm', 'audio/mp4', 'video/mp4'];
  return candidates.find((type) => media.isTypeSupported(type)) ?? 'video/webm';
}

/** The container a recorder's type writes, as the upload declares it. */
export const containerOf = (mimeType: string): VideoMimeType =>
  /^(video|audio)\/mp4/.test(mimeType) ? 'video/mp4' : 'video/webm';

/** Why the camera could not be had, from getUserMedia's error. */
export const isDenied = (error: unknown) => {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError';
};
