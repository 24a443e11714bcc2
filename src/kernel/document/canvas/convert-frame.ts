// What the player draws inside one laid-out frame, as canvas elements in the same places: the frame's
// content box is centred in its design box and its title, texts and picture are stacked in it and
// centred as a block (Frame.tsx and Player.css), at the sizes layout-text.ts estimates.
import type { Paragraph, Text } from '../document';
import type { LaidOutFrame } from '../layout-model';
import { estimateHeight, HEADING_SCALE, IMAGE_SHARE, LINE_HEIGHT, paragraphScale } from '../layout-text';
import { pictureContent } from './convert-picture';
import { type ContentContext, type DesignBox, fontSizeOf, placeIn } from './convert-place';
import {
  type Alignment,
  CANVAS_LIMITS,
  type CanvasElement,
  type ParagraphRole,
  type RichParagraph,
} from './model';

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

type Block =
  | { kind: 'text'; id: string; height: number; paragraphs: RichParagraph[] }
  | { kind: 'image'; id: string; height: number; src: string };

function titleBlock(frame: LaidOutFrame, title: string, context: ContentContext): Block {
  const centred = frame.shape === 'circle' || frame.kind === 'overview';
  const paragraph: RichParagraph = {
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
  };
  return {
    kind: 'text',
    id: context.ids.take(undefined, `${context.frameId}-title`),
    height: estimateHeight(frame.content.width, frame.fontSize, { title, texts: [] }),
    paragraphs: [paragraph],
  };
}

function textBlock(frame: LaidOutFrame, text: Text, context: ContentContext): Block {
  const centred = frame.shape === 'circle' || frame.kind === 'overview';
  const paragraphs = drawnParagraphs(text);
  const role = roleOf(text);
  return {
    kind: 'text',
    id: context.ids.take(text.id, `${context.frameId}-text`),
    height: estimateHeight(frame.content.width, frame.fontSize, { texts: [{ ...text, paragraphs }] }),
    paragraphs: paragraphs.map(
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
    ),
  };
}

/** Neighbouring texts as one, as long as it holds few enough paragraphs: for decks near the limits. */
function mergedTexts(blocks: Block[]): Block[] {
  const merged: Block[] = [];
  for (const block of blocks) {
    const last = merged.at(-1);
    const fits =
      last?.kind === 'text' &&
      block.kind === 'text' &&
      last.paragraphs.length + block.paragraphs.length <= CANVAS_LIMITS.paragraphsPerText;
    if (fits)
      merged[merged.length - 1] = {
        ...last,
        height: last.height + block.height,
        paragraphs: [...last.paragraphs, ...block.paragraphs],
      };
    else merged.push(block);
  }
  return merged;
}

function elementOf(
  frame: LaidOutFrame,
  block: Block,
  box: DesignBox,
  context: ContentContext,
): CanvasElement {
  const placed = { id: block.id, parent: context.frameId, ...placeIn(frame, box), z: context.nextZ() };
  if (block.kind === 'text') return { kind: 'text', ...placed, content: { paragraphs: block.paragraphs } };
  // The old model has no description of a picture; the player described it by its frame's title.
  return { kind: 'image', ...placed, src: block.src, alt: frame.title ?? context.deckTitle };
}

/** The elements drawn inside a laid-out frame, top to bottom. */
export function frameContent(frame: LaidOutFrame, context: ContentContext): CanvasElement[] {
  if (frame.imageFill && frame.image) return pictureContent(frame, frame.image, context);
  const { design, content } = frame;
  let blocks: Block[] = [];
  if (frame.title) blocks.push(titleBlock(frame, frame.title, context));
  for (const text of frame.texts)
    if (drawnParagraphs(text).length > 0) blocks.push(textBlock(frame, text, context));
  if (context.compact) blocks = mergedTexts(blocks);
  const imageMargin = frame.fontSize * IMAGE_MARGIN;
  if (frame.image) {
    const id = context.ids.take(undefined, `${context.frameId}-image`);
    blocks.push({ kind: 'image', id, height: content.height * IMAGE_SHARE, src: frame.image });
  }
  const above = (block: Block) => (block.kind === 'image' ? imageMargin : 0);
  const total = blocks.reduce((sum, block) => sum + above(block) + block.height, 0);
  // The stack is centred in the frame, overflowing both ways alike when it is taller than the box.
  let y = (design.height - total) / 2;
  const x = (design.width - content.width) / 2;
  return blocks.map((block) => {
    y += above(block);
    const element = elementOf(frame, block, { x, y, width: content.width, height: block.height }, context);
    y += block.height;
    return element;
  });
}
