// Zips written entry by entry with fflate (the user export, and the download of a
// recording's takes): an entry is compressed or stored, and a file is read a piece at a time, so
// the memory a zip takes stays at one piece whatever the files weigh. zipStream() serves one over
// HTTP, producing the next piece only when the reader has taken the last (backpressure).
import { Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** A new entry in `zip`: deflated (text), or stored as it is (video, pictures: already compressed). */
export function zipEntry(zip: Zip, name: string, compress: boolean): ZipDeflate | ZipPassThrough {
  const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
  zip.add(entry);
  return entry;
}

/**
 * What a streamed zip holds, in order: text, or a file's bytes (a blob's body), opened when the
 * zip reaches it.
 */
export type ZipSource = { name: string; text: string } | { name: string; body: () => Promise<Readable> };

/** The zip of `sources` as a stream (a file that cannot be opened fails the stream: check them first). */
export function zipStream(sources: ZipSource[]): Readable {
  return Readable.from(zipPieces(sources), { objectMode: false });
}

async function* zipPieces(sources: ZipSource[]): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    ready.push(chunk);
  });
  const flush = function* () {
    while (ready.length > 0) yield ready.shift()!;
  };
  for (const source of sources) {
    if ('text' in source) {
      zipEntry(zip, source.name, true).push(strToU8(source.text), true);
    } else {
      const entry = zipEntry(zip, source.name, false);
      for await (const piece of await source.body()) {
        entry.push(piece as Buffer, false);
        yield* flush();
      }
      entry.push(new Uint8Array(0), true);
    }
    yield* flush();
  }
  zip.end();
  yield* flush();
}
