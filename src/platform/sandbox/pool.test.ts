// @vitest-environment node
// The sandbox runs each task in a process of its own under hard limits. Every verdict here is one
// the limits force whatever the machine's speed: a task that never ends, or never stops
// allocating, can only be ended by its limit, and the tasks that must answer get minutes to do so.
import { afterAll, describe, expect, it } from 'vitest';
import { SandboxBusy, SandboxClosed, SandboxCrashed, SandboxTimeout, SandboxTooLarge } from './errors';
import { type SandboxOptions, SandboxPool } from './pool';

// Each task starts node and loads the fixture through tsx: seconds on a loaded machine.
const ROOM_MS = 180_000;

const OPTIONS: SandboxOptions = {
  name: 'fixture',
  entry: new URL('./fixtures/tasks.ts', import.meta.url),
  concurrency: 1,
  maxQueued: 4,
  timeoutMs: ROOM_MS,
  maxInputBytes: 1024,
  maxAnswerBytes: 64 * 1024,
  memoryMb: 512,
  maxOldGenerationSizeMb: 64,
};

describe('SandboxPool', () => {
  const pools: SandboxPool[] = [];
  const pool = (options: Partial<SandboxOptions> = {}) => {
    const created = new SandboxPool({ ...OPTIONS, ...options });
    pools.push(created);
    return created;
  };
  afterAll(() => {
    for (const p of pools) p.close();
  });

  it(
    'runs the named task on the bytes and answers what it wrote',
    async () => {
      const answer = await pool().run('echo', new Uint8Array([7, 8, 9]), 'a parameter');
      expect(answer).toEqual({ bytes: 3, first: 7, params: 'a parameter' });
    },
    ROOM_MS,
  );

  it(
    'kills a task that loops for ever at its time limit, and runs the next one',
    async () => {
      const sandbox = pool();
      // One runner: the next task can only start once the looping one has been killed.
      const looping = sandbox.run('spin', new Uint8Array(), null, { timeoutMs: 500 });
      const next = sandbox.run('echo', new Uint8Array([1]));
      await expect(looping).rejects.toBeInstanceOf(SandboxTimeout);
      await expect(next).resolves.toMatchObject({ bytes: 1 });
    },
    ROOM_MS,
  );

  it(
    'reports a task that fills its heap past its limit as crashed out of memory, and runs the next one',
    async () => {
      // The process may take far more than the task wants: only the heap's own limit can stop it.
      const sandbox = pool({ maxOldGenerationSizeMb: 64, memoryMb: 4096 });
      const hoarding = sandbox.run('heap', new Uint8Array(), 256);
      const next = sandbox.run('echo', new Uint8Array([2]));
      await expect(hoarding).rejects.toBeInstanceOf(SandboxCrashed);
      await expect(hoarding).rejects.toMatchObject({ reason: 'out-of-memory' });
      await expect(next).resolves.toMatchObject({ bytes: 1 });
    },
    ROOM_MS,
  );

  it(
    'stops a task that fills buffers outside its heap at the process’s memory limit',
    async () => {
      const before = process.memoryUsage().rss;
      const hoarding = pool().run('buffers', new Uint8Array());
      await expect(hoarding).rejects.toMatchObject({ reason: 'out-of-memory' });
      // The buffers were never this process's: a worker thread would have held them here.
      expect(process.memoryUsage().rss - before).toBeLessThan(256 * 1024 * 1024);
    },
    ROOM_MS,
  );

  it('refuses a task at once when the queue is at its bound, and refuses what waits on close', async () => {
    const sandbox = pool({ concurrency: 1, maxQueued: 1 });
    const running = sandbox.run('spin', new Uint8Array());
    const waiting = sandbox.run('echo', new Uint8Array());
    await expect(sandbox.run('echo', new Uint8Array())).rejects.toBeInstanceOf(SandboxBusy);
    expect(sandbox.load).toEqual({ running: 1, waiting: 1 });
    sandbox.close();
    await expect(waiting).rejects.toBeInstanceOf(SandboxClosed);
    await expect(running).rejects.toBeInstanceOf(SandboxClosed);
  });

  it('refuses an input over the cap without starting a process', async () => {
    const sandbox = pool({ maxInputBytes: 16 });
    const refused = sandbox.run('echo', new Uint8Array(17));
    expect(sandbox.load).toEqual({ running: 0, waiting: 0 });
    await expect(refused).rejects.toBeInstanceOf(SandboxTooLarge);
    await expect(refused).rejects.toMatchObject({ bytes: 17, maxBytes: 16 });
  });

  it(
    'ends a task whose answer is over the cap, and one that throws, as crashed',
    async () => {
      const sandbox = pool({ concurrency: 2 });
      await Promise.all([
        expect(sandbox.run('flood', new Uint8Array())).rejects.toMatchObject({ reason: 'answer-too-large' }),
        expect(sandbox.run('fails', new Uint8Array())).rejects.toMatchObject({
          reason: 'exited',
          message: expect.stringContaining('this file is not what it says'),
        }),
      ]);
    },
    ROOM_MS,
  );
});
