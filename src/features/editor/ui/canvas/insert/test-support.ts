// What the Insert tests share: a store over a real Y.Doc of the small canvas, a camera that stands
// still at a known centre and zoom, a Library, upload and recordings API of fakes, and picture bytes.
import { vi } from 'vitest';
import { counterIds, loaded, smallCanvas } from '../../../../../kernel/document/canvas/crdt/test-support';
import type { CanvasDocument } from '../../../../../kernel/document/canvas/model';
import type { EditorCamera } from '../camera';
import { createCanvasStore } from '../canvas-store';
import type { InsertApi } from './insert-api';

export function testStore(document: CanvasDocument = smallCanvas()) {
  return createCanvasStore(loaded(document), { newId: counterIds('new') });
}

export const testCamera = (centre = { x: 2000, y: 2000 }, unitsPerPixel = 1): EditorCamera => ({
  currentView: () => ({ x: centre.x - 500, y: centre.y - 300, width: 1000, height: 600, rotation: 0 }),
  show: vi.fn(),
  centre: () => centre,
  unitsPerPixel: () => unitsPerPixel,
});

/** A PNG's signature and IHDR chunk: enough bytes for its size to be read. */
export function pngBytes(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

export const pngFile = (width = 800, height = 400, name = 'heron.png') =>
  new File([pngBytes(width, height) as BlobPart], name, { type: 'image/png' });

export function fakeApi(over: Partial<InsertApi> = {}): InsertApi {
  return {
    libraryImages: vi.fn(async () => ({
      items: [
        {
          key: 'abc123.png',
          src: '/media/u/abc123.png',
          contentType: 'image/png',
          size: 10,
          usedIn: [{ oid: 'other0000000', title: 'Birds', path: '/p/x/' }],
        },
      ],
      page: 1,
      hasMore: false,
    })),
    copyLibraryImage: vi.fn(async (_oid: string, key: string) => ({ src: `/media/u/${key}` })),
    pictureSize: vi.fn(async () => ({ width: 1600, height: 1200 })),
    uploadPicture: vi.fn(async () => ({ src: 'media/uploaded.png' })),
    ownRecordings: vi.fn(async () => ({
      items: [
        {
          oid: 'talk00000001',
          title: 'Quarterly review',
          durationMs: 125_000,
          cover: '/thumbnails/talk00000001/v1.svg',
          updatedAt: '2026-11-30T10:00:00.000Z',
        },
        {
          oid: 'talk00000002',
          title: 'Team kickoff',
          durationMs: 3_725_000,
          cover: '/thumbnails/talk00000002/v1.svg',
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
      page: 1,
      hasMore: false,
    })),
    ...over,
  };
}
