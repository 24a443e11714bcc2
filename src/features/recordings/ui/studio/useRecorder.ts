// The studio's MediaRecorder: records the stream in the type the browser can
// (WebM, else MP4), collects its data up to the server's size limit (then stops, as at the time
// limit), keeps the timeline's clock in step with it, and hands over the finished recording — the
// blob, its address for the review's player, its length and timeline. Leaving the page stops it.
import { type Dispatch, useEffect, useRef, useState } from 'react';
import type { TimelineEntry, VideoMimeType } from '../../contracts';
import { containerOf, pickMimeType, type RecorderLike, type StudioMedia } from './media';
import type { StudioEvent } from './studio-state';
import type { TimelineRecorder } from './timeline-recorder';

/** How often recorded data is handed over (ms). */
const TIMESLICE_MS = 1000;

export interface Recorded {
  blob: Blob;
  /** The container recorded (WebM; MP4 in Safari). */
  mimeType: VideoMimeType;
  url: string;
  durationMs: number;
  timeline: TimelineEntry[];
}

export interface RecorderOptions {
  media: StudioMedia;
  timeline: TimelineRecorder;
  maxBytes: number;
  /** A recording's blob address for the review's player (URL.createObjectURL). */
  objectUrl?: (blob: Blob) => string;
  dispatch: Dispatch<StudioEvent>;
}

export function useRecorder({ media, timeline, maxBytes, objectUrl, dispatch }: RecorderOptions) {
  const recorder = useRef<RecorderLike | null>(null);
  const chunks = useRef<Blob[]>([]);
  const bytes = useRef(0);
  const [recorded, setRecorded] = useState<Recorded | null>(null);

  function stop(reason: 'stopped' | 'limit') {
    const rec = recorder.current;
    if (!rec || rec.state === 'inactive') return;
    const durationMs = timeline.stop();
    rec.stop();
    dispatch({ type: 'stop', durationMs, reason });
  }

  /** Starts recording `stream`, the deck showing `step`. */
  function begin(stream: MediaStream, withVideo: boolean, step: number) {
    if (!media.createRecorder) return;
    const mimeType = pickMimeType(media, withVideo);
    const container = containerOf(mimeType);
    const rec = media.createRecorder(stream, mimeType);
    chunks.current = [];
    bytes.current = 0;
    rec.ondataavailable = (event) => {
      if (!event.data || event.data.size === 0) return;
      if (bytes.current + event.data.size > maxBytes) {
        stop('limit');
        return;
      }
      chunks.current.push(event.data);
      bytes.current += event.data.size;
    };
    rec.onstop = () => {
      const blob = new Blob(chunks.current, { type: container });
      const url = (objectUrl ?? ((b: Blob) => URL.createObjectURL(b)))(blob);
      const durationMs = timeline.stop();
      setRecorded({ blob, mimeType: container, url, durationMs, timeline: timeline.timeline() });
    };
    recorder.current = rec;
    rec.start(TIMESLICE_MS);
    timeline.start(step);
  }

  const pause = () => {
    recorder.current?.pause();
    timeline.pause();
  };
  const resume = () => {
    recorder.current?.resume();
    timeline.resume();
  };
  /** Forgets the recording (and frees its address). */
  const discard = () => {
    if (recorded) URL.revokeObjectURL?.(recorded.url);
    setRecorded(null);
  };

  // Leaving the page stops the camera and frees the recording.
  useEffect(() => () => recorder.current?.stop(), []);

  return { recorded, begin, stop, pause, resume, discard };
}
