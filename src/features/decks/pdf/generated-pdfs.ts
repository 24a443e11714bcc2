// Generated PDFs in the blob store: one per presentation and document version, as
// downloads/{oid}/{version}.pdf (where DATA_DIR/downloads/ kept them), reused until the document
// changes. Generation is costly, so one runs at a time per process (a queue), and requests for a
// version being generated wait on that one. A PDF is streamed into the store as it is drawn.
import { PassThrough } from 'node:stream';
import type { BlobStore } from '../../../platform/storage';

export interface GeneratedFile {
  /** The PDF's blob key. */
  key: string;
  /** False when an earlier request's file was reused. */
  generated: boolean;
}

const SAFE_NAME = /^[A-Za-z0-9_-]+$/;
const folderOf = (oid: string) => `downloads/${oid}/`;

export class GeneratedPdfs {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly inFlight = new Map<string, Promise<GeneratedFile>>();

  constructor(readonly blobs: BlobStore) {}

  /** The file of this version: stored already, being made, or made now (after the ones queued). */
  file(
    oid: string,
    version: string,
    make: (output: NodeJS.WritableStream) => Promise<void>,
  ): Promise<GeneratedFile> {
    if (!SAFE_NAME.test(oid) || !SAFE_NAME.test(version)) throw new Error('Unsafe PDF cache name');
    const key = `${folderOf(oid)}${version}.pdf`;
    const running = this.inFlight.get(key);
    if (running) return running.then((done) => ({ ...done, generated: false }));
    const job = this.blobs
      .stat(key)
      .then((found) => (found ? { key, generated: false } : this.enqueue(oid, key, make)))
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }

  private enqueue(oid: string, key: string, make: (output: NodeJS.WritableStream) => Promise<void>) {
    const job = this.queue
      .catch(() => undefined)
      .then(async (): Promise<GeneratedFile> => {
        // Another process may have made it while this one waited its turn.
        if (await this.blobs.stat(key)) return { key, generated: false };
        await this.write(key, make);
        await this.dropOtherVersions(oid, key);
        return { key, generated: true };
      });
    this.queue = job;
    return job;
  }

  /** Draws into the store; a drawing that fails leaves nothing (the store's put is atomic). */
  private async write(key: string, make: (output: NodeJS.WritableStream) => Promise<void>) {
    const output = new PassThrough();
    const [made, stored] = await Promise.allSettled([
      make(output).catch((error: unknown) => {
        output.destroy(error as Error);
        throw error;
      }),
      this.blobs.put(key, output, { contentType: 'application/pdf' }),
    ]);
    for (const settled of [made, stored]) if (settled.status === 'rejected') throw settled.reason;
  }

  /** Every file of a deleted presentation. */
  async drop(oid: string): Promise<void> {
    if (SAFE_NAME.test(oid)) await this.dropOtherVersions(oid);
  }

  /** A presentation's files of older versions (or all of them), no longer served. */
  private async dropOtherVersions(oid: string, keep?: string): Promise<void> {
    const old: string[] = [];
    for await (const key of this.blobs.list(folderOf(oid))) if (key !== keep) old.push(key);
    await Promise.all(old.map((key) => this.blobs.delete(key)));
  }
}
