// The blob store the app runs on, chosen by its configuration: the disk under a root today; an
// S3-compatible bucket joins here with its own kind.
import type { BlobStore } from './blob-store';
import { DiskStore } from './disk-store';

export type { BlobInfo, BlobRead, BlobStore, ByteRange, PutResult } from './blob-store';
export { InvalidBlobKey } from './blob-store';

export type BlobStoreConfig = { kind: 'disk'; root: string };

export function openBlobStore(config: BlobStoreConfig): BlobStore {
  return new DiskStore(config.root);
}
