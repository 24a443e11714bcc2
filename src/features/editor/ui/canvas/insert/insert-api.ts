// The calls the Insert toolbar makes: the person's Library (a page of pictures, and this deck's
// copy of the one chosen), a picture's size, and storing an uploaded picture in the deck. Tests and
// the shell may hand their own.
import { callApi } from '../../../../../lib/api-client';
import { foldersApi, type LibraryImage, type LibraryPage } from '../../../../folders/contracts';
import type { PictureInfo } from './picture-file';

export interface InsertApi {
  libraryImages(page: number): Promise<LibraryPage<LibraryImage>>;
  /** This deck's copy of a Library picture: its address for the document. */
  copyLibraryImage(oid: string, key: string): Promise<{ src: string }>;
  /** A picture's size in pixels, read by loading it. */
  pictureSize(src: string): Promise<{ width: number; height: number }>;
  /**
   * Stores a checked picture among the deck's media and answers its `media/…` address. Absent
   * while the server has no call that takes a single picture into a deck: the editor then offers
   * the Library only.
   */
  uploadPicture?: (oid: string, file: Blob, info: PictureInfo) => Promise<{ src: string }>;
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
};
