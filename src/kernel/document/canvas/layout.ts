// A canvas deck for the player: its frames as laid-out frames in world coordinates (centred, as the
// camera works) and its path as camera steps. A step that is a saved view targets that view. Every
// element, frames included, is laid out for drawing too (element-layout.ts).
import type { LaidOutFrame, Layout, Rect, Step } from '../layout-model';
import { boundsOf, RECT_CONTENT, RECT_DESIGN, rectOf } from '../layout-model';
import { layoutCanvasElements } from './element-layout';
import type { CameraView, CanvasDocument, FrameElement, Placement } from './model';

/** A box by its top-left corner (the document's) as a rectangle by its centre (the camera's). */
export const centredRect = (
  box: Pick<Placement, 'x' | 'y' | 'width' | 'height' | 'rotation'> | CameraView,
): Rect => ({
  x: box.x + box.width / 2,
  y: box.y + box.height / 2,
  width: box.width,
  height: box.height,
  rotation: box.rotation,
});

/** How many frames enclose this one: 1 on the canvas, 2 inside one frame, and so on. */
function depthOf(frame: FrameElement, byId: Map<string, FrameElement>): number {
  let depth = 1;
  for (let at = frame.parent; at !== undefined && depth <= 16; depth++) at = byId.get(at)?.parent;
  return depth;
}

export function layoutCanvas(doc: CanvasDocument): Layout {
  const frameElements = doc.elements.filter((element): element is FrameElement => element.kind === 'frame');
  const byId = new Map(frameElements.map((frame) => [frame.id, frame]));
  const frames = frameElements.map(
    (frame, i): LaidOutFrame => ({
      id: frame.id,
      kind: 'frame',
      shape: frame.shape === 'circle' ? 'circle' : 'rect',
      depth: depthOf(frame, byId),
      ...centredRect(frame),
      ...(frame.title ? { title: frame.title } : {}),
      texts: [],
      paletteIndex: i,
      design: { ...RECT_DESIGN },
      content: { ...RECT_CONTENT },
      fontSize: 20,
    }),
  );
  const steps = doc.path.flatMap((step): Step[] => {
    const frame = step.frame ? byId.get(step.frame) : undefined;
    const target = frame ? centredRect(frame) : step.view ? centredRect(step.view) : undefined;
    if (!target) return [];
    return [
      {
        frameId: frame?.id ?? step.id,
        target: rectOf(target),
        title: step.title ?? frame?.title ?? doc.title,
      },
    ];
  });
  const elements = layoutCanvasElements(doc.elements);
  const background = doc.background ? { background: doc.background } : {};
  return { frames, steps, bounds: boundsOf([...frames, ...elements]), elements, ...background };
}
