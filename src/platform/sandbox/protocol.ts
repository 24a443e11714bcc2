// What the pool and a task process say to each other. The task reads its stdin: one line of JSON
// ({ task, params }) then the untrusted bytes to its end. It writes its answer as one JSON value on
// stdout and exits 0; it exits OUT_OF_MEMORY_EXIT when an allocation was refused, so a buffer the
// limit stopped reads the same as a heap that could not grow.

export interface TaskHeader {
  task: string;
  params: unknown;
}

export const OUT_OF_MEMORY_EXIT = 86;

/**
 * A refused allocation as a JavaScript error: V8 throws these when a buffer or array cannot be had,
 * and Node its own code when a string made from a buffer (base64, text) cannot be.
 */
export const isOutOfMemory = (error: unknown): boolean =>
  (error instanceof RangeError &&
    /allocation failed|Invalid array length|Invalid typed array length|Array buffer/i.test(error.message)) ||
  (error instanceof Error && (error as NodeJS.ErrnoException).code === 'ERR_MEMORY_ALLOCATION_FAILED');

/** V8's own words when its heap cannot grow (it then aborts). */
export const OUT_OF_MEMORY_STDERR = /out of memory|allocation failed/i;

export function encodeInput(header: TaskHeader, bytes: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), bytes]);
}

export function decodeInput(input: Buffer): { header: TaskHeader; bytes: Uint8Array } {
  const end = input.indexOf(0x0a);
  if (end < 0) throw new Error('sandbox input without a header');
  const header = JSON.parse(input.subarray(0, end).toString('utf8')) as TaskHeader;
  return { header, bytes: new Uint8Array(input.buffer, input.byteOffset + end + 1, input.length - end - 1) };
}
