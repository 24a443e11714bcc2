// Test support: real .pptx files built at test time with pptxgenjs, and edited by hand (unzipped,
// a part's XML changed, zipped again) for what pptxgenjs cannot write: groups, charts, scheme colours.
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import PptxGenJS from 'pptxgenjs';
import { expect } from 'vitest';
import { parseCanvasDocument } from '../../document/canvas/validate';
import { importPptx, type PptxImport, type PptxImportOptions } from './index';

export type Pptx = InstanceType<typeof PptxGenJS>;

/** A 1×1 PNG, red. */
export const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

export async function buildPptx(build: (pptx: Pptx) => void): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  build(pptx);
  return (await pptx.write({ outputType: 'uint8array' })) as Uint8Array;
}

/** The file with some parts rewritten (a function of the old XML) or added (a string), and binary parts replaced. */
export function editPptx(
  bytes: Uint8Array,
  edits: Record<string, string | ((xml: string) => string)>,
  binary: Record<string, Uint8Array> = {},
) {
  const files = { ...unzipSync(bytes), ...binary };
  for (const [part, edit] of Object.entries(edits)) {
    files[part] = strToU8(typeof edit === 'string' ? edit : edit(strFromU8(files[part] ?? new Uint8Array())));
  }
  return zipSync(files);
}

/** Inserts shapes' XML at the end of a slide's shape tree (on top of the others). */
export const addToTree = (xml: string) => (slide: string) =>
  slide.replace('</p:spTree>', `${xml}</p:spTree>`);

/** Imports and checks the promise every import keeps: the document is a valid canvas document. */
export function imported(bytes: Uint8Array, options?: PptxImportOptions): PptxImport {
  const result = importPptx(bytes, options);
  expect(() => parseCanvasDocument(structuredClone(result.document))).not.toThrow();
  return result;
}

/** The elements of the n-th slide's frame (1-based). */
export function onSlide(result: PptxImport, n: number) {
  const frames = result.document.elements.filter((element) => element.kind === 'frame');
  const frame = frames[n - 1]!;
  return result.document.elements.filter((element) => element.parent === frame.id);
}

/** The words of an element's rich text, joined. */
export function wordsOf(element: { content?: { paragraphs: { runs: { text: string }[] }[] } }): string {
  return (element.content?.paragraphs ?? []).map((p) => p.runs.map((run) => run.text).join('')).join('\n');
}
