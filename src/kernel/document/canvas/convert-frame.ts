// What the player draws inside one laid-out frame, as canvas elements in the same places: the frame's
// content box is centred in its design box and its title, texts and picture are stacked in it and
// centred as a block (Frame.tsx and Player.css), at the sizes layout-text.ts estimates.
import type { Paragraph, Text } from '../document';
import type { LaidOutFrame } from '../layout-model';
import { estimateHeight, HEADING_SCALE, IMAGE_SHARE, LINE_HEIGHT, paragraphScale } from '../layout-text';
import { pictureContent } from './convert-picture';
import { type ContentContext, type DesignBox, fontSizeOf, placeIn } from './convert-place';
import type { Alignment, CanvasElement, ParagraphRole, RichParagraph } from './model';

/** The title's line height in the player (Player.css), tighter than the texts'. */
const TITLE_LINE_HEIGHT = 1.15;
/** A picture's top margin, in ems of the frame's base size (Player.css). */
const IMAGE_MARGIN = 0.4;

const roleOf = (text: Text): ParagraphRole =>
  text.styleClasses.includes('title')
    ? 'title'
    : text.styleClasses.some((style) => style === 'subtitle' || style === 'subtitle_2')
      ? 'subtitle'
      : 'body';

/** What is drawn of a text: the player skips blank paragraphs. */
const drawnParagraphs = (text: Text): Paragraph[] => text.paragraphs.filter((p) => p.text.trim() !== '');

interface Block {
  height: number;
  /** The block's top margin, in design pixels. */
  above: number;
  make(box: DesignBox): CanvasElement;
}

function titleBlock(frame: LaidOutFrame, title: string, width: number, context: ContentContext): Block {
  const centred = frame.shape === 'circle' || frame.kind === 'overview';
  const id = context.ids.take(undefined, `${context.frameId}-title`);
  return {
    height: estimateHeight(width, frame.fontSize, { title, texts: [] }),
    above: 0,
    make: (box) => ({
      kind: 'text',
      id,
      parent: context.frameId,
      ...placeIn(frame, box),
      z: context.nextZ(),
      content: {
        paragraphs: [
          {
            role: 'title',
            ...(centred ? { align: 'center' as Alignment } : {}),
            lineHeight: TITLE_LINE_HEIGHT,
            runs: [
              {
                text: title,
                bold: true,
                font: 'heading',
                size: fontSizeOf(frame, frame.fontSize * HEADING_SCALE),
                // The overview's title is drawn in the theme's accent colour.
                ...(frame.kind === 'overview' ? { color: 'theme:accent' } : {}),
              },
            ],
          },
        ],
      },
    }),
  };
}

function textBlock(frame: LaidOutFrame, text: Text, width: number, context: ContentContext): Block {
  const centred = frame.shape === 'circle' || frame.kind === 'overview';
  const paragraphs = drawnParagraphs(text);
  const role = roleOf(text);
  const id = context.ids.take(text.id, `${context.frameId}-text`);
  const rich = paragraphs.map(
    (paragraph): RichParagraph => ({
      role,
      ...(paragraph.listType === 'BULLET'
        ? { list: 'bullet' as const }
        : centred
          ? { align: 'center' as const }
          : {}),
      lineHeight: LINE_HEIGHT,
      runs: [{ text: paragraph.text, size: fontSizeOf(frame, frame.fontSize * paragraphScale(paragraph)) }],
    }),
  );
  return {
    height: estimateHeight(width, frame.fontSize, { texts: [{ ...text, paragraphs }] }),
    above: 0,
    make: (box) => ({
      kind: 'text',
      id,
      parent: context.frameId,
      ...placeIn(frame, box),
      z: context.nextZ(),
      content: { paragraphs: rich },
    }),
  };
}

function imageBlock(frame: LaidOutFrame, src: string, context: ContentContext): Block {
  const id = context.ids.take(undefined, `${context.frameId}-image`);
  return {
    height: frame.content.height * IMAGE_SHARE,
    above: frame.fontSize * IMAGE_MARGIN,
    make: (box) => ({
      kind: 'image',
      id,
      parent: context.frameId,
      ...placeIn(frame, box),
      z: context.nextZ(),
      src,
      // The old model has no description of a picture; the player described it by its frame's title.
      alt: frame.title ?? context.deckTitle,
    }),
  };
}

/** The elements drawn inside a laid-out frame, top to bottom. */
export function frameContent(frame: LaidOutFrame, context: ContentContext): CanvasElement[] {
  if (frame.imageFill && frame.image) return pictureContent(frame, frame.image, context);
  const { design, content } = frame;
  const blocks: Block[] = [];
  if (frame.title) blocks.push(titleBlock(frame, frame.title, content.width, context));
  for (const text of frame.texts)
    if (drawnParagraphs(text).length > 0) blocks.push(textBlock(frame, text, content.width, context));
  if (frame.image) blocks.push(imageBlock(frame, frame.image, context));
  const total = blocks.reduce((sum, block) => sum + block.above + block.height, 0);
  // The stack is centred in the frame, overflowing both ways alike when it is taller than the box.
  let y = (design.height - total) / 2;
  const x = (design.width - content.width) / 2;
  return blocks.map((block) => {
    y += block.above;
    const element = block.make({ x, y, width: content.width, height: block.height });
    y += block.height;
    return element;
  });
}
