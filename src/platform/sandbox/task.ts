// The side of the sandbox that runs inside the task process: a task module calls serveTasks with
// its handlers by name, and this reads the input, runs the one asked for and writes its answer
// (protocol.ts). The answer is only data; the pool's caller checks its shape before using it.
import { decodeInput, isOutOfMemory, OUT_OF_MEMORY_EXIT } from './protocol';

/** A handler answers a value JSON can carry; the pool's caller checks its shape. */
export type TaskHandler = (bytes: Uint8Array, params: unknown) => unknown;

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function fail(error: unknown): never {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`.slice(0, 2000));
  process.exit(isOutOfMemory(error) ? OUT_OF_MEMORY_EXIT : 1);
}

/** Runs the handler the pool names on the bytes it sends, then exits. */
export function serveTasks(handlers: Record<string, TaskHandler>): void {
  void (async () => {
    try {
      const { header, bytes } = decodeInput(await readStdin());
      const handler = Object.hasOwn(handlers, header.task) ? handlers[header.task] : undefined;
      if (!handler) throw new Error(`no task named ${JSON.stringify(header.task)}`);
      const answer = JSON.stringify(await handler(bytes, header.params));
      // Exiting at once would cut a long answer still in the pipe's buffer.
      process.stdout.write(answer, () => process.exit(0));
    } catch (error) {
      fail(error);
    }
  })();
}
