import { describe, expect, it } from 'vitest';
import { bodyText, buildClassic, buildDeck, buildFrame, buildTopic } from '../../../test/helpers/documents';
import type { Topic } from './document';
import { CLASSIC_FRAME, type LaidOutFrame, layoutDocument, OVERVIEW_ID, stepForFrame } from './layout';
import { childRadius, childRing, TOPIC_RADIUS, topicRing } from './layout-deck';
import { importMarkdown } from './markdown-import';

const topics = (n: number, make: (i: number) => Partial<Topic> = () => ({})): Topic[] =>
  Array.from({ length: n }, (_, i) => buildTopic({ id: `t${i}`, title: `Topic ${i}`, ...make(i) }));

const frame = (frames: LaidOutFrame[], id: string) => {
  const found = frames.find((f) => f.id === id);
  if (!found) throw new Error(`no frame ${id}`);
  return found;
};

const gap = (a: LaidOutFrame, b: LaidOutFrame) =>
  Math.hypot(a.x - b.x, a.y - b.y) - a.width / 2 - b.width / 2;

describe('layoutDocument: schema 2 ring', () => {
  it('puts the overview in the centre with the title and overview texts', () => {
    const deck = buildDeck({ title: 'Tidy data', texts: [bodyText('intro', 'Why shape matters')] });
    const { frames } = layoutDocument(deck);
    const overview = frame(frames, OVERVIEW_ID);
    expect(overview).toMatchObject({ kind: 'overview', depth: 0, x: 0, y: 0, title: 'Tidy data' });
    expect(overview.texts[0]?.paragraphs[0]?.text).toBe('Why shape matters');
    expect(overview.width / overview.height).toBeCloseTo(16 / 9);
  });

  it('drops a title-styled text that only repeats the heading', () => {
    const titleText = {
      id: 'title',
      styleClasses: ['title' as const],
      paragraphs: [{ text: 'Deck', biggestFontSize: 64 }],
    };
    const subtitle = { ...titleText, id: 'sub', paragraphs: [{ text: 'A subtitle', biggestFontSize: 64 }] };
    const { frames } = layoutDocument(buildDeck({ title: 'Deck', texts: [titleText, subtitle] }));
    expect(frame(frames, OVERVIEW_ID).texts.map((t) => t.id)).toEqual(['sub']);
  });

  it('places the topics on an ellipse, the first at the top, then clockwise', () => {
    const { frames } = layoutDocument(buildDeck({ topics: topics(4) }));
    const { rx, ry } = topicRing(4);
    const ring = frames.filter((f) => f.depth === 1);
    expect(ring.map((f) => f.id)).toEqual(['t0', 't1', 't2', 't3']);
    for (const topic of ring) {
      expect((topic.x / rx) ** 2 + (topic.y / ry) ** 2).toBeCloseTo(1);
      expect(topic).toMatchObject({ shape: 'circle', kind: 'topic', width: 2 * TOPIC_RADIUS });
    }
    expect(ring[0]!.x).toBeCloseTo(0);
    expect(ring[0]!.y).toBeCloseTo(-ry);
    expect(ring[1]!.x).toBeCloseTo(rx); // clockwise on screen: the second topic is on the right
    expect(ring[1]!.y).toBeCloseTo(0);
    expect(rx).toBeGreaterThan(ry); // landscape, like the screen
  });

  it.each([1, 2, 3, 5, 8, 12, 50])('keeps %i topics apart and clear of the title box', (n) => {
    const { frames } = layoutDocument(buildDeck({ topics: topics(n) }));
    const overview = frame(frames, OVERVIEW_ID);
    const ring = frames.filter((f) => f.depth === 1);
    for (const [i, a] of ring.entries()) {
      for (const b of ring.slice(i + 1)) expect(gap(a, b)).toBeGreaterThan(0);
      // Nearest point of the title box to the circle's centre must lie outside the circle.
      const nearestX = Math.max(-overview.width / 2, Math.min(a.x, overview.width / 2));
      const nearestY = Math.max(-overview.height / 2, Math.min(a.y, overview.height / 2));
      expect(Math.hypot(a.x - nearestX, a.y - nearestY)).toBeGreaterThan(a.width / 2);
    }
  });

  it('puts subtopics on a smaller ring inside their topic, nesting three levels deep', () => {
    const deep = buildTopic({
      id: 'a',
      topics: topics(3, (i) => ({ id: `a${i}`, topics: topics(2, (j) => ({ id: `a${i}-${j}` })) })),
    });
    const { frames } = layoutDocument(buildDeck({ topics: [deep, buildTopic({ id: 'b' })] }));
    const parent = frame(frames, 'a');
    const children = ['a0', 'a1', 'a2'].map((id) => frame(frames, id));
    const r = childRadius(TOPIC_RADIUS, 3);
    for (const [i, child] of children.entries()) {
      expect(child).toMatchObject({ depth: 2, shape: 'circle', width: 2 * r });
      expect(Math.hypot(child.x - parent.x, child.y - parent.y)).toBeCloseTo(childRing(TOPIC_RADIUS, r));
      expect(gap(child, parent)).toBeLessThan(-child.width); // wholly inside the parent
      for (const other of children.slice(i + 1)) expect(gap(child, other)).toBeGreaterThan(0);
    }
    expect(children[0]!.y).toBeLessThan(parent.y); // the first subtopic sits at the top
    const grandchild = frame(frames, 'a1-0');
    expect(grandchild.depth).toBe(3);
    expect(gap(grandchild, children[1]!)).toBeLessThan(-grandchild.width);
  });

  it('walks overview → topic → its subtopics depth-first → back out → next topic → overview', () => {
    const a = buildTopic({
      id: 'a',
      topics: [
        buildTopic({ id: 'a1', topics: [buildTopic({ id: 'a1x' }), buildTopic({ id: 'a1y' })] }),
        buildTopic({ id: 'a2' }),
      ],
    });
    const { steps } = layoutDocument(buildDeck({ topics: [a, buildTopic({ id: 'b' })] }));
    expect(steps.map((s) => s.frameId)).toEqual([
      OVERVIEW_ID,
      'a',
      'a1',
      'a1x',
      'a1y',
      'a1',
      'a2',
      'a',
      'b',
      OVERVIEW_ID,
    ]);
  });

  it('fits topic steps to their circle and the overview step to the whole ring', () => {
    const deck = buildDeck({ title: 'Deck', topics: topics(5) });
    const { frames, steps, bounds } = layoutDocument(deck);
    const t2 = frame(frames, 't2');
    expect(steps[3]).toEqual({
      frameId: 't2',
      title: 'Topic 2',
      target: { x: t2.x, y: t2.y, width: t2.width, height: t2.width, rotation: 0 },
    });
    const overview = steps[0]!.target;
    expect(steps[0]!.title).toBe('Deck');
    expect(overview.width).toBeCloseTo(bounds.maxX - bounds.minX);
    expect(overview.height).toBeCloseTo(bounds.maxY - bounds.minY);
    for (const f of frames)
      expect(Math.abs(f.x - overview.x) + f.width / 2).toBeLessThanOrEqual(overview.width / 2 + 1e-6);
  });

  it('lays out an imported talk with one step per visit', () => {
    const { document } = importMarkdown(
      [
        '# Reading an Epidemic Curve',
        'A histogram of new cases by date of onset.',
        '## What an epi curve is',
        'The x-axis is time, in units suited to the incubation period.',
        '- Use date of onset, not date of report',
        '- Mark key events on the axis',
        '## Step one: look at the overall shape',
        'The shape hints at how people were exposed.',
        '### Point source',
        'Everyone was exposed at about the same time.',
        '### Continuous common source',
        '### Propagated',
        '## Step two: estimate the exposure period',
        '![Epidemic curve](media/a-epidemic-curve.svg)',
      ].join('\n\n'),
    );
    const { frames, steps } = layoutDocument(document);
    expect(frames).toHaveLength(7); // overview, 3 topics, 3 subtopics of "Step one"
    expect(steps).toHaveLength(9); // + back out of "Step one" + back to the overview
    expect(frames[6]).toMatchObject({
      title: 'Step two: estimate the exposure period',
      image: 'media/a-epidemic-curve.svg',
    });
    for (const f of frames) {
      expect(f.fontSize).toBeGreaterThanOrEqual(9);
      expect(f.fontSize).toBeLessThanOrEqual(f.content.height / 12 + 0.05);
    }
  });
});

describe('layoutDocument: schema 0 classic', () => {
  it('places frames as given and follows the document path', () => {
    const doc = buildClassic({
      title: 'Classic',
      frames: [
        buildFrame({ id: 'overview', title: 'Overview', scale: 4 }),
        buildFrame({ id: 'one', title: 'One', x: 500, y: -200, scale: 0.5, rotation: -6 }),
        buildFrame({ id: 'two', x: -800, y: 300 }),
      ],
      path: ['overview', 'one', 'two', 'one', 'overview'],
    });
    const { frames, steps } = layoutDocument(doc);
    expect(frame(frames, 'one')).toMatchObject({
      kind: 'frame',
      shape: 'rect',
      x: 500,
      y: -200,
      width: CLASSIC_FRAME.width * 0.5,
      height: CLASSIC_FRAME.height * 0.5,
      rotation: -6,
    });
    expect(steps.map((s) => s.frameId)).toEqual(['overview', 'one', 'two', 'one', 'overview']);
    expect(steps[1]!.target).toEqual({ x: 500, y: -200, width: 800, height: 450, rotation: -6 });
    expect(steps[2]!.title).toBe('Classic'); // an untitled frame announces the presentation's title
  });

  it('includes rotated corners in the bounds', () => {
    const doc = buildClassic({ frames: [buildFrame({ id: 'f', rotation: 90 })], path: ['f'] });
    const { bounds } = layoutDocument(doc);
    expect(bounds.maxX - bounds.minX).toBeCloseTo(CLASSIC_FRAME.height);
    expect(bounds.maxY - bounds.minY).toBeCloseTo(CLASSIC_FRAME.width);
  });
});

describe('stepForFrame', () => {
  it('finds the first step that shows a frame, or -1', () => {
    const a = buildTopic({ id: 'a', topics: [buildTopic({ id: 'a1' })] });
    const layout = layoutDocument(buildDeck({ topics: [a, buildTopic({ id: 'b' })] }));
    expect(stepForFrame(layout, 'a')).toBe(1);
    expect(stepForFrame(layout, 'a1')).toBe(2);
    expect(stepForFrame(layout, 'b')).toBe(4);
    expect(stepForFrame(layout, OVERVIEW_ID)).toBe(0);
    expect(stepForFrame(layout, 'missing')).toBe(-1);
  });
});
