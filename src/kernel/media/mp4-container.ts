// How long an MP4 upload lasts, read from its box headers within probe.ts's
// budgets. A whole file says it in its movie header (`mvhd`). A FRAGMENTED one — what Safari's
// MediaRecorder writes — has a movie header of duration 0 and perhaps a fragment duration
// (`mvex/mehd`); without one the length is the fragments' own: for each track, the latest
// fragment end (its `tfdt` base decode time, or the running total when it has none, plus its
// track runs' sample durations, or the `tfhd`/`trex` default duration per sample) in the track's
// timescale (`mdhd`), and the file lasts as long as its longest track.
import type { ByteSource, PROBE_BUDGET, ProbeResult } from './probe';

interface Box {
  type: string;
  at: number;
  dataAt: number;
  end: number;
}

type Budget = { readonly [K in keyof typeof PROBE_BUDGET]: number };
interface Left {
  elements: number;
  samples: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** The boxes between `from` and `to`, reading only their 8- or 16-byte headers. */
async function* boxes(source: ByteSource, from: number, to: number, left: Left) {
  let at = from;
  while (at + 8 <= to && left.elements-- > 0) {
    const head = await source.read(at, 16);
    if (head.length < 8) return;
    const view = new DataView(head.buffer, head.byteOffset, head.length);
    let size = view.getUint32(0);
    let dataAt = at + 8;
    if (size === 1) {
      if (head.length < 16) return;
      size = view.getUint32(8) * 2 ** 32 + view.getUint32(12);
      dataAt = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < dataAt - at || at + size > to) return;
    yield { type: ascii(head, 4, 4), at, dataAt, end: at + size } satisfies Box;
    at += size;
  }
}

/** A box's body (at most `max` bytes) as a DataView. */
async function body(source: ByteSource, box: Box, max: number): Promise<DataView> {
  const bytes = await source.read(box.dataAt, Math.min(box.end - box.dataAt, max));
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
}

/** A 32- or 64-bit duration; all ones means unknown, read as 0. */
function boxDuration(view: DataView, at: number, wide: boolean): number {
  const high = wide ? view.getUint32(at) : 0;
  const low = view.getUint32(wide ? at + 4 : at);
  if (low === 0xffffffff && (!wide || high === 0xffffffff)) return 0;
  return high * 2 ** 32 + low;
}

/** `mvhd` and `mdhd`: version and flags, creation and modification times (4 or 8 bytes each), timescale, duration. */
async function header(source: ByteSource, box: Box): Promise<{ timescale: number; duration: number } | null> {
  const view = await body(source, box, 32);
  const wide = view.byteLength > 0 && view.getUint8(0) === 1;
  const scaleAt = wide ? 20 : 12;
  if (view.byteLength < scaleAt + (wide ? 12 : 8)) return null;
  return { timescale: view.getUint32(scaleAt), duration: boxDuration(view, scaleAt + 4, wide) };
}

/** `mehd`: version and flags, then the fragmented movie's duration in the movie's timescale. */
async function fragmentDuration(source: ByteSource, box: Box): Promise<number> {
  const view = await body(source, box, 12);
  const wide = view.byteLength > 0 && view.getUint8(0) === 1;
  if (view.byteLength < (wide ? 12 : 8)) return 0;
  return boxDuration(view, 4, wide);
}

interface Track {
  timescale: number;
  /** trex's default sample duration. */
  defaultDuration: number;
  /** Where the fragments read so far end, in the track's timescale. */
  end: number;
}

interface Movie {
  timescale: number;
  duration: number;
  fragment: number;
  tracks: Map<number, Track>;
}

const track = (movie: Movie, id: number): Track => {
  let found = movie.tracks.get(id);
  if (!found) {
    found = { timescale: 0, defaultDuration: 0, end: 0 };
    movie.tracks.set(id, found);
  }
  return found;
};

async function readMoov(source: ByteSource, moov: Box, left: Left): Promise<Movie | null> {
  const movie: Movie = { timescale: 0, duration: 0, fragment: 0, tracks: new Map() };
  let hasHeader = false;
  for await (const child of boxes(source, moov.dataAt, moov.end, left)) {
    if (child.type === 'mvhd') {
      const read = await header(source, child);
      if (!read) return null;
      movie.timescale = read.timescale;
      movie.duration = read.duration;
      hasHeader = true;
    } else if (child.type === 'mvex') {
      for await (const inner of boxes(source, child.dataAt, child.end, left)) {
        if (inner.type === 'mehd') movie.fragment = await fragmentDuration(source, inner);
        if (inner.type === 'trex') {
          // version and flags, track_ID, default sample description index, default sample duration
          const view = await body(source, inner, 16);
          if (view.byteLength >= 16) track(movie, view.getUint32(4)).defaultDuration = view.getUint32(12);
        }
      }
    } else if (child.type === 'trak') {
      await readTrak(source, child, movie, left);
    }
  }
  return hasHeader ? movie : null;
}

/** A track's id (`tkhd`) and timescale (`mdia/mdhd`). */
async function readTrak(source: ByteSource, trak: Box, movie: Movie, left: Left): Promise<void> {
  let id: number | null = null;
  let timescale = 0;
  for await (const child of boxes(source, trak.dataAt, trak.end, left)) {
    if (child.type === 'tkhd') {
      const view = await body(source, child, 24);
      const wide = view.byteLength > 0 && view.getUint8(0) === 1;
      const idAt = wide ? 20 : 12;
      if (view.byteLength >= idAt + 4) id = view.getUint32(idAt);
    } else if (child.type === 'mdia') {
      for await (const inner of boxes(source, child.dataAt, child.end, left))
        if (inner.type === 'mdhd') timescale = (await header(source, inner))?.timescale ?? 0;
    }
  }
  if (id !== null) track(movie, id).timescale = timescale;
}

const TFHD = { baseDataOffset: 0x1, descriptionIndex: 0x2, defaultDuration: 0x8 } as const;
const TRUN = {
  dataOffset: 0x1,
  firstSampleFlags: 0x4,
  duration: 0x100,
  size: 0x200,
  flags: 0x400,
  compositionOffset: 0x800,
} as const;

/** One track fragment (`traf`): moves its track's end. False when its boxes are broken or over budget. */
async function readTraf(source: ByteSource, traf: Box, movie: Movie, left: Left, budget: Budget) {
  let current: Track | null = null;
  let defaultDuration = 0;
  let base: number | null = null;
  let total = 0;
  for await (const child of boxes(source, traf.dataAt, traf.end, left)) {
    if (child.type === 'tfhd') {
      const view = await body(source, child, 32);
      if (view.byteLength < 8) return false;
      const flags = view.getUint32(0) & 0xffffff;
      current = track(movie, view.getUint32(4));
      defaultDuration = current.defaultDuration;
      let at = 8;
      if (flags & TFHD.baseDataOffset) at += 8;
      if (flags & TFHD.descriptionIndex) at += 4;
      if (flags & TFHD.defaultDuration) {
        if (view.byteLength < at + 4) return false;
        defaultDuration = view.getUint32(at);
      }
    } else if (child.type === 'tfdt') {
      const view = await body(source, child, 12);
      const wide = view.byteLength > 0 && view.getUint8(0) === 1;
      if (view.byteLength < (wide ? 12 : 8)) return false;
      base = wide ? view.getUint32(4) * 2 ** 32 + view.getUint32(8) : view.getUint32(4);
    } else if (child.type === 'trun') {
      const run = await runDuration(source, child, defaultDuration, left, budget);
      if (run === null) return false;
      total += run;
    }
  }
  if (!current) return false;
  current.end = Math.max(current.end, (base ?? current.end) + total);
  return true;
}

/** A track run's samples' durations summed (each its own, or the default). */
async function runDuration(
  source: ByteSource,
  trun: Box,
  defaultDuration: number,
  left: Left,
  budget: Budget,
): Promise<number | null> {
  const head = await body(source, trun, 8);
  if (head.byteLength < 8) return null;
  const flags = head.getUint32(0) & 0xffffff;
  const count = head.getUint32(4);
  if (!(flags & TRUN.duration)) return count * defaultDuration;
  if (count > left.samples) return null;
  left.samples -= count;
  let entryAt = 8;
  if (flags & TRUN.dataOffset) entryAt += 4;
  if (flags & TRUN.firstSampleFlags) entryAt += 4;
  const optional = [TRUN.size, TRUN.flags, TRUN.compositionOffset].filter((bit) => flags & bit).length;
  const entry = 4 + 4 * optional;
  const length = entryAt + count * entry;
  if (length > budget.trunBytes || trun.dataAt + length > trun.end) return null;
  const view = await body(source, trun, length);
  if (view.byteLength < length) return null;
  let sum = 0;
  for (let i = 0; i < count; i++) sum += view.getUint32(entryAt + i * entry);
  return sum;
}

/** The longest track's fragments' end in ms, or 0 when no track can be measured. */
function fragmentsMs(movie: Movie): number {
  let longest = 0;
  for (const t of movie.tracks.values())
    if (t.timescale > 0) longest = Math.max(longest, (t.end * 1000) / t.timescale);
  return longest;
}

export async function probeMp4(source: ByteSource, budget: Budget): Promise<ProbeResult> {
  const left: Left = { elements: budget.elements, samples: budget.samples };
  let movie: Movie | null = null;
  let sawMoov = false;
  for await (const box of boxes(source, 0, source.size, left)) {
    if (box.type === 'moov') {
      sawMoov = true;
      movie = await readMoov(source, box, left);
      if (!movie || movie.timescale === 0)
        return {
          type: 'mp4',
          durationMs: null,
          problem: 'The MP4 file has no readable movie header (mvhd).',
        };
      const known = movie.duration || movie.fragment;
      if (known > 0) return { type: 'mp4', durationMs: Math.round((known * 1000) / movie.timescale) };
    } else if (box.type === 'moof' && movie) {
      for await (const child of boxes(source, box.dataAt, box.end, left)) {
        if (child.type === 'traf' && !(await readTraf(source, child, movie, left, budget)))
          return { type: 'mp4', durationMs: null, problem: 'The MP4 file has a broken fragment.' };
      }
    }
  }
  if (left.elements < 0)
    return { type: 'mp4', durationMs: null, problem: 'The MP4 file has more boxes than are read.' };
  if (!sawMoov) return { type: 'mp4', durationMs: null, problem: 'The MP4 file has no movie box (moov).' };
  const ms = movie ? fragmentsMs(movie) : 0;
  if (ms <= 0) return { type: 'mp4', durationMs: null, problem: 'The MP4 file does not say how long it is.' };
  return { type: 'mp4', durationMs: Math.round(ms) };
}
