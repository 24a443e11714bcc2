// The generated PDF of a deck, drawn with pdfkit: one page per step at the
// slide's aspect ratio showing the frames in view (shapes, pictures, and text as real, selectable
// text at its laid-out position and size; pdf-layout.ts), then the transcript. A PDF deck's steps
// are its page pictures (their words are in the transcript, not laid over the pictures). A canvas
// deck's steps show its elements in view instead (canvas-pdf.ts).
import PDFDocument from 'pdfkit';
import type { PresentationDocument, Text } from '../../../kernel/document/document';
import { layoutDocument } from '../../../kernel/document/layout';
import { stepStill, stillOf } from '../../../kernel/document/still';
import { frameColor, type Theme, themeFor } from '../../../kernel/document/themes';
import type { TranscriptTopic } from '../../../kernel/document/transcript';
import { drawCanvasStep } from './canvas-pdf';
import { canvasStepPlan, colorOf } from './canvas-pdf-layout';
import { type Doc, drawImage, fontFor, openImage, type PdfImage, PLACEHOLDER } from './pdf-drawing';
import { type PdfFonts, pdfFonts } from './pdf-fonts';
import { type FramePlan, type Measure, stepPlan } from './pdf-layout';

export interface DeckPdfInput {
  title: string;
  author: string;
  document: PresentationDocument;
  transcript: TranscriptTopic;
  /** A picture's bytes as PNG or JPEG, or null when it cannot be drawn (a placeholder is). */
  loadImage(ref: string): Promise<Buffer | null>;
  labels: { transcript: string };
  fonts?: PdfFonts;
  /** Where the PDF is written as it is drawn (a file); without it, the bytes are returned. */
  output?: NodeJS.WritableStream;
  /** The colours to draw with when they are not the document's named theme (a brand kit's). */
  theme?: Theme;
}

export interface DeckPdf {
  /** Empty when written to `output`. */
  bytes: Buffer;
  /** Pages of steps; the transcript's pages follow. */
  stepPages: number;
  pages: number;
}

const TRANSCRIPT_MARGIN = 48;
const OPEN_IMAGES = 8;
export async function renderDeckPdf(input: DeckPdfInput): Promise<DeckPdf> {
  const fonts = input.fonts ?? pdfFonts();
  const layout = layoutDocument(input.document);
  const still = stillOf(layout);
  const page = still.viewport;
  const theme = input.theme ?? themeFor(input.document.theme);
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margin: TRANSCRIPT_MARGIN,
    autoFirstPage: false,
    compress: true,
    displayTitle: true,
    info: { Title: input.title, Author: input.author, Creator: 'Podium' },
  });
  let pages = 0;
  doc.on('pageAdded', () => {
    pages += 1;
  });
  const chunks: Buffer[] = [];
  const { output } = input;
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('error', reject);
    if (output) {
      output.on('finish', resolve);
      output.on('error', reject);
      doc.pipe(output);
    } else {
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', resolve);
    }
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  if (fonts.cjk) doc.registerFont('cjk', fonts.cjk);
  const measure: Measure = (text, size, bold) =>
    fontFor(doc, fonts, text, bold).fontSize(size).widthOfString(text);
  // A picture shown on several steps is embedded once; only the last few are kept open, so a deck
  // of 200 page pictures never holds them all in memory.
  const images = new Map<string, Promise<PdfImage | null>>();
  const imageOf = (ref: string) => {
    const cached = images.get(ref);
    if (cached) {
      images.delete(ref);
      images.set(ref, cached);
      return cached;
    }
    const loading = input
      .loadImage(ref)
      .then((bytes) => (bytes ? openImage(doc, bytes) : null))
      .catch(() => null);
    images.set(ref, loading);
    if (images.size > OPEN_IMAGES) images.delete(images.keys().next().value!);
    return loading;
  };

  const canvas = input.document.version === 3 ? input.document : null;
  const background = colorOf(canvas?.background?.color, theme, theme.background);
  for (const [index] of layout.steps.entries()) {
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    doc.rect(0, 0, page.width, page.height).fill(background);
    if (canvas) {
      const { camera } = stepStill(layout, index, still);
      await drawCanvasStep(doc, fonts, theme, canvasStepPlan(canvas, camera, page, theme, measure), imageOf);
      continue;
    }
    const plan = stepPlan(layout, index, still, measure);
    for (const frame of plan.frames) await drawFrame(doc, fonts, theme, frame, imageOf);
  }
  const stepPages = layout.steps.length;
  drawTranscript(doc, fonts, input, page);
  doc.end();
  await ended;
  return { bytes: Buffer.concat(chunks), stepPages, pages };
}

async function drawFrame(
  doc: Doc,
  fonts: PdfFonts,
  theme: Theme,
  plan: FramePlan,
  imageOf: (ref: string) => Promise<PdfImage | null>,
) {
  const { frame, matrix } = plan;
  const { width, height } = frame.design;
  doc.save();
  doc.transform(...matrix);
  const color = frameColor(theme, frame.paletteIndex);
  if (frame.imageFill) {
    doc.rect(0, 0, width, height).fill('#ffffff');
  } else if (frame.kind !== 'overview') {
    // CSS borders lie inside the box: the stroke runs half a border in from the edge.
    const border = frame.shape === 'circle' ? 12 : 8;
    doc.lineWidth(border);
    if (frame.shape === 'circle')
      doc.ellipse(width / 2, height / 2, (width - border) / 2, (height - border) / 2);
    else doc.roundedRect(border / 2, border / 2, width - border, height - border, 14 - border / 2);
    doc.fillAndStroke(theme.surface, color);
  }
  if (plan.image) {
    const { ref, x, y, width: w, height: h } = plan.image;
    const image = await imageOf(ref);
    let drawn = false;
    if (image) {
      try {
        drawImage(doc, image, x, y, { fit: [w, h], align: 'center', valign: 'center' });
        drawn = true;
      } catch {
        drawn = false;
      }
    }
    if (!drawn) doc.lineWidth(2).dash(8, { space: 6 }).rect(x, y, w, h).stroke(PLACEHOLDER).undash();
  }
  for (const line of plan.lines) {
    fontFor(doc, fonts, line.text, line.bold).fontSize(line.size);
    // The glyphs sit in the middle of the line box, as in CSS (half the leading above them).
    const top = line.top + (line.height - doc.currentLineHeight()) / 2;
    doc.fillColor(line.accent ? theme.accent : theme.text);
    if (line.bulletX !== undefined) doc.text('•', line.bulletX, top, { lineBreak: false });
    doc.text(line.text, line.x, top, { lineBreak: false });
  }
  doc.restore();
}

const HEADING_SIZES: Record<string, number> = { title: 22, subtitle: 16, subtitle_2: 13 };
const BODY_SIZE = 11;

function drawTranscript(
  doc: Doc,
  fonts: PdfFonts,
  input: DeckPdfInput,
  page: { width: number; height: number },
) {
  doc.addPage({ size: [page.width, page.height], margin: TRANSCRIPT_MARGIN });
  const width = page.width - 2 * TRANSCRIPT_MARGIN;
  const write = (text: string, size: number, bold: boolean, gap: number, indent = 0) => {
    fontFor(doc, fonts, text, bold).fontSize(size).fillColor('#1f2933');
    doc.text(text, TRANSCRIPT_MARGIN + indent, doc.y, { width: width - indent, lineGap: size * 0.25 });
    doc.moveDown(gap);
  };
  write(input.title, 26, true, 0.2);
  write(input.author, BODY_SIZE, false, 0.8);
  write(input.labels.transcript, 18, true, 0.5);
  const writeText = (text: Text) => {
    const style = text.styleClasses[0] ?? 'body';
    const heading = HEADING_SIZES[style];
    if (heading) {
      doc.moveDown(0.4);
      write(text.paragraphs.map((p) => p.text).join(' '), heading, true, 0.3);
      return;
    }
    for (const paragraph of text.paragraphs) {
      if (!paragraph.text.trim()) continue;
      const bullet = paragraph.listType === 'BULLET';
      write(bullet ? `•  ${paragraph.text}` : paragraph.text, BODY_SIZE, false, 0.35, bullet ? 12 : 0);
    }
  };
  const writeTopic = (topic: TranscriptTopic) => {
    for (const text of topic.texts) writeText(text);
    for (const sub of topic.topics) writeTopic(sub);
  };
  writeTopic(input.transcript);
}
