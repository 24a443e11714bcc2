// LibreOffice in the sandbox for untrusted files: turns an OpenDocument, old PowerPoint or Keynote
// presentation into a .pptx, which the PowerPoint importer then reads like any other (decision 103).
// LibreOffice is a large C++ program reading a hostile file, so each conversion costs a bounded
// amount, as the pool's tasks do (pool.ts):
// - memory: soffice runs under an operating-system limit on its data segment (`ulimit -d`).
// - time: a limit scaled by the file's size; past it the whole process group is killed.
// - nothing kept: a fresh directory per file holds the file, the profile LibreOffice writes (so no
//   setting, macro or recent-file list survives it) and its answer, and is removed after it.
// - others' time: at most `processes` convert at once and `queued` wait; the next is refused at once.
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SandboxBusy, SandboxClosed, SandboxCrashed, SandboxTimeout } from './errors';

export type OfficeFormat = 'odp' | 'ppt' | 'key';

export interface OfficeOptions {
  /** The soffice program, or null where LibreOffice is not installed: then nothing converts. */
  binary: string | null;
  /** Conversions running at once. */
  processes: number;
  /** Conversions waiting; past it, the next is refused with SandboxBusy. */
  queued: number;
  /** Everything LibreOffice allocates (RLIMIT_DATA). */
  memoryMb: number;
  /** The time limit: this much for any file, plus `msPerMb` for each megabyte of it. */
  baseMs: number;
  msPerMb: number;
}

export const OFFICE_DEFAULTS: Omit<OfficeOptions, 'binary'> = {
  processes: 1,
  queued: 8,
  memoryMb: 2048,
  baseMs: 60_000,
  msPerMb: 2_000,
};

const NAME = 'libreoffice';
const MB = 1024 * 1024;

/** LIBREOFFICE_PATH when set (`off` for none), else soffice on the PATH, else null. */
export function findSoffice(env: NodeJS.ProcessEnv = process.env): string | null {
  const given = env.LIBREOFFICE_PATH?.trim();
  if (given === 'off') return null;
  const candidates = given ? [given] : (env.PATH ?? '').split(':').map((dir) => path.join(dir, 'soffice'));
  return candidates.find(isExecutable) ?? null;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

interface Waiting {
  start(): void;
  refuse(error: Error): void;
}

export class OfficeConverter {
  private readonly waiting: Waiting[] = [];
  private readonly running = new Set<ChildProcess>();
  /** Turns held: conversions running or about to. */
  private active = 0;
  private closed = false;

  constructor(private readonly options: OfficeOptions) {}

  get available(): boolean {
    return this.options.binary !== null;
  }

  /** The file as a .pptx; SandboxBusy, SandboxTimeout or SandboxCrashed say why not. */
  async toPptx(bytes: Uint8Array, format: OfficeFormat): Promise<Uint8Array> {
    const binary = this.options.binary;
    if (binary === null) throw new SandboxCrashed(NAME, 'exited', 'LibreOffice is not installed');
    await this.turn();
    try {
      return await this.convert(binary, bytes, format);
    } finally {
      this.next();
    }
  }

  /** Kills every conversion and refuses what waits (the server is shutting down). */
  close(): void {
    this.closed = true;
    for (const waiting of this.waiting.splice(0)) waiting.refuse(new SandboxClosed(NAME));
    for (const child of this.running) killGroup(child);
  }

  /** Waits for one of the `processes` turns; refused at once when `queued` already wait. */
  private turn(): Promise<void> {
    if (this.closed) return Promise.reject(new SandboxClosed(NAME));
    if (this.active < this.options.processes) {
      this.active++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.queued)
      return Promise.reject(new SandboxBusy(NAME, this.waiting.length));
    return new Promise((resolve, reject) =>
      this.waiting.push({
        start: () => {
          this.active++;
          resolve();
        },
        refuse: reject,
      }),
    );
  }

  private next(): void {
    this.active--;
    this.waiting.shift()?.start();
  }

  private async convert(binary: string, bytes: Uint8Array, format: OfficeFormat): Promise<Uint8Array> {
    const dir = await mkdtemp(path.join(tmpdir(), 'podium-office-'));
    try {
      const input = path.join(dir, `presentation.${format}`);
      await writeFile(input, bytes);
      const timeoutMs = this.options.baseMs + Math.ceil(bytes.length / MB) * this.options.msPerMb;
      await this.run(binary, dir, input, timeoutMs);
      try {
        return new Uint8Array(await readFile(path.join(dir, 'out', 'presentation.pptx')));
      } catch {
        // LibreOffice ends well even when it could not read the file; it then writes nothing.
        throw new SandboxCrashed(NAME, 'exited', 'no presentation came out');
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private run(binary: string, dir: string, input: string, timeoutMs: number): Promise<void> {
    const args = [
      `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
      '--headless',
      '--invisible',
      '--nologo',
      '--norestore',
      '--nolockcheck',
      '--convert-to',
      'pptx',
      '--outdir',
      path.join(dir, 'out'),
      input,
    ];
    // `ulimit -d` (KB) sets RLIMIT_DATA for the shell, which exec hands to soffice and its children.
    // A group of its own, so a kill reaches the program soffice starts, not only soffice.
    const child = spawn(
      '/bin/sh',
      ['-c', 'ulimit -d "$0" && exec "$@"', String(this.options.memoryMb * 1024), binary, ...args],
      { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { PATH: process.env.PATH, HOME: dir } },
    );
    this.running.add(child);
    return new Promise((resolve, reject) => {
      let stderr = '';
      let verdict: Error | undefined;
      const stop = (error: Error) => {
        verdict ??= error;
        killGroup(child);
      };
      const timer = setTimeout(() => stop(new SandboxTimeout(NAME, timeoutMs)), timeoutMs);
      child.stderr?.on('data', (chunk: Buffer) => {
        if (stderr.length < 4096) stderr += chunk.toString();
      });
      child.on('error', (error) => stop(error));
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        this.running.delete(child);
        if (this.closed) verdict ??= new SandboxClosed(NAME);
        if (verdict) return reject(verdict);
        // Killed by a signal it did not get from here: it met its memory limit.
        if (signal !== null) return reject(new SandboxCrashed(NAME, 'out-of-memory', signal));
        if (code !== 0)
          return reject(new SandboxCrashed(NAME, 'exited', `exit ${code}: ${stderr.split('\n')[0]}`));
        resolve();
      });
    });
  }
}

function killGroup(child: ChildProcess) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
