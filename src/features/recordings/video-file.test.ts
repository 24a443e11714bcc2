import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { box, fragmented, ftyp, moof, mvhd0, mvhd1, second, u32 } from '../../../test/helpers/mp4';
import { probeMp4 } from '../../kernel/media/mp4-container';
import { type ByteSource, PROBE_BUDGET, probeVideo } from '../../kernel/media/video-container';
import { probeVideoFile } from './video-file';

const VIDEOS = path.resolve(__dirname, '../../../content/videos');
const seeded = readdirSync(VIDEOS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => readFileSync(path.join(VIDEOS, entry.name, 'video.webm')));

/** A file in memory, counting the bytes read. */
function memory(bytes: Uint8Array) {
  const counter = { read: 0, calls: 0 };
  const source: ByteSource = {
    size: bytes.length,
    read: async (position, length) => {
      const part = bytes.subarray(position, Math.min(bytes.length, position + length));
      counter.read += part.length;
      counter.calls++;
      return part;
    },
  };
  return { source, counter };
}
const probe = (bytes: Uint8Array) => probeVideo(memory(bytes).source);

const find = (bytes: Buffer, hex: string, from = 0) => bytes.indexOf(Buffer.from(hex, 'hex'), from);

/** What MediaRecorder writes: no Duration in the header (a Void element in its place). */
function withoutDuration(original: Buffer): Buffer {
  const bytes = Buffer.from(original);
  const at = find(bytes, '4489');
  const size = bytes[at + 2]! & 0x7f; // a 1-byte size
  bytes[at] = 0xec; // Void
  bytes[at + 1] = 0x80 | (size + 1);
  bytes.fill(0, at + 2, at + 3 + size);
  return bytes;
}

/** ... and a Segment and Clusters of unknown size, as a live recording streams them. */
function withUnknownSizes(original: Buffer): Buffer {
  const bytes = withoutDuration(original);
  const segment = find(bytes, '18538067');
  bytes.fill(0xff, segment + 5, segment + 12);
  bytes[segment + 4] = 0x01;
  for (let at = find(bytes, '1f43b675'); at >= 0; at = find(bytes, '1f43b675', at + 4)) {
    const first = bytes[at + 4]!;
    let length = 1;
    while (!(first & (0x80 >> (length - 1)))) length++;
    bytes[at + 4] = (0xff >> (length - 1)) | (0x80 >> (length - 1));
    bytes.fill(0xff, at + 5, at + 4 + length);
  }
  return bytes;
}

describe('probeVideo: WebM', () => {
  it('reads a file on disk', async () => {
    const folder = readdirSync(VIDEOS, { withFileTypes: true }).find((entry) => entry.isDirectory())!;
    const fromDisk = await probeVideoFile(path.join(VIDEOS, folder.name, 'video.webm'));
    expect(fromDisk).toEqual(await probe(readFileSync(path.join(VIDEOS, folder.name, 'video.webm'))));
  });

  it('reads the seeded videos as WebM with the Duration of their header', async () => {
    for (const file of seeded) {
      const result = await probe(file);
      expect(result).toMatchObject({ type: 'webm' });
      expect(result.type === 'webm' && result.durationMs).toBeGreaterThan(10_000);
    }
  });

  it('measures a file without Duration from its last Cluster, to within a frame or two', async () => {
    for (const file of seeded) {
      const header = await probe(file);
      const measured = await probe(withoutDuration(file));
      expect(measured.type).toBe('webm');
      if (header.type !== 'webm' || measured.type !== 'webm' || !header.durationMs || !measured.durationMs)
        throw new Error('no duration');
      expect(Math.abs(header.durationMs - measured.durationMs)).toBeLessThan(150);
    }
  });

  it('measures a Segment and Clusters of unknown size (a live recording)', async () => {
    const header = await probe(seeded[0]!);
    const measured = await probe(withUnknownSizes(seeded[0]!));
    if (header.type !== 'webm' || measured.type !== 'webm') throw new Error('not webm');
    expect(measured.durationMs).not.toBeNull();
    expect(Math.abs(header.durationMs! - measured.durationMs!)).toBeLessThan(150);
  });

  it('uses the last whole Cluster of a file cut short inside its last one', async () => {
    const file = withoutDuration(seeded[0]!);
    const lastCluster = file.lastIndexOf(Buffer.from('1f43b675', 'hex'));
    const measured = await probe(file.subarray(0, lastCluster + 40));
    expect(measured).toMatchObject({ type: 'webm' });
    expect(measured.type === 'webm' && measured.durationMs).toBeGreaterThan(0);
  });

  it('refuses a file cut short in its header, another Matroska type and wrong magic bytes', async () => {
    expect(await probe(seeded[0]!.subarray(0, 10))).toMatchObject({ type: null });
    const matroska = Buffer.from(seeded[0]!);
    const docType = find(matroska, '4282');
    matroska.write('webm', docType + 3, 'latin1');
    matroska.write('mkv!', docType + 3, 'latin1');
    expect(await probe(matroska)).toMatchObject({ type: null, problem: expect.stringMatching(/Matroska/) });
    const wrong = Buffer.from(seeded[0]!);
    wrong[0] = 0x00;
    expect(await probe(wrong)).toMatchObject({ type: null, problem: expect.stringMatching(/neither/) });
    expect(await probe(Buffer.from('<html><body>not a video</body></html>'))).toMatchObject({ type: null });
    expect(await probe(Buffer.alloc(0))).toMatchObject({ type: null });
  });

  it('gives up on a header without Clusters, with no duration', async () => {
    const file = withoutDuration(seeded[0]!);
    const head = file.subarray(0, find(file, '1f43b675'));
    expect(await probe(head)).toMatchObject({ type: 'webm', durationMs: null });
  });

  it('stays within its budget on a file of fake Cluster ids', async () => {
    const file = withoutDuration(seeded[0]!);
    const head = file.subarray(0, find(file, '1f43b675'));
    const junk = Buffer.alloc(40 * 1024 * 1024, Buffer.from('1f43b675ff', 'hex'));
    const { source, counter } = memory(Buffer.concat([head, junk]));
    // The budget is in bytes read, which the machine's speed does not change.
    expect(await probeVideo(source)).toMatchObject({ type: 'webm', durationMs: null });
    expect(counter.read).toBeLessThanOrEqual(PROBE_BUDGET.headBytes + PROBE_BUDGET.tailBytes + 12);
  });
});

describe('probeVideo: MP4', () => {
  it('reads mvhd (version 0 and 1) after a large mdat', async () => {
    expect(await probe(Buffer.concat([ftyp, box('moov', mvhd0(1000, 12_345))]))).toEqual({
      type: 'mp4',
      durationMs: 12_345,
    });
    const mdat = box('mdat', Buffer.alloc(100_000));
    expect(await probe(Buffer.concat([ftyp, mdat, box('moov', mvhd1(90_000, 900_000))]))).toEqual({
      type: 'mp4',
      durationMs: 10_000,
    });
  });

  it('reads a fragmented file from mehd when mvhd says 0', async () => {
    const mehd = box('mehd', u32(0, 48_000 * 7));
    const file = Buffer.concat([ftyp, box('moov', mvhd0(48_000, 0), box('mvex', mehd)), box('moof')]);
    expect(await probe(file)).toEqual({ type: 'mp4', durationMs: 7000 });
  });

  it('refuses a file without moov, without a length, or with a broken box', async () => {
    expect(await probe(Buffer.concat([ftyp, box('mdat', Buffer.alloc(64))]))).toMatchObject({
      type: 'mp4',
      durationMs: null,
    });
    expect(await probe(Buffer.concat([ftyp, box('moov', mvhd0(1000, 0))]))).toMatchObject({
      type: 'mp4',
      durationMs: null,
    });
    expect(await probe(Buffer.concat([ftyp, box('moov', mvhd0(0, 5000))]))).toMatchObject({
      durationMs: null,
    });
    const broken = Buffer.concat([ftyp, box('moov', mvhd0(1000, 5000))]);
    broken.writeUInt32BE(10_000, ftyp.length); // moov claims more than the file holds
    expect(await probe(broken)).toMatchObject({ type: 'mp4', durationMs: null });
  });
});

describe('probeVideo: fragmented MP4 (Safari)', () => {
  it('measures the fragments when there is no mehd: the longest track’s last fragment end', async () => {
    // The audio's 3 × 47 × 1024 samples at 48 kHz: 3008 ms, longer than the video's 3000.
    expect(await probe(fragmented({ fragments: [second(0), second(1), second(2)] }))).toEqual({
      type: 'mp4',
      durationMs: 3008,
    });
  });

  it('adds the runs up when the fragments carry no base decode time', async () => {
    expect(await probe(fragmented({ fragments: [second(0, false), second(1, false)] }))).toEqual({
      type: 'mp4',
      durationMs: 2005,
    });
  });

  it('takes tfhd’s default duration over trex’s, and the tfdt of a later fragment', async () => {
    // Video only: 10 frames of 9000 (0.1 s) each from a base of 5 s: 6 s.
    const file = fragmented({
      fragments: [moof(1, { track: 1, samples: 10, tfhdDefault: 9000, base: 450_000 })],
    });
    expect(await probe(file)).toEqual({ type: 'mp4', durationMs: 6000 });
  });

  it('believes mehd when there is one', async () => {
    expect(await probe(fragmented({ mehd: 4500, fragments: [second(0)] }))).toEqual({
      type: 'mp4',
      durationMs: 4500,
    });
  });

  it('refuses fragments that say nothing, a run longer than its box, and a run over the sample budget', async () => {
    expect(await probe(fragmented({ fragments: [] }))).toMatchObject({ type: 'mp4', durationMs: null });
    const lying = fragmented({ fragments: [second(0)] });
    // The audio run's sample count (after its full box header and the tfhd/tfdt) says 10 million.
    const trunAt = lying.lastIndexOf(Buffer.from('trun'));
    lying.writeUInt32BE(10_000_000, trunAt + 8);
    expect(await probe(lying)).toMatchObject({ type: 'mp4', durationMs: null, problem: expect.any(String) });
    // 120,000 audio samples of 1/48,000 s with their own durations: read within the budget, and
    // refused once they pass a smaller one.
    const many = fragmented({
      fragments: Array.from({ length: 3 }, (_, i) =>
        moof(i, { track: 2, samples: 40_000, durations: Array(40_000).fill(1), base: i * 40_000 }),
      ),
    });
    expect(await probe(many)).toEqual({ type: 'mp4', durationMs: 2500 });
    const small = { ...PROBE_BUDGET, samples: 100_000 };
    expect(await probeMp4(memory(many).source, small)).toMatchObject({ type: 'mp4', durationMs: null });
    expect(await probeMp4(memory(many).source, { ...PROBE_BUDGET, trunBytes: 100_000 })).toMatchObject({
      durationMs: null,
    });
  });
});
