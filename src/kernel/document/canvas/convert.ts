// Any deck as a canvas document (schema '3', decision 092), without losing a word, a picture or a
// step: the old layout (layout.ts) places every frame where the player shows it today, and each
// frame's title, texts and picture become elements where the player draws them (convert-frame.ts).
// The path is the layout's steps in order; speaker notes go to the first step showing their frame.
// A pure function: the same deck and notes always give the same document, ids included.
import type { ClassicDocument, DeckDocument, PresentationDocument, Topic } from '../document';
import { layoutDocument } from '../layout';
import type { LaidOutFrame, Layout, Rect } from '../layout-model';
import { noteOf, type SpeakerNotes } from '../speaker-notes';
import { frameContent } from './convert-frame';
import { type IdAllocator, idAllocator, isCanvasId } from './convert-ids';
import {
  CANVAS_LIMITS,
  type CanvasDocument,
  type CanvasElement,
  type FrameElement,
  type PathStep,
} from './model';

export function canvasOf(doc: PresentationDocument, notes: SpeakerNotes = {}): CanvasDocument {
  if (doc.version === 3) return doc;
  const layout = layoutDocument(doc);
  let converted = convertedElements(doc, layout, false);
  // A frame of many texts makes many elements; a deck that would pass the limit gets fewer, larger ones.
  if (converted.elements.length > CANVAS_LIMITS.elements) converted = convertedElements(doc, layout, true);
  const { elements, frameIds, ids } = converted;
  return {
    version: 3,
    title: doc.title,
    theme: doc.theme,
    elements,
    path: pathOf(layout, frameIds, ids, notes),
  };
}

function convertedElements(doc: DeckDocument | ClassicDocument, layout: Layout, compact: boolean) {
  const ids = idAllocator();
  const frameIds = frameIdsOf(layout.frames, ids);
  const parents = doc.version === 2 ? topicParents(doc) : new Map<string, string>();
  let z = 0;
  const nextZ = () => z++;
  const elements: CanvasElement[] = [];
  for (const frame of layout.frames) {
    const id = frameIds.get(frame.id)!;
    const parentId = parents.get(frame.id);
    const parent = parentId === undefined ? undefined : frameIds.get(parentId);
    elements.push(frameElement(frame, shownRect(frame, layout), { id, parent, z: nextZ() }));
    elements.push(...frameContent(frame, { frameId: id, ids, nextZ, deckTitle: doc.title, compact }));
  }
  return { elements, frameIds, ids };
}

/** Old frame ids first, so they are kept before any derived id (the overview's) could take one. */
function frameIdsOf(frames: LaidOutFrame[], ids: IdAllocator): Map<string, string> {
  const frameIds = new Map<string, string>();
  for (const frame of frames) if (isCanvasId(frame.id)) frameIds.set(frame.id, ids.take(frame.id, 'frame'));
  for (const frame of frames)
    if (!frameIds.has(frame.id))
      frameIds.set(frame.id, ids.take(undefined, frame.kind === 'overview' ? 'overview' : 'frame'));
  return frameIds;
}

/** Each nested topic's id with its parent topic's. */
function topicParents(doc: DeckDocument): Map<string, string> {
  const parents = new Map<string, string>();
  const walk = (topic: Topic) => {
    for (const child of topic.topics) {
      parents.set(child.id, topic.id);
      walk(child);
    }
  };
  doc.topics.forEach(walk);
  return parents;
}

/**
 * What the camera shows of a frame: its own box, except where its steps show more. A topic deck's
 * overview is a title box whose step shows the whole ring; a canvas step shows its frame's box, so
 * the overview's frame spans what the step shows, drawn invisible, with the title where it was.
 */
function shownRect(frame: LaidOutFrame, layout: Layout): Rect {
  const shown = layout.steps.find((step) => step.frameId === frame.id)?.target;
  return frame.kind === 'overview' && shown ? shown : frame;
}

function frameElement(
  frame: LaidOutFrame,
  rect: Rect,
  { id, parent, z }: { id: string; parent: string | undefined; z: number },
): FrameElement {
  const shape = frame.kind === 'overview' ? 'invisible' : frame.shape === 'circle' ? 'circle' : 'rectangle';
  return {
    kind: 'frame',
    id,
    ...(parent === undefined ? {} : { parent }),
    x: rect.x - rect.width / 2,
    y: rect.y - rect.height / 2,
    width: rect.width,
    height: rect.height,
    rotation: rect.rotation,
    z,
    shape,
    ...(frame.title ? { title: frame.title } : {}),
    // The player paints frames in the theme's surface colour, and a page's picture on white.
    ...(shape === 'invisible' ? {} : { fill: frame.imageFill ? '#ffffff' : 'theme:surface' }),
  };
}

function pathOf(
  layout: Layout,
  frameIds: Map<string, string>,
  ids: IdAllocator,
  notes: SpeakerNotes,
): PathStep[] {
  const noted = new Set<string>();
  return layout.steps.map((step, i) => {
    // A frame's notes are read on the first step that shows it; a revisit has none of its own.
    const note = noted.has(step.frameId) ? '' : noteOf(notes, step.frameId);
    noted.add(step.frameId);
    return {
      id: ids.take(undefined, `step-${i + 1}`),
      frame: frameIds.get(step.frameId)!,
      ...(note ? { notes: note } : {}),
    };
  });
}
