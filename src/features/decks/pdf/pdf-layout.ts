// Where everything of a deck's step goes on a page of the generated PDF: the
// page at the slide's aspect ratio (the print view's still), each frame in view as a matrix from its
// design box to the page, and its texts broken into lines at the positions and sizes the player lays
// them out at (Player.css, FrameTexts.tsx). Pure: the caller measures strings in the PDF's font.

import type { Camera, Viewport } from '../../../kernel/document/camera';
import type { Paragraph, Text } from '../../../kernel/document/document';
import { type LaidOutFrame, type Layout, textsBelowTitle } from '../../../kernel/document/layout-model';
import {
  HEADING_SCALE,
  IMAGE_SHARE,
  LINE_HEIGHT,
  paragraphScale,
} from '../../../kernel/document/layout-text';
import { type Still, stepStill } from '../../../kernel/document/still';

/** A 2D affine matrix [a, b, c, d, e, f] as in CSS and PDF: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = [number, number, number, number, number, number];

export const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const translate = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];
const scale = (s: number): Matrix => [s, 0, 0, s, 0, 0];
function rotate(degrees: number): Matrix {
  const rad = (degrees * Math.PI) / 180;
  return [Math.cos(rad), Math.sin(rad), -Math.sin(rad), Math.cos(rad), 0, 0];
}
export const apply = (m: Matrix, x: number, y: number) => ({
  x: m[0] * x + m[2] * y + m[4],
  y: m[1] * x + m[3] * y + m[5],
});

/** World → page: the camera's point at the page's centre, scaled, the world turned by −rotation. */
export const cameraMatrix = (camera: Camera, page: Viewport): Matrix =>
  [
    translate(page.width / 2, page.height / 2),
    rotate(-camera.rotation),
    scale(camera.scale),
    translate(-camera.x, -camera.y),
  ].reduce(multiply);

/** A frame's design box (top-left origin, design pixels) → the world, as Frame.tsx places it. */
export const frameMatrix = (frame: LaidOutFrame): Matrix =>
  [
    translate(frame.x, frame.y),
    rotate(frame.rotation),
    scale(frame.width / frame.design.width),
    translate(-frame.design.width / 2, -frame.design.height / 2),
  ].reduce(multiply);

/** Measures a string at a size, in the same units as the size (points). */
export type Measure = (text: string, size: number, bold: boolean) => number;

export interface TextLine {
  text: string;
  /** Left edge of the line's text, in design pixels of its frame. */
  x: number;
  /** Top of the line box, in design pixels. */
  top: number;
  /** The line box's height (size × line height). */
  height: number;
  size: number;
  bold: boolean;
  /** The overview's title is drawn in the theme's accent colour. */
  accent: boolean;
  /** A list item's first line starts with a bullet at this x. */
  bulletX?: number;
}

export interface FramePlan {
  frame: LaidOutFrame;
  /** Design box → page. */
  matrix: Matrix;
  /** Too small to read: drawn as its shape alone. */
  outline: boolean;
  lines: TextLine[];
  /** A picture below the texts (or filling a PDF page's frame), fitted into this box. */
  image?: { ref: string; x: number; y: number; width: number; height: number };
}

export interface StepPlan {
  frames: FramePlan[];
}

/** The player's spacing, in ems of each block (Player.css). */
const TITLE_LINE_HEIGHT = 1.15;
const TITLE_GAP = 0.3;
const PARAGRAPH_GAP = 0.4;
const LIST_INDENT = 1.3;
const IMAGE_GAP = 0.4;

/**
 * Breaks a paragraph into lines no wider than `width` at spaces (collapsed, as CSS does), and a word
 * wider than a line (or CJK text without spaces) between its characters.
 */
export function wrapText(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (line && measure(line + char) > width) {
        lines.push(line);
        line = char;
      } else line += char;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

type Block = { paragraph: Paragraph; bullet: boolean; text: string };

const blocksOf = (texts: readonly Text[]): Block[] =>
  texts.flatMap((text) =>
    text.paragraphs
      .filter((paragraph) => paragraph.text.trim() !== '')
      .map((paragraph) => ({ paragraph, bullet: paragraph.listType === 'BULLET', text: text.id })),
  );

/** The lines of a frame's title and texts, centred in its content box as the player does. */
export function frameLines(frame: LaidOutFrame, measure: Measure): TextLine[] {
  const { design, content, fontSize } = frame;
  const left = (design.width - content.width) / 2;
  const centred = frame.shape === 'circle' || frame.kind === 'overview';
  const lines: TextLine[] = [];
  let y = 0;
  const place = (text: string, size: number, lineHeight: number, bold: boolean, extra: Partial<TextLine>) => {
    const indent = extra.bulletX !== undefined ? LIST_INDENT * fontSize : 0;
    const width = content.width - indent;
    for (const [i, part] of wrapText(text, width, (s) => measure(s, size, bold)).entries()) {
      const measured = measure(part, size, bold);
      const x = centred && indent === 0 ? left + (content.width - measured) / 2 : left + indent;
      const bullet = i === 0 && extra.bulletX !== undefined ? { bulletX: left + extra.bulletX } : {};
      lines.push({ text: part, x, top: y, height: size * lineHeight, size, bold, accent: false, ...bullet });
      y += size * lineHeight;
    }
  };
  if (frame.title) {
    const size = fontSize * HEADING_SCALE;
    const first = lines.length;
    place(frame.title, size, TITLE_LINE_HEIGHT, true, {});
    for (const line of lines.slice(first)) line.accent = frame.kind === 'overview';
    y += size * TITLE_GAP;
  }
  // A list in a centred frame is a block as wide as its widest item, centred (Player.css inline-block).
  let list: TextLine[] = [];
  const centreList = () => {
    if (centred && list.length > 0) {
      const right = Math.max(...list.map((line) => line.x + measure(line.text, line.size, line.bold)));
      const shift = (left + content.width - right) / 2;
      for (const line of list) {
        line.x += shift;
        if (line.bulletX !== undefined) line.bulletX += shift;
      }
    }
    list = [];
  };
  const blocks = blocksOf(textsBelowTitle(frame.title, frame.texts));
  for (const [i, { paragraph, bullet, text }] of blocks.entries()) {
    if (!bullet) centreList();
    const size = fontSize * paragraphScale(paragraph);
    const first = lines.length;
    place(paragraph.text, size, LINE_HEIGHT, false, bullet ? { bulletX: LIST_INDENT * fontSize * 0.45 } : {});
    if (bullet) list.push(...lines.slice(first));
    // A list's items follow each other closely: the gap comes after the list (one <ul>).
    const next = blocks[i + 1];
    const listGoesOn = bullet && next?.bullet === true && next.text === text;
    if (!listGoesOn) y += size * PARAGRAPH_GAP;
  }
  centreList();
  const imageHeight = frame.image ? content.height * IMAGE_SHARE + fontSize * IMAGE_GAP : 0;
  // The content column is centred vertically (overflowing evenly when it does not fit).
  const used = y + imageHeight;
  const top = (design.height - content.height) / 2 + (content.height - used) / 2;
  for (const line of lines) line.top += top;
  return lines;
}

/** What the PDF's page of step `index` draws: the frames in view, back to front, with their lines. */
export function stepPlan(layout: Layout, index: number, still: Still, measure: Measure): StepPlan {
  const { camera, frames } = stepStill(layout, index, still);
  const toPage = cameraMatrix(camera, still.viewport);
  return {
    frames: frames.map(({ frame, outline }) => {
      const matrix = multiply(toPage, frameMatrix(frame));
      if (outline) return { frame, matrix, outline, lines: [] };
      if (frame.imageFill && frame.image) {
        const { width, height } = frame.design;
        return { frame, matrix, outline, lines: [], image: { ref: frame.image, x: 0, y: 0, width, height } };
      }
      const lines = frameLines(frame, measure);
      const plan: FramePlan = { frame, matrix, outline, lines };
      if (frame.image) {
        const { design, content, fontSize } = frame;
        const height = content.height * IMAGE_SHARE;
        const last = lines[lines.length - 1];
        const below = last ? last.top + last.height : (design.height - height) / 2 - fontSize * IMAGE_GAP;
        plan.image = {
          ref: frame.image,
          x: (design.width - content.width) / 2,
          y: below + fontSize * IMAGE_GAP,
          width: content.width,
          height,
        };
      }
      return plan;
    }),
  };
}
