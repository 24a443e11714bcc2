// The Library's calls from the editor's picker: a page of the person's pictures, and this
// presentation's copy of the one chosen. Tests hand the picker their own.
import { callApi } from '../../../../lib/api-client';
import { foldersApi, type LibraryImage, type LibraryPage } from '../../contracts';

export interface LibraryApi {
  images(page: number): Promise<LibraryPage<LibraryImage>>;
  use(oid: string, key: string): Promise<{ src: string }>;
}

export const libraryApi: LibraryApi = {
  images: (page) => callApi(foldersApi.libraryImages, { query: { page } }),
  use: (oid, key) => callApi(foldersApi.useLibraryImage, { body: { oid, key } }),
};
