// Schema '2' layout (Prezi Next): the overview in the centre, topics on an ellipse around it, each
// topic's subtopics on a smaller ring inside its circle. The path visits a topic, then its subtopics
// depth-first, then comes back out to the topic before moving on, and ends on the overview.
import type { DeckDocument, Topic } from './document';
import {
  boundsOf,
  CIRCLE_DESIGN,
  type LaidOutFrame,
  type Layout,
  RECT_CONTENT,
  RECT_DESIGN,
  rectOf,
  rectOfBounds,
  type Step,
  textsBelowTitle,
} from './layout-model';
import { fitFontSize } from './layout-text';

/** The overview's frame id; document ids match [A-Za-z0-9_-]+, so it can never clash with one. */
export const OVERVIEW_ID = ':overview';
/** Radius of a top-level topic circle, in world units. */
export const TOPIC_RADIUS = 1000;

/** Angle of the i-th of n items on a ring: the first at the top, then clockwise (y points down). */
export const ringAngle = (i: number, n: number) => -Math.PI / 2 + (2 * Math.PI * i) / n;

/** The ellipse the topics sit on: landscape like a screen, wide enough that neighbours never touch. */
export function topicRing(n: number, radius = TOPIC_RADIUS): { rx: number; ry: number } {
  // Neighbours are closest at the ends of the long axis, where they are about 2·ry·sin(π/n) apart.
  const spread = n >= 3 ? (1.2 * radius) / Math.sin(Math.PI / n) : 0;
  const ry = Math.max(2.4 * radius, spread);
  return { rx: ry * 1.5, ry };
}

/** Radius of each of k subtopic circles on the rim of their parent, leaving a gap between them. */
export function childRadius(parent: number, k: number): number {
  if (k === 0) return 0;
  const s = k >= 2 ? Math.sin(Math.PI / k) : 1;
  // With the ring at parent − 1.08·r, neighbours are 2·ring·s apart; this keeps that ≥ 2.2·r.
  return Math.min(0.2 * parent, (parent * s) / (1.1 + 1.08 * s));
}

/** Distance from a parent's centre to the centres of its subtopics. */
export const childRing = (parent: number, child: number) => parent - 1.08 * child;

const stepOf = (frame: LaidOutFrame): Step => ({
  frameId: frame.id,
  target: rectOf(frame),
  title: frame.title ?? '',
});

interface Placement {
  x: number;
  y: number;
  radius: number;
  depth: number;
  paletteIndex: number;
}

function placeTopic(topic: Topic, at: Placement, frames: LaidOutFrame[], steps: Step[]): void {
  const k = topic.topics.length;
  const r = childRadius(at.radius, k);
  // Share of the radius left free for the topic's own text: all of it, or the middle inside the ring.
  const free = k > 0 ? (childRing(at.radius, r) - r) / at.radius - 0.04 : 0.95;
  const half = CIRCLE_DESIGN / 2;
  const content = { width: 1.6 * free * half, height: 1.2 * free * half };
  const texts = textsBelowTitle(topic.title, topic.texts);
  const frame: LaidOutFrame = {
    id: topic.id,
    kind: 'topic',
    shape: 'circle',
    depth: at.depth,
    x: at.x,
    y: at.y,
    width: 2 * at.radius,
    height: 2 * at.radius,
    rotation: 0,
    title: topic.title,
    texts,
    ...(topic.image ? { image: topic.image } : {}),
    paletteIndex: at.paletteIndex,
    design: { width: CIRCLE_DESIGN, height: CIRCLE_DESIGN },
    content,
    fontSize: fitFontSize(content, { ...topic, texts }),
  };
  frames.push(frame);
  steps.push(stepOf(frame));
  const ring = childRing(at.radius, r);
  topic.topics.forEach((child, j) => {
    const angle = ringAngle(j, k);
    const place = {
      x: at.x + ring * Math.cos(angle),
      y: at.y + ring * Math.sin(angle),
      radius: r,
      depth: at.depth + 1,
      paletteIndex: at.paletteIndex + j + 1,
    };
    placeTopic(child, place, frames, steps);
  });
  if (k > 0) steps.push(stepOf(frame)); // back out to the topic before moving on
}

export function layoutDeck(doc: DeckDocument): Layout {
  const n = doc.topics.length;
  const { rx, ry } = topicRing(n);
  // The overview's title box fills the middle of the ring at 16:9, clear of the topic circles.
  let width = 2 * (rx - TOPIC_RADIUS) * 0.62;
  let height = (width * 9) / 16;
  const maxHeight = 2 * (ry - TOPIC_RADIUS) * 0.62;
  if (height > maxHeight) {
    height = maxHeight;
    width = (height * 16) / 9;
  }
  const texts = textsBelowTitle(doc.title, doc.texts);
  const overview: LaidOutFrame = {
    id: OVERVIEW_ID,
    kind: 'overview',
    shape: 'rect',
    depth: 0,
    x: 0,
    y: 0,
    width,
    height,
    rotation: 0,
    title: doc.title,
    texts,
    paletteIndex: 0,
    design: { ...RECT_DESIGN },
    content: { ...RECT_CONTENT },
    fontSize: fitFontSize(RECT_CONTENT, { title: doc.title, texts }),
  };
  const frames = [overview];
  const topicSteps: Step[] = [];
  doc.topics.forEach((topic, i) => {
    const angle = ringAngle(i, n);
    const place = { x: rx * Math.cos(angle), y: ry * Math.sin(angle), radius: TOPIC_RADIUS, depth: 1 };
    placeTopic(topic, { ...place, paletteIndex: i }, frames, topicSteps);
  });
  const bounds = boundsOf(frames);
  // The overview step shows the whole ring, as Prezi's overview does, not just the title box.
  const overviewStep: Step = { frameId: OVERVIEW_ID, target: rectOfBounds(bounds), title: doc.title };
  const steps = n > 0 ? [overviewStep, ...topicSteps, overviewStep] : [overviewStep];
  return { frames, steps, bounds };
}
