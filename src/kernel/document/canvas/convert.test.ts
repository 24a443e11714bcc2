import { describe, expect, it } from 'vitest';
import {
  bodyText,
  buildClassic,
  buildDeck,
  buildFrame,
  buildTopic,
  bulletText,
} from '../../../../test/helpers/documents';
import { layoutDocument, OVERVIEW_ID } from '../layout';
import { HEADING_SCALE, paragraphScale } from '../layout-text';
import { pdfDeck } from '../pdf-deck';
import { OVERVIEW_NOTES } from '../speaker-notes';
import { canvasOf } from './convert';
import { ALT_LENGTH } from './convert-picture';
import {
  CANVAS_LIMITS,
  type CanvasDocument,
  type CanvasElement,
  type FrameElement,
  type ImageElement,
  type TextElement,
} from './model';
import { expectFaithful } from './testing';

const byId = (doc: CanvasDocument, id: string): CanvasElement => {
  const found = doc.elements.find((element) => element.id === id);
  if (!found) throw new Error(`no element ${id}`);
  return found;
};
const childrenOf = (doc: CanvasDocument, parent: string) =>
  doc.elements.filter((element) => element.parent === parent);
const textsOf = (doc: CanvasDocument, parent: string) =>
  childrenOf(doc, parent).filter((element): element is TextElement => element.kind === 'text');
const centre = (box: { x: number; y: number; width: number; height: number }) => ({
  x: box.x + box.width / 2,
  y: box.y + box.height / 2,
});

const nested = buildDeck({
  title: 'Rivers',
  texts: [bodyText('intro', 'Where water goes')],
  topics: [
    buildTopic({
      id: 'source',
      title: 'Source',
      texts: [bodyText('springs', 'Springs and snow')],
      image: 'media/spring.png',
      topics: [
        buildTopic({ id: 'glacier', title: 'Glacier', topics: [buildTopic({ id: 'ice', title: 'Ice' })] }),
        buildTopic({ id: 'rain', title: 'Rain' }),
      ],
    }),
    buildTopic({ id: 'mouth', title: 'Mouth' }),
  ],
});

describe('canvasOf: a topic deck', () => {
  const canvas = canvasOf(nested, { [OVERVIEW_NOTES]: 'Say hello', rain: 'Mention floods' });
  const layout = layoutDocument(nested);

  it('keeps every word, picture, step and note', () => {
    expectFaithful(nested, { [OVERVIEW_NOTES]: 'Say hello', rain: 'Mention floods' }, canvas);
  });

  it('makes each topic a circle where the ring put it, subtopics inside their topic', () => {
    const frames = canvas.elements.filter((element): element is FrameElement => element.kind === 'frame');
    expect(frames.map((frame) => [frame.id, frame.shape, frame.parent])).toEqual([
      ['overview', 'invisible', undefined],
      ['source', 'circle', undefined],
      ['glacier', 'circle', 'source'],
      ['ice', 'circle', 'glacier'],
      ['rain', 'circle', 'source'],
      ['mouth', 'circle', undefined],
    ]);
    const old = layout.frames.find((frame) => frame.id === 'glacier')!;
    expect(centre(byId(canvas, 'glacier')).x).toBeCloseTo(old.x, 6);
    expect(centre(byId(canvas, 'glacier')).y).toBeCloseTo(old.y, 6);
    expect(byId(canvas, 'glacier').width).toBe(old.width);
  });

  it('spans the overview over the whole ring its step shows, its title where the title box was', () => {
    const box = layout.frames.find((frame) => frame.id === OVERVIEW_ID)!;
    const overview = byId(canvas, 'overview');
    expect(overview.width).toBeCloseTo(layout.steps[0]!.target.width);
    const [title, intro] = textsOf(canvas, 'overview');
    expect(title!.content.paragraphs[0]).toMatchObject({ role: 'title', align: 'center' });
    expect(title!.content.paragraphs[0]!.runs[0]).toMatchObject({ text: 'Rivers', color: 'theme:accent' });
    expect(intro!.content.paragraphs[0]!.runs[0]!.text).toBe('Where water goes');
    for (const text of [title!, intro!]) {
      expect(text.x).toBeGreaterThanOrEqual(box.x - box.width / 2);
      expect(text.x + text.width).toBeLessThanOrEqual(box.x + box.width / 2);
    }
  });

  it('stacks a topic’s title, texts and picture top to bottom, the picture described by the title', () => {
    const [title, text, image] = childrenOf(canvas, 'source').filter((element) => element.kind !== 'frame');
    expect([title?.kind, text?.kind, image?.kind]).toEqual(['text', 'text', 'image']);
    expect(title!.y).toBeLessThan(text!.y);
    expect(text!.y).toBeLessThan(image!.y);
    expect(image).toMatchObject({ src: 'media/spring.png', alt: 'Source' });
  });

  it('puts each note on the first step showing its frame', () => {
    const steps = canvas.path.map((step) => [step.frame, step.notes]);
    expect(steps[0]).toEqual(['overview', 'Say hello']);
    expect(steps.at(-1)).toEqual(['overview', undefined]);
    expect(steps.filter(([frame]) => frame === 'rain')).toEqual([['rain', 'Mention floods']]);
    expect(new Set(canvas.path.map((step) => step.id)).size).toBe(canvas.path.length);
  });

  it('is a pure function: the same deck converts to the same document', () => {
    expect(canvasOf(nested, { rain: 'Mention floods', [OVERVIEW_NOTES]: 'Say hello' })).toEqual(canvas);
  });
});

describe('canvasOf: texts', () => {
  const deck = buildDeck({
    topics: [
      buildTopic({
        id: 'plan',
        title: 'Plan',
        texts: [
          bulletText('list', 'Ship', 'Learn'),
          { id: 'small', styleClasses: ['subtitle_2'], paragraphs: [{ text: 'Later', biggestFontSize: 30 }] },
          { id: 'plan', styleClasses: ['body'], paragraphs: [{ text: 'Same id', biggestFontSize: 20 }] },
        ],
      }),
    ],
  });
  const canvas = canvasOf(deck);
  const frame = layoutDocument(deck).frames.find((f) => f.id === 'plan')!;
  const k = frame.width / frame.design.width;

  it('writes bullets as a list and sizes runs in world units', () => {
    const list = byId(canvas, 'list') as TextElement;
    expect(list.content.paragraphs.map((p) => [p.list, p.role, p.runs[0]!.text])).toEqual([
      ['bullet', 'body', 'Ship'],
      ['bullet', 'body', 'Learn'],
    ]);
    const size = frame.fontSize * paragraphScale({ biggestFontSize: 20 }) * k;
    expect(list.content.paragraphs[0]!.runs[0]!.size).toBeCloseTo(size, 2);
    const title = textsOf(canvas, 'plan')[0]!;
    expect(title.content.paragraphs[0]!.runs[0]!.size).toBeCloseTo(frame.fontSize * HEADING_SCALE * k, 2);
  });

  it('gives small headings the subtitle role, and a clashing id a new one', () => {
    const small = byId(canvas, 'small') as TextElement;
    expect(small.content.paragraphs[0]!.role).toBe('subtitle');
    const sameId = textsOf(canvas, 'plan').find((t) => t.content.paragraphs[0]!.runs[0]!.text === 'Same id');
    expect(sameId!.id).toBe('plan-text');
  });

  it('names the overview anew when a topic already took its name', () => {
    const taken = canvasOf(buildDeck({ topics: [buildTopic({ id: 'overview', title: 'Overview' })] }));
    expect(taken.elements.filter((e) => e.kind === 'frame').map((e) => e.id)).toEqual([
      'overview-2',
      'overview',
    ]);
  });
});

describe('canvasOf: a classic deck', () => {
  const classic = buildClassic({
    frames: [
      buildFrame({ id: 'overview', title: 'Overview', texts: [bodyText('o', 'All of it')] }),
      buildFrame({
        id: 'one',
        title: 'One',
        x: 2000,
        y: 300,
        scale: 0.5,
        rotation: 30,
        texts: [bodyText('t', 'Tilted')],
      }),
    ],
    path: ['overview', 'one', 'overview', 'one'],
  });
  const notes = { one: 'First visit only' };
  const canvas = canvasOf(classic, notes);

  it('keeps every word, picture, step and note, revisits included', () => {
    expectFaithful(classic, notes, canvas);
    expect(canvas.path.map((step) => [step.id, step.frame, step.notes])).toEqual([
      ['step-1', 'overview', undefined],
      ['step-2', 'one', 'First visit only'],
      ['step-3', 'overview', undefined],
      ['step-4', 'one', undefined],
    ]);
  });

  it('turns a frame’s content with the frame about its centre', () => {
    const one = byId(canvas, 'one');
    expect(one).toMatchObject({ shape: 'rectangle', rotation: 30, width: 800, height: 450 });
    const tilted = textsOf(canvas, 'one').at(-1)!;
    expect(tilted.rotation).toBe(30);
    // Below the frame's centre before turning, so after a clockwise turn it lies to the lower left.
    const offset = { x: centre(tilted).x - 2000, y: centre(tilted).y - 300 };
    expect(offset.x).toBeLessThan(0);
    expect(offset.y).toBeGreaterThan(0);
  });
});

describe('canvasOf: a deck near the limits', () => {
  const frames = Array.from({ length: 200 }, (_, i) =>
    buildFrame({
      id: `f${i}`,
      title: `Frame ${i}`,
      x: i * 2000,
      texts: Array.from({ length: 10 }, (_, j) => bodyText(`f${i}t${j}`, `Frame ${i} text ${j}`)),
    }),
  );
  const classic = buildClassic({ frames, path: frames.map((frame) => frame.id) });

  it('joins a frame’s neighbouring texts when one element each would pass the element limit', () => {
    const canvas = canvasOf(classic);
    expect(canvas.elements.length).toBeLessThanOrEqual(CANVAS_LIMITS.elements);
    expectFaithful(classic, {}, canvas);
    const [text] = textsOf(canvas, 'f7');
    expect(text!.content.paragraphs.map((p) => p.runs[0]!.text).slice(0, 2)).toEqual([
      'Frame 7',
      'Frame 7 text 0',
    ]);
  });

  it('keeps one element per text below the limit', () => {
    const small = buildClassic({ frames: frames.slice(0, 3), path: ['f0'] });
    expect(textsOf(canvasOf(small), 'f1')).toHaveLength(11);
  });
});

describe('canvasOf: a PDF deck', () => {
  const long = Array.from({ length: 60 }, (_, i) => `Line ${i} of a dense page`).join('\n');
  const deck = pdfDeck('Report', [
    { image: '/media/u/a.webp', aspectRatio: 1.5, text: 'Quarterly report\nRevenue up' },
    { image: '/media/u/b.webp', aspectRatio: 0.7, text: long },
    { image: '/media/u/c.webp', aspectRatio: 1, text: '' },
  ]);
  const canvas = canvasOf(deck);

  it('keeps every word, picture and step', () => {
    expectFaithful(deck, {}, canvas);
  });

  it('fills each page’s frame with its picture, described by the page’s words', () => {
    const [image, ...rest] = childrenOf(canvas, 'page-1');
    expect(rest).toEqual([]);
    expect(image).toMatchObject({ kind: 'image', alt: 'Quarterly report\nRevenue up', rotation: 0 });
    const frame = byId(canvas, 'page-1');
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(image![key]).toBeCloseTo(frame[key], 2);
    expect((byId(canvas, 'page-3') as FrameElement).fill).toBe('#ffffff');
    expect((childrenOf(canvas, 'page-3')[0] as ImageElement).alt).toBe('Report');
  });

  it('keeps what a description cannot hold as text under the picture', () => {
    const [image, words] = childrenOf(canvas, 'page-2') as [ImageElement, TextElement];
    expect(image.alt.length).toBeLessThanOrEqual(ALT_LENGTH);
    expect(words).toMatchObject({ kind: 'text', autoFit: true, width: image.width, height: image.height });
    expect(words.z).toBeLessThan(image.z);
    const read = [...image.alt.split('\n'), ...words.content.paragraphs.map((p) => p.runs[0]!.text)];
    expect(read.join('\n')).toBe(long);
  });
});

describe('canvasOf: a canvas deck', () => {
  it('comes back as it is', () => {
    const canvas = canvasOf(nested);
    expect(canvasOf(canvas)).toBe(canvas);
  });
});
