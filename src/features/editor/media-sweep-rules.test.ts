import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { canvasToYDoc } from '../../kernel/document/canvas/crdt/mapping';
import { addElement, deleteElements } from '../../kernel/document/canvas/crdt/ops-elements';
import type { CanvasDocument } from '../../kernel/document/canvas/model';
import { hashOf, MEDIA_GRACE_MS, namedMedia, planSweep, referencedKeys } from './media-sweep-rules';

const HERON = `${'a1'.repeat(32)}.png`;
const GULL = `${'b2'.repeat(32)}.webp`;
const TERN = `${'c3'.repeat(32)}.jpg`;
const hash = (key: string) => key.slice(0, 64);
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

const canvas: CanvasDocument = {
  version: 3,
  title: 'Birds',
  theme: 'ocean',
  elements: [
    {
      kind: 'frame',
      id: 'f1',
      shape: 'rectangle',
      title: 'Shore',
      x: 0,
      y: 0,
      width: 1600,
      height: 900,
      rotation: 0,
      z: 0,
    },
  ],
  path: [],
};
const picture = (id: string, key: string) =>
  ({
    kind: 'image',
    id,
    parent: 'f1',
    x: 10,
    y: 10,
    width: 100,
    height: 80,
    rotation: 0,
    z: 1,
    src: `/media/u/${key}`,
    alt: '',
  }) as const;

describe('referencedKeys', () => {
  it('finds a key by its address in a document, a Markdown source and a bare column', () => {
    const texts = [
      JSON.stringify({ topics: [{ image: `/media/u/${HERON}` }] }),
      `# Birds\n\n![A gull](https://podium.example/media/u/${GULL})\n`,
    ];
    expect(referencedKeys([HERON, GULL, TERN], texts)).toEqual(new Set([HERON, GULL]));
    expect(referencedKeys([HERON, GULL, TERN], [TERN])).toEqual(new Set([TERN]));
  });

  it('names nothing from an empty text, and a key named by its hash alone is not named', () => {
    expect(referencedKeys([HERON], [])).toEqual(new Set());
    expect(referencedKeys([HERON], [''])).toEqual(new Set());
    // A hash without an extension's dot is not an address of a file.
    expect(referencedKeys([HERON], [hash(HERON)])).toEqual(new Set());
  });

  it('finds a key that follows other hexadecimal digits', () => {
    expect(referencedKeys([HERON], [`cafe${HERON}`])).toEqual(new Set([HERON]));
  });

  it('keeps any key of another shape: the sweep never judges it', () => {
    expect(referencedKeys(['heron.png', HERON], [])).toEqual(new Set(['heron.png']));
    expect(hashOf('heron.png')).toBeNull();
    expect(hashOf(HERON)).toBe(hash(HERON));
  });

  it('reads a canvas state and its updates as bytes: a picture removed and merged is named no more', () => {
    const ydoc = canvasToYDoc(canvas);
    addElement(ydoc, picture('p1', HERON));
    addElement(ydoc, picture('p2', GULL));
    const added = Y.encodeStateAsUpdate(ydoc);
    expect(referencedKeys([HERON, GULL], [latin1(added)])).toEqual(new Set([HERON, GULL]));

    const before = Y.encodeStateVector(ydoc);
    deleteElements(ydoc, ['p1']);
    const removal = Y.encodeStateAsUpdate(ydoc, before);
    // The merged state no longer holds the removed picture's address; the log's insert still does.
    expect(referencedKeys([HERON, GULL], [latin1(Y.encodeStateAsUpdate(ydoc))])).toEqual(new Set([GULL]));
    expect(referencedKeys([HERON, GULL], [latin1(removal)])).toEqual(new Set());
    expect(referencedKeys([HERON, GULL], [latin1(added), latin1(removal)])).toEqual(new Set([HERON, GULL]));
  });

  it('adds to the set it is given', () => {
    const named = namedMedia([`/media/u/${HERON}`]);
    namedMedia([`/media/u/${GULL}`], named);
    expect(named).toEqual(new Set([hash(HERON), hash(GULL)]));
  });
});

describe('planSweep', () => {
  const now = new Date('2026-12-07T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('marks a file named nowhere, and leaves a named unmarked file alone', () => {
    const plan = planSweep(
      [
        { key: HERON, unreferencedAt: null },
        { key: GULL, unreferencedAt: null },
      ],
      new Set([hash(GULL)]),
      now,
    );
    expect(plan).toEqual({ mark: [HERON], clear: [], remove: [] });
  });

  it('clears the mark of a file named again', () => {
    const plan = planSweep(
      [{ key: HERON, unreferencedAt: ago(MEDIA_GRACE_MS * 2) }],
      new Set([hash(HERON)]),
      now,
    );
    expect(plan).toEqual({ mark: [], clear: [HERON], remove: [] });
  });

  it('deletes a marked file only once the grace period has passed', () => {
    const files = [
      { key: HERON, unreferencedAt: ago(MEDIA_GRACE_MS - 1) },
      { key: GULL, unreferencedAt: ago(MEDIA_GRACE_MS) },
      { key: TERN, unreferencedAt: ago(MEDIA_GRACE_MS + 60_000) },
    ];
    expect(planSweep(files, new Set(), now)).toEqual({ mark: [], clear: [], remove: [GULL, TERN] });
    expect(planSweep(files, new Set(), now, MEDIA_GRACE_MS * 2)).toEqual({ mark: [], clear: [], remove: [] });
  });

  it('never touches a key of another shape', () => {
    const files = [
      { key: 'heron.png', unreferencedAt: null },
      { key: 'gull.png', unreferencedAt: ago(MEDIA_GRACE_MS * 2) },
    ];
    expect(planSweep(files, new Set(), now)).toEqual({ mark: [], clear: [], remove: [] });
  });
});
