// Generated PDFs on disk: one file per presentation and document version under
// DATA_DIR/downloads/{oid}/, reused until the document changes. Generation is costly, so one runs
// at a time per process (a queue), and requests for a version being generated wait on that one.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export interface GeneratedFile {
  path: string;
  /** False when an earlier request's file was reused. */
  generated: boolean;
}

const SAFE_NAME = /^[A-Za-z0-9_-]+$/;

export class GeneratedPdfs {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly inFlight = new Map<string, Promise<GeneratedFile>>();

  constructor(readonly dir: string) {}

  /** The file of this version: on disk already, being made, or made now (after the ones queued). */
  file(oid: string, version: string, make: (output: string) => Promise<void>): Promise<GeneratedFile> {
    if (!SAFE_NAME.test(oid) || !SAFE_NAME.test(version)) throw new Error('Unsafe PDF cache name');
    const folder = path.join(this.dir, oid);
    const file = path.join(folder, `${version}.pdf`);
    if (existsSync(file)) return Promise.resolve({ path: file, generated: false });
    const key = `${oid}/${version}`;
    const running = this.inFlight.get(key);
    if (running) return running.then((done) => ({ ...done, generated: false }));
    const job = this.queue
      .catch(() => undefined)
      .then(async (): Promise<GeneratedFile> => {
        if (existsSync(file)) return { path: file, generated: false };
        await mkdir(folder, { recursive: true });
        const partial = `${file}.${process.pid}.part`;
        try {
          await make(partial);
        } catch (error) {
          await rm(partial, { force: true });
          throw error;
        }
        await rename(partial, file);
        await this.dropOtherVersions(folder, `${version}.pdf`);
        return { path: file, generated: true };
      })
      .finally(() => this.inFlight.delete(key));
    this.queue = job;
    this.inFlight.set(key, job);
    return job;
  }

  /** Every file of a deleted presentation. */
  async drop(oid: string): Promise<void> {
    if (SAFE_NAME.test(oid)) await rm(path.join(this.dir, oid), { recursive: true, force: true });
  }

  /** A presentation's files of older versions (or of one deleted), no longer served. */
  async dropOtherVersions(folder: string, keep?: string): Promise<void> {
    const names = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => name !== keep && !name.endsWith('.part'))
        .map((name) => rm(path.join(folder, name), { force: true })),
    );
  }
}
