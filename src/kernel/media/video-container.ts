// What an uploaded video file is and how long it lasts, read from its bytes: WebM by
// its EBML header (DocType "webm"), MP4 by its `ftyp` box. No decoder and no external tool runs on
// the upload; these readers only walk container element headers, within fixed budgets of bytes
// read and elements visited, so a crafted file cannot make them work long or hold much.
//
// WebM: the Segment Info's Duration when the header has one; a browser's MediaRecorder writes its
// header before it knows the length, so otherwise the last Cluster is found from the end of the
// file and its Timecode plus its latest block's relative timecode is the length.
// MP4 (mp4-container.ts): the movie header's (`mvhd`) duration over its timescale, or for a
// fragmented file (Safari's MediaRecorder) its `mehd` fragment duration, or its fragments' own.

import { probeMp4 } from './mp4-container';
import { type ByteSource, PROBE_BUDGET, type ProbeResult } from './probe';

export { type ByteSource, type ContainerType, PROBE_BUDGET, type ProbeResult } from './probe';

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
const ID = {
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;
/** Children a Cluster may hold (besides its blocks): Position, PrevSize, Void, CRC-32, SilentTracks, EncryptedBlock. */
const CLUSTER_CHILDREN = new Set([
  ID.timecode,
  ID.simpleBlock,
  ID.blockGroup,
  0xa7,
  0xab,
  0xec,
  0xbf,
  0x5854,
  0xaf,
]);
/** Segment-level elements: one of them ends a Cluster of unknown size. */
const SEGMENT_CHILDREN = new Set([
  ID.cluster,
  ID.info,
  0x114d9b74, // SeekHead
  0x1654ae6b, // Tracks
  0x1c53bb6b, // Cues
  0x1941a469, // Attachments
  0x1043a770, // Chapters
  0x1254c367, // Tags
]);

export async function probeVideo(source: ByteSource): Promise<ProbeResult> {
  const start = await source.read(0, 12);
  if (start.length >= 4 && EBML_MAGIC.every((b, i) => start[i] === b)) return probeWebm(source);
  if (start.length >= 8 && ascii(start, 4, 4) === 'ftyp') return probeMp4(source, PROBE_BUDGET);
  return {
    type: null,
    problem: 'The file is neither a WebM nor an MP4 video (its first bytes say otherwise).',
  };
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

// ---- EBML -------------------------------------------------------------------------------------

interface Vint {
  value: number;
  length: number;
  /** All value bits set: an element of unknown size. */
  unknown: boolean;
}

/** An EBML variable-length integer at `at`, or null when it is not one (or runs past the bytes). */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): Vint | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length++;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i]!;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

interface Element {
  id: number;
  /** Where its data starts. */
  dataAt: number;
  /** Its data's size, or null when unknown. */
  size: number | null;
}

function readElement(bytes: Uint8Array, at: number): Element | null {
  const id = readVint(bytes, at, true);
  if (!id || id.length > 4) return null;
  const size = readVint(bytes, at + id.length, false);
  if (!size) return null;
  return { id: id.value, dataAt: at + id.length + size.length, size: size.unknown ? null : size.value };
}

const readUint = (bytes: Uint8Array, at: number, length: number) => {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + bytes[at + i]!;
  return value;
};

function readFloat(bytes: Uint8Array, at: number, length: number): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, length);
  if (length === 4) return view.getFloat32(0);
  if (length === 8) return view.getFloat64(0);
  return null;
}

async function probeWebm(source: ByteSource): Promise<ProbeResult> {
  const head = await source.read(0, Math.min(source.size, PROBE_BUDGET.headBytes));
  const header = readElement(head, 0);
  if (!header || header.size === null || header.dataAt + header.size > head.length)
    return { type: null, problem: 'The file starts like a WebM video but its header is broken.' };
  let docType = '';
  forEachChild(head, header.dataAt, header.dataAt + header.size, (child) => {
    if (child.id === ID.docType && child.size !== null) docType = ascii(head, child.dataAt, child.size);
    return true;
  });
  if (docType !== 'webm')
    return { type: null, problem: `The file is a Matroska file of type "${docType}", not a WebM video.` };

  const segment = readElement(head, header.dataAt + header.size);
  if (!segment || segment.id !== ID.segment)
    return { type: 'webm', durationMs: null, problem: 'The WebM file has no Segment after its header.' };
  let scale = 1_000_000;
  let duration: number | null = null;
  const segmentEnd =
    segment.size === null ? head.length : Math.min(head.length, segment.dataAt + segment.size);
  forEachChild(head, segment.dataAt, segmentEnd, (child) => {
    if (child.id === ID.cluster) return false;
    if (child.id !== ID.info || child.size === null || child.dataAt + child.size > head.length) return true;
    forEachChild(head, child.dataAt, child.dataAt + child.size, (field) => {
      if (field.size === null) return true;
      if (field.id === ID.timecodeScale && field.size <= 8) scale = readUint(head, field.dataAt, field.size);
      if (field.id === ID.duration) duration = readFloat(head, field.dataAt, field.size);
      return true;
    });
    return false;
  });
  if (scale <= 0)
    return { type: 'webm', durationMs: null, problem: 'The WebM file has a broken TimecodeScale.' };
  if (duration !== null && Number.isFinite(duration) && duration > 0)
    return { type: 'webm', durationMs: Math.round((duration * scale) / 1_000_000) };

  const ticks = await lastBlockTicks(source, segment.dataAt);
  if (ticks === null)
    return {
      type: 'webm',
      durationMs: null,
      problem: 'The WebM file has no readable Cluster to measure its length.',
    };
  return { type: 'webm', durationMs: Math.round((ticks * scale) / 1_000_000) };
}

/** Calls `visit` for each element between `from` and `to` until it returns false or one is broken. */
function forEachChild(
  bytes: Uint8Array,
  from: number,
  to: number,
  visit: (element: Element) => boolean | undefined,
): void {
  let at = from;
  for (let visited = 0; at < to && visited < PROBE_BUDGET.elements; visited++) {
    const element = readElement(bytes, at);
    if (!element || visit(element) === false || element.size === null) return;
    at = element.dataAt + element.size;
  }
}

/** The latest block time (Cluster Timecode + relative timecode) of the file's last Cluster. */
async function lastBlockTicks(source: ByteSource, segmentDataAt: number): Promise<number | null> {
  const from = Math.max(segmentDataAt, source.size - PROBE_BUDGET.tailBytes);
  const tail = await source.read(from, source.size - from);
  let tried = 0;
  for (let at = tail.length - 4; at >= 0 && tried < PROBE_BUDGET.clusterCandidates; at--) {
    if (tail[at] !== 0x1f || tail[at + 1] !== 0x43 || tail[at + 2] !== 0xb6 || tail[at + 3] !== 0x75)
      continue;
    tried++;
    const ticks = clusterTicks(tail, at);
    if (ticks !== null) return ticks;
  }
  return null;
}

/** A Cluster's latest block time, or null when the bytes at `at` are not a whole, sane Cluster. */
function clusterTicks(bytes: Uint8Array, at: number): number | null {
  const cluster = readElement(bytes, at);
  if (!cluster || cluster.id !== ID.cluster) return null;
  const end = cluster.size === null ? bytes.length : cluster.dataAt + cluster.size;
  if (end > bytes.length) return null;
  let timecode: number | null = null;
  let latest: number | null = null;
  let pos = cluster.dataAt;
  for (let visited = 0; pos < end; visited++) {
    if (visited >= PROBE_BUDGET.elements) return null;
    const child = readElement(bytes, pos);
    if (!child) return null;
    // A Cluster of unknown size ends where the next Segment-level element starts.
    if (cluster.size === null && SEGMENT_CHILDREN.has(child.id)) break;
    if (!CLUSTER_CHILDREN.has(child.id) || child.size === null || child.dataAt + child.size > end)
      return null;
    if (child.id === ID.timecode) {
      if (child.size > 8) return null;
      timecode = readUint(bytes, child.dataAt, child.size);
    } else if (child.id === ID.simpleBlock || child.id === ID.blockGroup) {
      const relative = blockTimecode(bytes, child);
      if (relative === null || timecode === null) return null;
      latest = Math.max(latest ?? 0, timecode + relative);
    }
    pos = child.dataAt + child.size;
  }
  return latest ?? timecode;
}

/** A (Simple)Block's signed 16-bit timecode relative to its Cluster. */
function blockTimecode(bytes: Uint8Array, element: Element): number | null {
  let block = element;
  if (element.id === ID.blockGroup) {
    let found: Element | null = null;
    forEachChild(bytes, element.dataAt, element.dataAt + element.size!, (child) => {
      if (child.id === ID.block) found = child;
      return child.id !== ID.block;
    });
    if (!found) return null;
    block = found;
  }
  const track = readVint(bytes, block.dataAt, false);
  if (!track || block.size === null || track.length + 2 > block.size) return null;
  const at = block.dataAt + track.length;
  return new DataView(bytes.buffer, bytes.byteOffset + at, 2).getInt16(0);
}
