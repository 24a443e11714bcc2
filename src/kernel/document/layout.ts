// Turns either document schema into what the player needs (DESIGN §4): frames placed in world
// coordinates and a path of camera steps. The player knows nothing about topics or classic frames.
import { layoutCanvas } from './canvas/layout';
import type { ClassicDocument, Frame, PresentationDocument } from './document';
import { layoutDeck } from './layout-deck';
import {
  boundsOf,
  CLASSIC_FRAME,
  type LaidOutFrame,
  type Layout,
  RECT_CONTENT,
  RECT_DESIGN,
  rectOf,
  type Step,
  textsBelowTitle,
} from './layout-model';
import { fitFontSize } from './layout-text';

export { OVERVIEW_ID } from './layout-deck';
export type { Bounds, LaidOutFrame, Layout, Rect, Step } from './layout-model';
export { CLASSIC_FRAME } from './layout-model';

export function layoutDocument(doc: PresentationDocument): Layout {
  if (doc.version === 3) return layoutCanvas(doc);
  return doc.version === 0 ? layoutClassic(doc) : layoutDeck(doc);
}

/** A picture frame (a PDF page) takes its image's shape, and the image fills it edge to edge. */
function pictureFields(frame: Frame, aspectRatio: number): Partial<LaidOutFrame> {
  const design = { width: RECT_DESIGN.width, height: RECT_DESIGN.width / aspectRatio };
  return {
    height: (CLASSIC_FRAME.width * frame.scale) / aspectRatio,
    design,
    content: design,
    imageFill: true,
  };
}

function layoutClassic(doc: ClassicDocument): Layout {
  const frames = doc.frames.map((frame, i): LaidOutFrame => {
    const texts = textsBelowTitle(frame.title, frame.texts);
    return {
      id: frame.id,
      kind: 'frame',
      shape: 'rect',
      depth: 1,
      x: frame.x,
      y: frame.y,
      width: CLASSIC_FRAME.width * frame.scale,
      height: CLASSIC_FRAME.height * frame.scale,
      rotation: frame.rotation,
      ...(frame.title ? { title: frame.title } : {}),
      texts,
      ...(frame.image ? { image: frame.image } : {}),
      paletteIndex: i,
      design: { ...RECT_DESIGN },
      content: { ...RECT_CONTENT },
      fontSize: fitFontSize(RECT_CONTENT, { ...frame, texts }),
      ...(frame.image && frame.aspectRatio ? pictureFields(frame, frame.aspectRatio) : {}),
    };
  });
  const byId = new Map(frames.map((frame) => [frame.id, frame]));
  // parseDocument guarantees every path id names a frame; a stray id is skipped rather than crash.
  const steps = doc.path.flatMap((id): Step[] => {
    const frame = byId.get(id);
    return frame ? [{ frameId: id, target: rectOf(frame), title: frame.title ?? doc.title }] : [];
  });
  return { frames, steps, bounds: boundsOf(frames) };
}

/** The first step that shows a frame (click-to-zoom), or -1 when no step does. */
export function stepForFrame(layout: Pick<Layout, 'steps'>, frameId: string): number {
  return layout.steps.findIndex((step) => step.frameId === frameId);
}
