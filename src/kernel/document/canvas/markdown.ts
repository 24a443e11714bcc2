// A canvas deck's words as Markdown (decision 092: Markdown is a format out): the `#` title, a `##`
// section per frame in reading order (the path's order first), its paragraphs, lists and pictures,
// and the notes of the steps showing it as `Note:` paragraphs. Placement, runs and shapes are left
// behind, so this is an export of the words, never a round trip: exportMarkdown (markdown-export.ts)
// promises one and does not use it. It reads back with importMarkdown as long as it stays within a
// topic deck's limits (at most 50 sections).
import { escapeHeading, escapeInline, escapeLineStart } from '../markdown-escape';
import type { CanvasDocument, CanvasElement, FrameElement, RichParagraph } from './model';
import { elementsInReadingOrder } from './text';

interface Section {
  frame?: FrameElement;
  heading: string;
  elements: CanvasElement[];
  notes: string[];
}

/** One line of plain text, whitespace as Markdown would fold it. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A line of words that reads back as the same words: not syntax, not the start of a note. */
function wordsLine(text: string): string {
  return escapeLineStart(escapeInline(oneLine(text)))
    .replace(/^Note:/, 'Note&#58;')
    .replace(/^\?\?\?$/, '?&#63;?');
}

const paragraphText = (paragraph: RichParagraph) => paragraph.runs.map((run) => run.text).join('');

/** Paragraphs as blocks: headings, plain paragraphs, and each run of list items as one list. */
function paragraphBlocks(paragraphs: readonly RichParagraph[], skip: string | undefined): string[] {
  const blocks: string[] = [];
  let list: string[] = [];
  let kind: RichParagraph['list'];
  const endList = () => {
    if (list.length > 0) blocks.push(list.join('\n'));
    list = [];
  };
  paragraphs.forEach((paragraph) => {
    const text = oneLine(paragraphText(paragraph));
    if (text === '' || (skip !== undefined && text === skip && paragraph.role === 'title')) return;
    if (paragraph.list !== kind) endList();
    kind = paragraph.list;
    if (paragraph.list) {
      list.push(`${paragraph.list === 'bullet' ? '-' : `${list.length + 1}.`} ${wordsLine(text)}`);
      return;
    }
    blocks.push(
      paragraph.role === 'body' || !paragraph.role ? wordsLine(text) : `#### ${escapeHeading(text)}`,
    );
  });
  endList();
  return blocks;
}

function imageLine(alt: string, src: string): string {
  const description = escapeInline(oneLine(alt)).replace(/]/g, '\\]');
  return /[\s()<>]/.test(src) ? `![${description}](<${src}>)` : `![${description}](${src})`;
}

function elementBlocks(element: CanvasElement, skip: string | undefined): string[] {
  switch (element.kind) {
    case 'text':
      return paragraphBlocks(element.content.paragraphs, skip);
    case 'shape':
      return element.content ? paragraphBlocks(element.content.paragraphs, skip) : [];
    case 'image':
      return [imageLine(element.decorative ? '' : element.alt, element.src)];
    case 'video':
      return [wordsLine(element.title)];
    case 'table':
      return element.rows
        .map((row) =>
          row
            .map((cell) => oneLine(cell.content.paragraphs.map(paragraphText).join(' ')))
            .filter((cell) => cell !== '')
            .join(' | '),
        )
        .filter((line) => line !== '')
        .map(wordsLine);
    case 'frame':
    case 'connector':
      return [];
  }
}

/** The sections in reading order: each frame starts one; view steps with notes come last. */
function sectionsOf(doc: CanvasDocument): Section[] {
  const sections: Section[] = [];
  const byFrame = new Map<string, Section>();
  for (const element of elementsInReadingOrder(doc)) {
    if (element.kind === 'frame') {
      const step = doc.path.find((s) => s.frame === element.id && s.title);
      const heading = element.title ?? step?.title ?? String(sections.length + 1);
      const section: Section = { frame: element, heading, elements: [], notes: [] };
      sections.push(section);
      byFrame.set(element.id, section);
    } else {
      if (sections.length === 0) sections.push({ heading: doc.title, elements: [], notes: [] });
      sections.at(-1)!.elements.push(element);
    }
  }
  for (const step of doc.path) {
    if (!step.notes) continue;
    const section = step.frame === undefined ? undefined : byFrame.get(step.frame);
    if (section) section.notes.push(step.notes);
    else
      sections.push({
        heading: step.title ?? String(sections.length + 1),
        elements: [],
        notes: [step.notes],
      });
  }
  return sections;
}

/** A note's lines as written, except a line that would end it by starting a heading. */
const noteBlock = (note: string) => `Note: ${note.replace(/^( {0,3})#/gm, '$1\\#')}`;

function sectionBlocks(section: Section): string[] {
  const blocks = section.elements.flatMap((element) => elementBlocks(element, section.heading));
  return [...blocks, ...section.notes.map(noteBlock)];
}

export function canvasToMarkdown(doc: CanvasDocument): string {
  const blocks = ['---', `theme: ${doc.theme}`, '---'].join('\n');
  const out = [blocks, `# ${escapeHeading(oneLine(doc.title))}`];
  const sections = sectionsOf(doc);
  const [first] = sections;
  // A first section that is the deck's own title (a converted overview) reads as the overview: its
  // words follow the `#` title. Pictures must sit under a `##`, so one with pictures stays a section.
  const lead =
    first && oneLine(first.heading) === oneLine(doc.title) && !first.elements.some((e) => e.kind === 'image');
  if (lead) out.push(...sectionBlocks(first));
  for (const section of lead ? sections.slice(1) : sections)
    out.push(`## ${escapeHeading(oneLine(section.heading))}`, ...sectionBlocks(section));
  return `${out.join('\n\n')}\n`;
}
