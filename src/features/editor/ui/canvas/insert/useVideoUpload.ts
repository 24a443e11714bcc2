// Sending a chosen video file into the deck: read its type and length, send it with progress, and
// answer its address and a title from its name. One upload at a time; stopping it (or closing the
// dialog) abandons it on the server.
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../../../lib/error-message';
import type { InsertApi } from './insert-api';
import { describeVideoFile, type MeasureVideo, type VideoFileProblem, videoTitleOf } from './video-file';

export type VideoUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; sent: number; total: number }
  | { phase: 'done'; name: string }
  | { phase: 'refused'; problem: VideoFileProblem }
  | { phase: 'failed'; reason: string };

export interface VideoUpload {
  state: VideoUploadState;
  start(file: File): void;
  stop(): void;
}

export function useVideoUpload(
  oid: string,
  send: NonNullable<InsertApi['uploadVideo']>,
  onUploaded: (video: { src: string; title: string }) => void,
  measure?: MeasureVideo,
): VideoUpload {
  const [state, setState] = useState<VideoUploadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function upload(file: File, controller: AbortController) {
    const description = await describeVideoFile(file, measure);
    if (controller.signal.aborted) return;
    if ('problem' in description) {
      setState({ phase: 'refused', problem: description.problem });
      return;
    }
    setState({ phase: 'uploading', name: file.name, sent: 0, total: file.size });
    try {
      const video = await send(oid, file, description, {
        signal: controller.signal,
        onProgress: (sent, total) => {
          if (!controller.signal.aborted) setState({ phase: 'uploading', name: file.name, sent, total });
        },
      });
      if (controller.signal.aborted) return;
      setState({ phase: 'done', name: file.name });
      onUploaded({ src: video.src, title: videoTitleOf(file.name) });
    } catch (error) {
      if (!controller.signal.aborted) setState({ phase: 'failed', reason: errorMessage(error) });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  return {
    state,
    start(file) {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      void upload(file, controller);
    },
    stop() {
      running.current?.abort();
      running.current = null;
      setState({ phase: 'idle' });
    },
  };
}
