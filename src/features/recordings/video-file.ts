// Reading an uploaded video's container (kernel/media/video-container.ts) from disk: positioned reads of
// an open file, never the whole file in memory.
import { open } from 'node:fs/promises';
import { type ProbeResult, probeVideo } from '../../kernel/media/video-container';

export async function probeVideoFile(file: string): Promise<ProbeResult> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    return await probeVideo({
      size,
      read: async (position, length) => {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        return buffer.subarray(0, bytesRead);
      },
    });
  } finally {
    await handle.close();
  }
}
