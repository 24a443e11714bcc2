// One sandbox for untrusted files (decision 083): runs a named task of a task module (task.ts) on
// an uploaded file's bytes in a process of its own, under hard limits, and answers what the task
// wrote, unchecked: the caller validates it. The pool knows no file format.
//
// A task costs a bounded amount:
// - memory: the process runs under an operating-system limit on its data segment (RLIMIT_DATA,
//   set with the shell's `ulimit -d`), which V8's heap and every ArrayBuffer count against, and
//   under V8's own heap limits. A worker thread's resourceLimits would bound the heap only: the
//   buffers a decompressor fills live outside it, in the server's process.
// - time: a task still working at timeoutMs is killed (SandboxTimeout).
// - the server's memory: inputs over maxInputBytes are refused before anything starts
//   (SandboxTooLarge), answers over maxAnswerBytes end the task, and at most maxQueued tasks wait
//   for one of the `concurrency` runners; the next is refused at once (SandboxBusy).
// Every task gets a fresh process, so nothing a hostile file did outlives its answer, and a task
// killed or crashed leaves the next one a clean runner.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SandboxBusy, SandboxClosed, SandboxCrashed, SandboxTimeout, SandboxTooLarge } from './errors';
import { encodeInput, OUT_OF_MEMORY_EXIT, OUT_OF_MEMORY_STDERR } from './protocol';

export interface SandboxOptions {
  /** Names the pool in errors and logs ("pdf-reader"). */
  name: string;
  /** The task module: a .js file, or a .ts file run through tsx (the sources, in tests and dev). */
  entry: URL;
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting for a runner; past it, run() refuses with SandboxBusy. */
  maxQueued: number;
  timeoutMs: number;
  maxInputBytes: number;
  /** The answer's JSON, in bytes. */
  maxAnswerBytes: number;
  /** Everything the process allocates: heap, buffers, code (RLIMIT_DATA). */
  memoryMb: number;
  /** V8's old generation (--max-old-space-size): past it the task dies as out of memory. */
  maxOldGenerationSizeMb: number;
  /** V8's semi-space, half the young generation (--max-semi-space-size). */
  maxSemiSpaceSizeMb?: number;
  /** V8's stack (--stack-size, in KB); it must stay below the system's stack limit (8 MB usually). */
  stackSizeKb?: number;
}

interface Job {
  task: string;
  params: unknown;
  bytes: Uint8Array;
  timeoutMs: number;
  resolve(answer: unknown): void;
  reject(error: unknown): void;
}

export class SandboxPool {
  private readonly waiting: Job[] = [];
  /** Each running task's process, and how to end it with a verdict. */
  private readonly running = new Map<ChildProcess, (error: Error) => void>();
  private closed = false;

  constructor(private readonly options: SandboxOptions) {}

  /**
   * Runs `task` on `bytes`: the task's answer, or a SandboxError saying why there is none. `timeoutMs`
   * replaces the pool's time limit for this task only.
   */
  run(
    task: string,
    bytes: Uint8Array,
    params: unknown = null,
    limits: { timeoutMs?: number } = {},
  ): Promise<unknown> {
    const { name, maxInputBytes, maxQueued, concurrency } = this.options;
    if (this.closed) return Promise.reject(new SandboxClosed(name));
    if (bytes.byteLength > maxInputBytes)
      return Promise.reject(new SandboxTooLarge(name, bytes.byteLength, maxInputBytes));
    const mustWait = this.running.size >= concurrency;
    if (mustWait && this.waiting.length >= maxQueued)
      return Promise.reject(new SandboxBusy(name, this.waiting.length));
    return new Promise((resolve, reject) => {
      const timeoutMs = limits.timeoutMs ?? this.options.timeoutMs;
      this.waiting.push({ task, params, bytes, timeoutMs, resolve, reject });
      this.next();
    });
  }

  /** Tasks running and waiting, for a health page or a test. */
  get load(): { running: number; waiting: number } {
    return { running: this.running.size, waiting: this.waiting.length };
  }

  /** Kills every task and refuses what waits (the server is stopping). */
  close(): void {
    this.closed = true;
    for (const stop of this.running.values()) stop(new SandboxClosed(this.options.name));
    for (const job of this.waiting.splice(0)) job.reject(new SandboxClosed(this.options.name));
  }

  private next(): void {
    while (!this.closed && this.running.size < this.options.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.start(job)
        .then(job.resolve, job.reject)
        .finally(() => this.next());
    }
  }

  private command(): string[] {
    const o = this.options;
    const entry = fileURLToPath(o.entry);
    return [
      process.execPath,
      `--max-old-space-size=${o.maxOldGenerationSizeMb}`,
      ...(o.maxSemiSpaceSizeMb ? [`--max-semi-space-size=${o.maxSemiSpaceSizeMb}`] : []),
      ...(o.stackSizeKb ? [`--stack-size=${o.stackSizeKb}`] : []),
      ...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []),
      entry,
    ];
  }

  private start(job: Job): Promise<unknown> {
    const { name, memoryMb, maxAnswerBytes } = this.options;
    const { timeoutMs } = job;
    // `ulimit -d` (KB) sets RLIMIT_DATA for the shell, which exec hands to node unchanged.
    const child = spawn(
      '/bin/sh',
      ['-c', 'ulimit -d "$0" && exec "$@"', String(memoryMb * 1024), ...this.command()],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    return new Promise((resolve, reject) => {
      const out: Buffer[] = [];
      let outBytes = 0;
      let stderr = '';
      let verdict: Error | undefined;
      const stop = (error: Error) => {
        verdict ??= error;
        child.kill('SIGKILL');
      };
      this.running.set(child, stop);
      const timer = setTimeout(() => stop(new SandboxTimeout(name, timeoutMs)), timeoutMs);
      child.stdout.on('data', (chunk: Buffer) => {
        outBytes += chunk.length;
        if (outBytes > maxAnswerBytes)
          stop(new SandboxCrashed(name, 'answer-too-large', `over ${maxAnswerBytes} bytes`));
        else out.push(chunk);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        if (stderr.length < 4096) stderr += chunk.toString();
      });
      child.stdin.on('error', () => undefined); // a task that died early closes its stdin
      child.stdin.end(encodeInput({ task: job.task, params: job.params }, job.bytes));
      child.on('error', (error) => stop(error));
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        this.running.delete(child);
        if (verdict) reject(verdict);
        else settle(name, { code, signal, stderr, out: Buffer.concat(out) }, resolve, reject);
      });
    });
  }
}

interface Ending {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  out: Buffer;
}

function settle(name: string, end: Ending, resolve: (answer: unknown) => void, reject: (e: Error) => void) {
  // A task that dies of a signal met its memory limit: V8 aborts when its heap cannot grow, and an
  // allocation the system refuses outside the heap ends in SIGSEGV or SIGABRT.
  if (end.signal !== null || end.code === OUT_OF_MEMORY_EXIT || OUT_OF_MEMORY_STDERR.test(end.stderr))
    return reject(new SandboxCrashed(name, 'out-of-memory', end.signal ?? `exit ${end.code}`));
  if (end.code !== 0)
    return reject(new SandboxCrashed(name, 'exited', `exit ${end.code}: ${end.stderr.split('\n')[0]}`));
  try {
    resolve(JSON.parse(end.out.toString('utf8')));
  } catch {
    reject(new SandboxCrashed(name, 'exited', 'its answer is not JSON'));
  }
}
