// PowerPoint (.pptx) into a canvas document, natively and purely: bytes in, a document, its
// pictures, what could not be mapped and a report out (decision 101). No I/O: the caller stores the
// pictures, replaces their refs in the document and shows the report. A hostile file is refused
// with a PptxError before its cost can grow: the archive's declared sizes are checked before
// anything is inflated, and the slide count before any slide is read.
import { idAllocator } from '../../document/canvas/convert-ids';
import {
  CANVAS_LIMITS,
  type CanvasDocument,
  type CanvasElement,
  type PathStep,
} from '../../document/canvas/model';
import { parseCanvasDocument } from '../../document/canvas/validate';
import type { ThemeName } from '../../document/themes';
import { LIMITS } from '../../limits';
import { arrangeSlides } from './arrange';
import type { ImportedPicture, UnmappedElement } from './context';
import { convertSlide, type DeckState } from './convert-slide';
import { PptxError } from './errors';
import { openPackage, presentationOf } from './package';
import { pictureStore } from './pictures';
import { type ImportReport, reportOf, type SlideReport } from './report';
import { child, ownText, type XmlNode } from './xml';
import { DEFAULT_ZIP_LIMITS, openZip, type ZipLimits } from './zip';

export type { ImportedPicture, UnmappedElement } from './context';
export { PptxError, type PptxErrorCode } from './errors';
export type { ImportReport, SlideReport } from './report';

export interface PptxLimits extends ZipLimits {
  /** The most slides a presentation may have. */
  slides: number;
  /** The largest XML part read, in bytes: parsing holds a tree of the whole part in memory. */
  xmlBytes: number;
}

// Each slide is a frame and a step at least, and the canvas holds 2000 elements: 500 slides leave
// room for their content.
export const DEFAULT_PPTX_LIMITS: PptxLimits = {
  ...DEFAULT_ZIP_LIMITS,
  slides: 500,
  xmlBytes: 20 * 1024 * 1024,
};

export interface PptxImportOptions {
  /** The deck's title; else the file's own title, the first slide's, or "Imported presentation". */
  title?: string;
  theme?: ThemeName;
  limits?: Partial<PptxLimits>;
}

export interface PptxImport {
  document: CanvasDocument;
  /** Each picture once; its `ref` is the `src` of every image showing it. */
  pictures: ImportedPicture[];
  /** What a later step should render as pictures; each stands on the canvas as a box of its words. */
  unmapped: UnmappedElement[];
  report: ImportReport;
}

export function importPptx(bytes: Uint8Array, options: PptxImportOptions = {}): PptxImport {
  try {
    return convert(bytes, options);
  } catch (error) {
    if (error instanceof PptxError) throw error;
    // A structure no mapping expected is the file's fault, not the server's: refuse it as such.
    throw new PptxError('malformed', 'The presentation could not be read.');
  }
}

function convert(bytes: Uint8Array, options: PptxImportOptions): PptxImport {
  const limits = { ...DEFAULT_PPTX_LIMITS, ...options.limits };
  const pkg = openPackage(openZip(bytes, limits), limits.xmlBytes);
  const { slides, size } = presentationOf(pkg);
  if (slides.length > limits.slides) {
    throw new PptxError(
      'too-many-slides',
      `The presentation has ${slides.length} slides; at most ${limits.slides} can be imported.`,
    );
  }
  if (slides.length === 0) throw new PptxError('malformed', 'The presentation has no slides.');
  let z = 0;
  const deck: DeckState = {
    pkg,
    ids: idAllocator(),
    // Every element takes a place in the stacking order, so this is where their number is bounded:
    // a slide of a million shapes is refused at the canvas's limit, not converted first.
    nextZ: () => {
      if (z >= CANVAS_LIMITS.elements) {
        throw new PptxError(
          'too-large',
          `The presentation has more than ${CANVAS_LIMITS.elements} elements, the most a canvas holds.`,
        );
      }
      return z++;
    },
    pictures: pictureStore(pkg),
    unmapped: [],
    size,
  };
  const cells = arrangeSlides(slides.length, size);
  const elements: CanvasElement[] = [];
  const path: PathStep[] = [];
  const reports: SlideReport[] = [];
  slides.forEach((slide, i) => {
    const converted = convertSlide(deck, slide, i + 1, cells[i]!);
    elements.push(converted.frame, ...converted.elements);
    reports.push(converted.report);
    // A hidden slide stays on the canvas, where its author can find it, but out of the path.
    if (converted.hidden) return;
    path.push({
      id: deck.ids.take(undefined, `step-${path.length + 1}`),
      frame: converted.frame.id,
      ...(converted.notes ? { notes: converted.notes } : {}),
    });
  });
  const document = validated({
    version: 3,
    title: titleOf(options.title, pkg.xml('docProps/core.xml'), reports),
    theme: options.theme ?? 'ocean',
    elements,
    path,
  });
  const pictures = deck.pictures.list();
  return {
    document,
    pictures,
    unmapped: deck.unmapped,
    report: reportOf(reports, elements.length, pictures.length),
  };
}

/** The given title, else the file's own, else the first slide title's, else a plain name. */
function titleOf(given: string | undefined, core: XmlNode | undefined, reports: SlideReport[]): string {
  const slideTitle = reports.find((slide) => slide.title !== `Slide ${slide.index}`)?.title;
  for (const candidate of [given, ownText(child(core, 'dc:title')), slideTitle]) {
    const title = candidate?.replace(/\s+/g, ' ').trim();
    if (title) return title.slice(0, LIMITS.titleLength);
  }
  return 'Imported presentation';
}

/** The importer's promise: what it returns is a valid canvas document, or it refuses the file. */
function validated(document: CanvasDocument): CanvasDocument {
  try {
    return parseCanvasDocument(document);
  } catch (error) {
    throw new PptxError(
      'malformed',
      `The presentation converted to an invalid canvas: ${(error as Error).message}`,
    );
  }
}
