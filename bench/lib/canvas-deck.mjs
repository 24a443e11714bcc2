// A canvas deck (schema '3', src/kernel/document/canvas/model.ts) to publish as JSON: 25 frames on
// the canvas, each with two frames inside and the first of those with one more (100 frames, nested
// up to 3 deep), and in every frame a text of rich runs (title, marked and linked runs, a list), a
// shape and a second item joined to it by a connector: mostly shapes, a demo picture in every tenth
// frame, a table in two frames (500 elements in all). Its path visits every frame depth first (100
// steps). Words come from the demo talks through a seeded generator: the same deck on every run.
import { logIn } from './login.mjs';
import { random, sampler, vocabulary } from './words.mjs';

const TOP_FRAMES = 25;
const PICTURES = [
  'media/a-epidemic-curve.svg',
  'media/a-funnel-dropoff.svg',
  'media/a-projectile-trajectory.svg',
  'media/a-thesis-model-comparison.svg',
];
const SHAPES = ['rectangle', 'rounded', 'ellipse', 'triangle'];
const FRAME_SHAPES = ['rectangle', 'rectangle', 'circle', 'bracket'];

/** The deck's document: 100 frames, 500 elements, 100 steps. */
export function canvasDeck() {
  const next = random(0xca4a5);
  const draw = sampler(vocabulary(), next);
  const phrase = (n) => Array.from({ length: n }, draw).join(' ');
  const elements = [];
  const path = [];
  let frameCount = 0;
  let itemCount = 0;
  const id = (prefix) => `${prefix}${++itemCount}`;

  /** The frame's content in its region (x, y, w, h in world units): four elements. */
  const content = (frame, x, y, w, h) => {
    const n = frameCount;
    const size = h * 0.1;
    const text = {
      kind: 'text',
      id: id('t'),
      parent: frame,
      x: x + w * 0.04,
      y: y + h * 0.06,
      width: w * 0.5,
      height: h * 0.88,
      rotation: 0,
      z: 1,
      content: {
        paragraphs: [
          { role: 'title', runs: [{ text: `Part ${n}: ${phrase(3)}`, size: size * 1.6, font: 'heading' }] },
          {
            runs: [
              { text: `${phrase(4)} `, size },
              { text: phrase(2), bold: true, size },
              { text: ` ${phrase(3)} `, size },
              { text: phrase(2), italic: true, color: 'theme:accent', size },
              { text: ', see ', size },
              { text: phrase(2), link: `https://example.org/part-${n}`, underline: true, size },
              { text: '.', size },
            ],
          },
          { list: 'bullet', runs: [{ text: phrase(5), size }] },
          { list: 'bullet', level: 1, runs: [{ text: phrase(4), size, strike: n % 3 === 0 || undefined }] },
        ],
      },
    };
    const shape = {
      kind: 'shape',
      id: id('s'),
      parent: frame,
      shape: SHAPES[n % SHAPES.length],
      x: x + w * 0.6,
      y: y + h * 0.08,
      width: w * 0.16,
      height: h * 0.3,
      rotation: n % 4 === 1 ? 8 : 0,
      z: 2,
      fill: `theme:palette${n % 5}`,
      stroke: { color: 'theme:text', width: h * 0.01, dash: n % 2 ? 'dashed' : 'solid' },
      content: { paragraphs: [{ align: 'center', runs: [{ text: phrase(2), bold: true, size }] }] },
    };
    const box = {
      parent: frame,
      x: x + w * 0.6,
      y: y + h * 0.52,
      width: w * 0.36,
      height: h * 0.42,
      rotation: 0,
      z: 3,
    };
    let second;
    if (n % 50 === 7) {
      const cell = (words, fill) => ({
        content: { paragraphs: [{ runs: [{ text: phrase(words), size: size * 0.6 }] }] },
        ...(fill ? { fill } : {}),
      });
      second = {
        kind: 'table',
        id: id('tb'),
        ...box,
        columns: [0.4, 0.3, 0.3],
        headerRow: true,
        stroke: { color: 'theme:text', width: h * 0.004, dash: 'solid' },
        rows: Array.from({ length: 5 }, (_, r) => [
          cell(2, r === 0 ? 'theme:surface' : undefined),
          cell(1),
          cell(1),
        ]),
      };
    } else if (n % 10 === 4) {
      second = {
        kind: 'image',
        id: id('i'),
        ...box,
        src: PICTURES[Math.floor(n / 10) % PICTURES.length],
        alt: `A chart about ${phrase(3)}`,
      };
    } else {
      second = {
        kind: 'shape',
        id: id('s'),
        ...box,
        shape: SHAPES[(n + 2) % SHAPES.length],
        fill: `#${((n * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`,
      };
    }
    // A connector's box runs between its ends' centres (the player recomputes it as they move).
    const [ax, ay] = [shape.x + shape.width / 2, shape.y + shape.height / 2];
    const [bx, by] = [second.x + second.width / 2, second.y + second.height / 2];
    const connector = {
      kind: 'connector',
      id: id('c'),
      parent: frame,
      from: shape.id,
      to: second.id,
      x: Math.min(ax, bx),
      y: Math.min(ay, by),
      width: Math.max(Math.abs(bx - ax), 0.01),
      height: Math.max(Math.abs(by - ay), 0.01),
      rotation: 0,
      z: 4,
      stroke: { color: 'theme:accent', width: h * 0.008, dash: n % 3 === 1 ? 'dotted' : 'solid' },
      arrowEnd: true,
    };
    elements.push(text, shape, second, connector);
  };

  /** A frame and its content; frames with frames inside keep their content to the top 45 %. */
  const frame = (parent, x, y, w, h, z, depth, children) => {
    const n = ++frameCount;
    const frameId = `f${n}`;
    elements.push({
      kind: 'frame',
      id: frameId,
      ...(parent ? { parent } : {}),
      shape: depth === 1 ? 'rectangle' : FRAME_SHAPES[n % FRAME_SHAPES.length],
      title: `Frame ${n}`,
      x,
      y,
      width: w,
      height: h,
      rotation: 0,
      z,
      ...(depth === 1 ? { fill: 'theme:surface' } : {}),
    });
    path.push({ id: `step${n}`, frame: frameId });
    content(frameId, x, y, w, children ? h * 0.45 : h);
    return frameId;
  };

  for (let t = 0; t < TOP_FRAMES; t++) {
    const [x, y] = [(t % 5) * 2000, Math.floor(t / 5) * 1200];
    const top = frame(undefined, x, y, 1600, 900, t, 1, true);
    // Two frames in the lower half; the first holds one more in its lower right.
    const a = frame(top, x + 100, y + 480, 640, 360, 10, 2, true);
    frame(a, x + 100 + 420, y + 480 + 220, 192, 108, 10, 3, false);
    frame(top, x + 860, y + 480, 640, 360, 11, 2, false);
  }
  return { version: 3, title: 'A hundred frames on a canvas', theme: 'ocean', elements, path };
}

/** Publishes the canvas deck, public, as the demo user; its view page's path. */
export async function publishCanvasDeck(base) {
  const session = await logIn(base);
  const response = await fetch(`${base}/api/v4/presentations/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: session.cookie,
      origin: base,
      'x-csrftoken': session.csrf,
    },
    body: JSON.stringify({ source: JSON.stringify(canvasDeck()), privacy: 'public', format: 'json' }),
  });
  if (response.status !== 201)
    throw new Error(`publishing the canvas deck answered ${response.status}: ${await response.text()}`);
  return (await response.json()).path;
}
