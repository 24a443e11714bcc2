// Publishing a studio recording: the blob goes up in chunks (lib/chunked-upload.ts), then
// the recording is published over the deck (recordingsApi.publish) and its page opens; a retake
// is sent to its recording (recordingsApi.addTake) and its editor opens. Progress and
// failures go to the studio's reducer; a failed upload is resumed, unless the server refused the file.
import { type Dispatch, useRef } from 'react';
import type { Privacy } from '../../../../kernel/document/import-metadata';
import { ApiError, callApi } from '../../../../lib/api-client';
import { ChunkedUploader, UploadError } from '../../../../lib/chunked-upload';
import { readCookie } from '../../../../lib/cookies';
import { errorMessage } from '../../../../lib/error-message';
import { type PublishRecording, type RecordingTake, recordingsApi } from '../../contracts';
import type { StudioDeck, StudioRetake } from '../../studio.contracts';
import { sendCover } from '../cover-upload';
import { captureFrame } from './cover-capture';
import type { StudioEvent } from './studio-state';
import { timelineWithin } from './timeline-recorder';
import type { Recorded } from './useRecorder';

/** What the review step sends with a take: its title, privacy, trim and captions. */
export interface PublishForm {
  title: string;
  privacy: Privacy;
  startMs: number;
  endMs: number;
  captions: string;
}

export interface StudioNetwork {
  fetch: typeof fetch;
  cookie: () => string;
  /** The pause between upload attempts (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
  /** Draws the cover frame's picture (recording-editor/cover-capture.ts; tests give their own). */
  captureFrame?: typeof captureFrame;
}

export interface PublishOptions {
  deck: StudioDeck;
  retake: StudioRetake | null;
  network: StudioNetwork;
  dispatch: Dispatch<StudioEvent>;
  /** Opens the published talk (location.assign). */
  navigate?: ((path: string) => void) | undefined;
}

export function usePublish(options: PublishOptions) {
  const { deck, retake, network, dispatch } = options;
  const uploader = useRef<ChunkedUploader | null>(null);

  async function publish(recorded: Recorded, form: PublishForm) {
    dispatch({ type: 'publish' });
    const csrfToken = () => readCookie('csrftoken', network.cookie()) ?? '';
    uploader.current ??= new ChunkedUploader(
      recorded.blob,
      { mimeType: recorded.mimeType, durationMs: recorded.durationMs },
      { calls: recordingsApi, fetch: network.fetch, csrfToken, sleep: network.sleep },
    );
    try {
      const uploadId = await uploader.current.upload({
        onProgress: (sent, all) => dispatch({ type: 'progress', sent, total: all }),
      });
      const call = {
        fetch: network.fetch,
        cookie: network.cookie,
        location: () => (typeof window === 'undefined' ? { hostname: '', href: '' } : window.location),
      };
      const navigate = options.navigate ?? ((path: string) => window.location.assign(path));
      if (retake) {
        const take: RecordingTake = {
          uploadId,
          fromStep: retake.fromStep,
          timeline: timelineWithin(recorded.timeline, form.endMs),
          edits: { startMs: form.startMs, endMs: form.endMs, cuts: [] },
          captions: form.captions,
        };
        await callApi(recordingsApi.addTake, { params: { oid: deck.oid }, body: take }, call);
        dispatch({ type: 'published', path: retake.editorPath });
        navigate(retake.editorPath);
        return;
      }
      const body: PublishRecording = {
        uploadId,
        deckOid: deck.oid,
        title: form.title,
        privacy: form.privacy,
        timeline: timelineWithin(recorded.timeline, form.endMs),
        edits: { startMs: form.startMs, endMs: form.endMs, cuts: [] },
        captions: form.captions,
        coverMs: form.startMs,
      };
      const published = await callApi(recordingsApi.publish, { body }, call);
      // Listings show the cover frame: its picture, drawn from the recording here, goes up too. The
      // talk is published either way (the editor's Save sends it again).
      const picture = await (network.captureFrame ?? captureFrame)(recorded.url, body.coverMs);
      if (picture) await sendCover(published.oid, picture, call).catch(() => undefined);
      dispatch({ type: 'published', path: published.path });
      navigate(published.path);
    } catch (error) {
      const refusedFile = error instanceof UploadError && !error.retryable;
      if (refusedFile) uploader.current = null; // the server dropped the file: a new upload next time
      const retryable =
        error instanceof UploadError
          ? error.retryable
          : error instanceof ApiError
            ? error.status >= 500
            : true;
      dispatch({
        type: 'failed',
        message: errorMessage(error),
        retryable,
      });
    }
  }

  /** Gives up the upload under way (the recording was discarded). */
  const abandon = () => {
    void uploader.current?.abandon();
    uploader.current = null;
  };

  return { publish, abandon };
}
