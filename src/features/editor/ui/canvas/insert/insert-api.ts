// The calls the Insert toolbar makes: the person's Library (a page of pictures, and this deck's
// copy of the one chosen), a picture's size, storing an uploaded picture in the deck, a page of the
// person's own recordings for a video, and a video file sent into the deck (the recordings' resumable
// upload, then made the deck's). Tests and the shell may hand their own.
import { apiCall, callApi, declaredPath, type RequestDeps } from '../../../../../lib/api-client';
import {
  ChunkedUploader,
  type UploadDescription,
  type UploadOptions,
} from '../../../../../lib/chunked-upload';
import { readCookie } from '../../../../../lib/cookies';
import { foldersApi, type LibraryImage, type LibraryPage } from '../../../../folders/contracts';
import { type OwnRecordings, recordingsApi } from '../../../../recordings/contracts';
import { type DeckVideo, editorApi, type StoredPicture } from '../../../contracts';
import type { PictureInfo } from './picture-file';

export interface InsertApi {
  libraryImages(page: number): Promise<LibraryPage<LibraryImage>>;
  /** This deck's copy of a Library picture: its address for the document. */
  copyLibraryImage(oid: string, key: string): Promise<{ src: string }>;
  /** A picture's size in pixels, read by loading it. */
  pictureSize(src: string): Promise<{ width: number; height: number }>;
  /**
   * Stores a checked picture among the deck's media and answers its address (`/media/u/…`). Absent
   * where no server takes pictures (a preview, a test): the editor then offers the Library only.
   */
  uploadPicture?: (oid: string, file: Blob, info: PictureInfo) => Promise<{ src: string }>;
  /** A page (1-based) of the person's own recordings that play, the latest changed first. */
  ownRecordings(page: number): Promise<OwnRecordings>;
  /**
   * Sends a video file into the deck and answers its address (`/media/v/…`); a failure throws with
   * the server's reason. Absent where no server takes videos: the dialog offers recordings only.
   */
  uploadVideo?: (
    oid: string,
    file: Blob,
    description: UploadDescription,
    options: UploadOptions,
  ) => Promise<DeckVideo>;
}

/** Sends the file in chunks (resumed after network failures), then makes the upload the deck's. */
export async function sendVideo(
  oid: string,
  file: Blob,
  description: UploadDescription,
  options: UploadOptions,
): Promise<DeckVideo> {
  const uploader = new ChunkedUploader(file, description, {
    calls: recordingsApi,
    fetch: (input, init) => fetch(input, init),
    csrfToken: () => readCookie('csrftoken') ?? '',
  });
  try {
    const upload = await uploader.upload(options);
    return await callApi(editorApi.attachVideo, { params: { oid }, body: { upload } });
  } catch (error) {
    // An upload left unfinished would hold one of the person's few unfinished places for a day.
    await uploader.abandon();
    throw error;
  }
}

/**
 * The picture goes up as the body itself, with the type its bytes showed (the server judges it by
 * them again). callApi sends a declared JSON body, so this takes the call's method and path from
 * the declared table (decision 084) and sends through apiCall, which sends a Blob as it is.
 */
export function sendPicture(
  oid: string,
  file: Blob,
  info: PictureInfo,
  deps?: RequestDeps,
): Promise<StoredPicture> {
  const { method } = editorApi.uploadPicture;
  // A pasted picture may come without a type, or a file named .jpg be a PNG: the bytes decide.
  const body = file.type === info.contentType ? file : new Blob([file], { type: info.contentType });
  return apiCall(method, declaredPath(editorApi.uploadPicture, { params: { oid } }), body, deps);
}

/** What a picture that cannot be measured is laid out as. */
const UNKNOWN_SIZE = { width: 1600, height: 900 };

export const insertApi: InsertApi = {
  libraryImages: (page) => callApi(foldersApi.libraryImages, { query: { page } }),
  copyLibraryImage: (oid, key) => callApi(foldersApi.useLibraryImage, { body: { oid, key } }),
  pictureSize: (src) =>
    new Promise((resolve) => {
      const image = new Image();
      image.onload = () =>
        resolve(
          image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : UNKNOWN_SIZE,
        );
      image.onerror = () => resolve(UNKNOWN_SIZE);
      image.src = src;
    }),
  uploadPicture: (oid, file, info) => sendPicture(oid, file, info),
  ownRecordings: (page) => callApi(recordingsApi.ownRecordings, { query: { page } }),
  uploadVideo: sendVideo,
};
