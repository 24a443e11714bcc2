// What drawing a deck's pages with pdfkit needs, whatever the schema: fonts chosen per string and
// pictures opened once and drawn again.
import { hasCjk, type PdfFonts } from './pdf-fonts';

/** Where a picture could not be drawn: a dashed box of this colour. */
export const PLACEHOLDER = '#9aa5b1';

export type Doc = PDFKit.PDFDocument;
/**
 * An opened picture: pdfkit draws it again without embedding its bytes twice. openImage and drawing
 * an opened image are pdfkit's own API (document.image accepts what openImage returns), missing from
 * @types/pdfkit.
 */
export interface PdfImage {
  width: number;
  height: number;
}
export const openImage = (doc: Doc, bytes: Buffer) =>
  (doc as unknown as { openImage(src: Buffer): PdfImage }).openImage(bytes);
export const drawImage = (
  doc: Doc,
  image: PdfImage,
  x: number,
  y: number,
  options: PDFKit.Mixins.ImageOption,
) => doc.image(image as unknown as Buffer, x, y, options);

/** Chooses the font for a string: the CJK font for CJK text when there is one. */
export function fontFor(doc: Doc, fonts: PdfFonts, text: string, bold: boolean): Doc {
  if (fonts.cjk && hasCjk(text)) return doc.font('cjk');
  return doc.font(bold ? 'bold' : 'regular');
}
