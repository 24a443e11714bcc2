// A picture frame (a PDF page) on the canvas. The player draws the page's picture edge to edge and
// gives its words to screen readers only. The canvas model has no "read but not drawn" text, so the
// words become the picture's description, line by line while they fit its 1000 characters; what
// does not fit stays as text lying under the picture, the same size as the page and shrunk to fit
// it, so it is covered, yet read right after the description by screen readers, search and the
// transcript. No word is lost, none is read twice.
import type { LaidOutFrame } from '../layout-model';
import { type ContentContext, fontSizeOf, placeIn } from './convert-place';
import { CANVAS_LIMITS, type CanvasElement } from './model';

/** The longest description a picture may have (schema.ts). */
export const ALT_LENGTH = 1000;

/** The page's lines split between the picture's description (whole lines while they fit) and the rest. */
export function splitForAlt(lines: readonly string[]): { alt: string[]; rest: string[] } {
  const alt: string[] = [];
  let length = 0;
  let taken = 0;
  for (const line of lines) {
    const added = (alt.length > 0 ? 1 : 0) + line.length;
    if (length + added > ALT_LENGTH) break;
    alt.push(line);
    length += added;
    taken++;
  }
  const rest = lines.slice(taken);
  const first = rest[0];
  if (alt.length === 0 && first !== undefined) {
    // A first line longer than a description may be is cut at its last space that fits.
    const space = first.lastIndexOf(' ', ALT_LENGTH);
    const cut = space > 0 ? space : ALT_LENGTH;
    alt.push(first.slice(0, cut));
    rest[0] = first.slice(cut).trimStart();
  }
  return { alt, rest: rest.filter((line) => line !== '') };
}

export function pictureContent(frame: LaidOutFrame, src: string, context: ContentContext): CanvasElement[] {
  const lines = frame.texts.flatMap((text) =>
    text.paragraphs.map((paragraph) => paragraph.text).filter((line) => line.trim() !== ''),
  );
  const { alt, rest } = splitForAlt(lines);
  const whole = placeIn(frame, { x: 0, y: 0, width: frame.design.width, height: frame.design.height });
  const imageId = context.ids.take(undefined, `${context.frameId}-image`);
  const chunks: string[][] = [];
  for (let i = 0; i < rest.length; i += CANVAS_LIMITS.paragraphsPerText)
    chunks.push(rest.slice(i, i + CANVAS_LIMITS.paragraphsPerText));
  // Under the picture: the words are stacked first, the picture above them.
  const words = chunks.map(
    (chunk): CanvasElement => ({
      kind: 'text',
      id: context.ids.take(undefined, `${context.frameId}-words`),
      parent: context.frameId,
      ...whole,
      z: context.nextZ(),
      autoFit: true,
      content: {
        paragraphs: chunk.map((text) => ({
          role: 'body' as const,
          runs: [{ text, size: fontSizeOf(frame, frame.fontSize) }],
        })),
      },
    }),
  );
  const image: CanvasElement = {
    kind: 'image',
    id: imageId,
    parent: context.frameId,
    ...whole,
    z: context.nextZ(),
    src,
    alt: alt.length > 0 ? alt.join('\n') : (frame.title ?? context.deckTitle),
  };
  // The picture comes first among equals in reading order: its description, then the rest.
  return [image, ...words];
}
