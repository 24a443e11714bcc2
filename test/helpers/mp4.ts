// MP4 files built by hand for the container reader's tests and the upload tests: whole
// files with a movie header, and fragmented ones as Safari's MediaRecorder writes them.

export const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

export const u32 = (...values: number[]) => {
  const b = Buffer.alloc(values.length * 4);
  for (const [i, v] of values.entries()) b.writeUInt32BE(v, i * 4);
  return b;
};
export const ftyp = box('ftyp', Buffer.from('isom'), u32(512), Buffer.from('isomiso2avc1mp41'));
export const mvhd0 = (timescale: number, duration: number) =>
  box('mvhd', u32(0, 0, 0, timescale, duration), Buffer.alloc(80));
export const mvhd1 = (timescale: number, duration: number) =>
  box('mvhd', Buffer.from([1, 0, 0, 0]), Buffer.alloc(16), u32(timescale, 0, duration), Buffer.alloc(80));

export const full = (version: number, flags: number) => u32(version * 2 ** 24 + flags);
export const tkhd = (id: number) => box('tkhd', full(0, 3), u32(0, 0, id, 0, 0), Buffer.alloc(60));
export const mdhd = (timescale: number) => box('mdhd', full(0, 0), u32(0, 0, timescale, 0), Buffer.alloc(4));
export const trak = (id: number, timescale: number) => box('trak', tkhd(id), box('mdia', mdhd(timescale)));
export const trex = (id: number, duration: number) => box('trex', full(0, 0), u32(id, 1, duration, 0, 0));
export const tfdt = (base: number) =>
  box('tfdt', full(1, 0), u32(Math.floor(base / 2 ** 32), base % 2 ** 32));

export interface Run {
  track: number;
  samples: number;
  /** Each sample's own duration (trun flag 0x100 with sizes), else the default's. */
  durations?: number[];
  /** tfhd's default sample duration (flag 0x08). */
  tfhdDefault?: number;
  base?: number;
}
export function traf(run: Run) {
  const tfhd =
    run.tfhdDefault === undefined
      ? box('tfhd', full(0, 0x20000), u32(run.track))
      : box('tfhd', full(0, 0x20008), u32(run.track, run.tfhdDefault));
  const trun = run.durations
    ? box('trun', full(0, 0x301), u32(run.samples, 0), u32(...run.durations.flatMap((d) => [d, 100])))
    : box('trun', full(0, 0x1), u32(run.samples, 0));
  return box('traf', tfhd, ...(run.base === undefined ? [] : [tfdt(run.base)]), trun);
}
export const moof = (n: number, ...runs: Run[]) =>
  Buffer.concat([
    box('moof', box('mfhd', full(0, 0), u32(n)), ...runs.map(traf)),
    box('mdat', Buffer.alloc(32)),
  ]);
export function fragmented(options: { mehd?: number; fragments: Buffer[] }) {
  const mvex = box(
    'mvex',
    ...(options.mehd === undefined ? [] : [box('mehd', full(0, 0), u32(options.mehd))]),
    trex(1, 3000),
    trex(2, 1024),
  );
  const moov = box('moov', mvhd0(1000, 0), trak(1, 90_000), trak(2, 48_000), mvex);
  return Buffer.concat([ftyp, moov, ...options.fragments]);
}
/** One second of video (30 frames of 3000 at 90 kHz) and 47 audio frames of 1024 at 48 kHz. */
export const second = (n: number, base = true) =>
  moof(
    n,
    { track: 1, samples: 30, ...(base ? { base: n * 90_000 } : {}) },
    { track: 2, samples: 47, durations: Array(47).fill(1024), ...(base ? { base: n * 48_128 } : {}) },
  );
