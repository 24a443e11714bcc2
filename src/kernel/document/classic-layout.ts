// Lays a topic deck out as a classic (schema '0') document: frames placed freely on a canvas
// with an explicit path, the way classic Prezi decks were built by hand.
import type { ClassicDocument, DeckDocument, Frame, Topic } from './document';

// Frames are 1600×900 × scale. The overview (scale 2.4) is 3840×2160; the ring is wide enough
// that topic frames sit outside it, and each topic's subtopics sit in a row just below it.
const OVERVIEW_SCALE = 2.4;
const RING = { x: 3800, y: 2700 };
const SUBTOPIC_SCALE = 0.25;

export function toClassicLayout(deck: DeckDocument): ClassicDocument {
  const frames: Frame[] = [
    { id: 'overview', x: 0, y: 0, scale: OVERVIEW_SCALE, rotation: 0, title: deck.title, texts: deck.texts },
  ];
  const path = ['overview'];
  deck.topics.forEach((topic, i) => {
    const angle = (2 * Math.PI * i) / deck.topics.length - Math.PI / 2;
    const x = Math.round(Math.cos(angle) * RING.x);
    const y = Math.round(Math.sin(angle) * RING.y);
    // A small, deterministic tilt gives the hand-placed look of classic decks.
    const rotation = ((i * 37) % 13) - 6;
    frames.push(frameOf(topic, x, y, 1, rotation));
    path.push(topic.id);
    topic.topics.forEach((sub, j) => {
      const offset = (j - (topic.topics.length - 1) / 2) * 430;
      frames.push(frameOf(sub, x + offset, y + 450 + 60 + 113, SUBTOPIC_SCALE, rotation));
      path.push(sub.id);
    });
  });
  path.push('overview');
  return { version: 0, title: deck.title, theme: deck.theme, frames, path };
}

function frameOf(topic: Topic, x: number, y: number, scale: number, rotation: number): Frame {
  return {
    id: topic.id,
    x,
    y,
    scale,
    rotation,
    title: topic.title,
    texts: topic.texts,
    ...(topic.image ? { image: topic.image } : {}),
  };
}
