// A picture's way onto the canvas, whichever door it came through (the Picture menu, a drop, a
// paste): the file is checked by its bytes and size before anything is sent, stored in the deck's
// media, then the person is asked what it shows (or that it is decorative) and it is inserted.
import { useRef, useState } from 'react';
import { useT } from '../../../../../i18n/react';
import { newImage } from '../../../../../kernel/document/canvas/new-elements';
import type { InsertApi } from './insert-api';
import { checkPicture, PICTURE_MAX_BYTES } from './picture-file';
import { type InsertTarget, insertContext, insertElement } from './useInsert';

export interface PendingPicture {
  src: string;
  width: number;
  height: number;
  /** The world point it goes to; the view's centre when absent. */
  at?: { x: number; y: number };
}

export interface PictureFlow {
  /** A stored picture waiting for its description. */
  pending: PendingPicture | null;
  busy: boolean;
  /** Whether files can be uploaded (the server takes them). */
  canUpload: boolean;
  /** Checks and uploads the first picture among `files`, then asks for its description. */
  addFiles(files: readonly Blob[], at?: { x: number; y: number }): Promise<void>;
  /** A picture already in the deck's media (the Library's copy): asks for its description. */
  addSource(src: string): Promise<void>;
  confirm(alt: string, decorative: boolean): void;
  cancel(): void;
}

export interface PictureFlowOptions extends InsertTarget {
  oid: string;
  api: InsertApi;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function usePictureFlow(options: PictureFlowOptions): PictureFlow {
  const t = useT();
  const { store, oid, api } = options;
  const [pending, setPending] = useState<PendingPicture | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(options);
  latest.current = options;

  const upload = async (file: Blob, at?: { x: number; y: number }) => {
    const upload = api.uploadPicture;
    if (!upload) return store.announce(t('canvasInsert.picture.noUpload'));
    const check = await checkPicture(file);
    if (!check.ok) {
      const megabytes = Math.round(PICTURE_MAX_BYTES / (1024 * 1024));
      return store.announce(t(`canvasInsert.picture.${check.reason}`, { megabytes }));
    }
    setBusy(true);
    try {
      const { src } = await upload(oid, file, check.info);
      setPending({ src, width: check.info.width, height: check.info.height, ...(at ? { at } : {}) });
    } catch (error) {
      store.announce(t('canvasInsert.picture.failed', { reason: errorText(error) }));
    } finally {
      setBusy(false);
    }
  };

  return {
    pending,
    busy,
    canUpload: api.uploadPicture !== undefined,
    addFiles: async (files, at) => {
      const file = files[0];
      if (file) await upload(file, at);
    },
    addSource: async (src) => {
      setBusy(true);
      try {
        setPending({ src, ...(await api.pictureSize(src)) });
      } catch (error) {
        store.announce(t('canvasInsert.picture.failed', { reason: errorText(error) }));
      } finally {
        setBusy(false);
      }
    },
    confirm: (alt, decorative) => {
      if (!pending) return;
      setPending(null);
      const target = latest.current;
      const { at, ...picture } = { ...pending, alt, decorative };
      insertElement(
        target,
        newImage(insertContext(target.store, target.camera, at), picture),
        t('canvasInsert.done.picture'),
      );
    },
    cancel: () => setPending(null),
  };
}
