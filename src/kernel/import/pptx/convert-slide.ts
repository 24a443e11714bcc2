// One slide as a frame on the canvas: its background as the frame's fill, its title placeholder's
// words as the frame's title, its shapes as the frame's children, its speaker notes for its step.

import type { IdAllocator } from '../../document/canvas/convert-ids';
import { CANVAS_LIMITS, type CanvasElement, type FrameElement } from '../../document/canvas/model';
import { LIMITS } from '../../limits';
import type { SlideCell } from './arrange';
import { colorIn, schemeColorsOf } from './colors';
import type { PictureStore, SlideContext, UnmappedElement } from './context';
import { inheritanceOf, isTitle, placeholderOf } from './inherit';
import { type Package, relatedPart } from './package';
import { type SlideReport, slideCollector } from './report';
import { slideElements } from './slide';
import { plainText } from './text';
import { descendants, path, type XmlNode } from './xml';

export interface ConvertedSlide {
  frame: FrameElement;
  elements: CanvasElement[];
  hidden: boolean;
  notes?: string;
  report: SlideReport;
}

export interface DeckState {
  pkg: Package;
  ids: IdAllocator;
  nextZ(): number;
  pictures: PictureStore;
  unmapped: UnmappedElement[];
  size: { width: number; height: number };
}

const phOf = (sp: XmlNode) => placeholderOf(path(sp, 'p:nvSpPr', 'p:nvPr'));

/** The words of the slide's title placeholder, on one line. */
function titleOf(tree: XmlNode | undefined): string | undefined {
  const title = descendants(tree ?? { name: '', attrs: {}, children: [] }, 'p:sp').find((sp) =>
    isTitle(phOf(sp)?.type),
  );
  const text = title ? plainText(title).replace(/\s+/g, ' ').trim() : '';
  return text === '' ? undefined : text.slice(0, LIMITS.titleLength);
}

/** The body placeholder's text of the slide's notes page, cut to what a step may hold. */
function notesOf(pkg: Package, slide: string, ctx: SlideContext): string | undefined {
  const part = relatedPart(pkg, slide, 'notesSlide');
  const tree = path(part ? pkg.xml(part) : undefined, 'p:cSld', 'p:spTree');
  const body = (tree?.children ?? []).find((node) => node.name === 'p:sp' && phOf(node)?.type === 'body');
  const text = body ? plainText(body).trim() : '';
  if (text === '') return undefined;
  ctx.report.keep('notes');
  if (text.length > CANVAS_LIMITS.notesLength) {
    ctx.report.drop('notes-too-long');
  }
  return text.slice(0, CANVAS_LIMITS.notesLength);
}

/** Whether a shape tree's child is a placeholder (its non-visual properties hold a p:ph). */
const isPlaceholder = (node: XmlNode) => node.children.some((nv) => path(nv, 'p:nvPr', 'p:ph') !== undefined);

/**
 * The master's and the layout's own shapes (a logo, a band of colour, a footer line), drawn under
 * the slide's as PowerPoint does, unless the slide or layout hides them. Their placeholders are
 * not drawn: they only lend positions and styles to the slide's own.
 */
function inheritedElements(ctx: SlideContext, root: XmlNode | undefined): CanvasElement[] {
  const { layout, master } = ctx.inherit;
  if (root?.attrs.showMasterSp === '0') return [];
  const layoutRoot = layout ? ctx.pkg.xml(layout) : undefined;
  const parts = [layoutRoot?.attrs.showMasterSp === '0' ? undefined : master, layout];
  return parts.flatMap((part) => {
    const tree = path(part ? ctx.pkg.xml(part) : undefined, 'p:cSld', 'p:spTree');
    if (!part || !tree) return [];
    const own = { ...tree, children: tree.children.filter((node) => !isPlaceholder(node)) };
    // Their pictures and links are the layout's or master's relationships, not the slide's.
    return slideElements({ ...ctx, slide: part }, own);
  });
}

export function convertSlide(deck: DeckState, slide: string, index: number, cell: SlideCell): ConvertedSlide {
  const { pkg } = deck;
  const root = pkg.xml(slide);
  const inherit = inheritanceOf(pkg, slide);
  const frameId = deck.ids.take(undefined, `slide-${index}`);
  const ctx: SlideContext = {
    pkg,
    slide,
    index,
    frameId,
    origin: { x: cell.x, y: cell.y },
    scale: cell.width / deck.size.width,
    slideSize: deck.size,
    ids: deck.ids,
    nextZ: deck.nextZ,
    scheme: schemeColorsOf(pkg, inherit.master),
    inherit,
    report: slideCollector(),
    pictures: deck.pictures,
    unmapped: deck.unmapped,
  };
  const tree = path(root, 'p:cSld', 'p:spTree');
  const title = titleOf(tree) ?? `Slide ${index}`;
  const background = path(root, 'p:cSld', 'p:bg');
  const fill =
    colorIn(path(background, 'p:bgPr', 'a:solidFill'), ctx.scheme) ??
    colorIn(path(background, 'p:bgRef'), ctx.scheme) ??
    colorIn(inherit.background(), ctx.scheme);
  if (path(background, 'p:bgPr', 'a:gradFill') || path(background, 'p:bgPr', 'a:blipFill')) {
    ctx.report.approximate('background-plain');
  }
  if (fill) ctx.report.keep('background');
  const frame: FrameElement = {
    kind: 'frame',
    id: frameId,
    ...cell,
    rotation: 0,
    z: deck.nextZ(),
    shape: 'rectangle',
    title,
    // A slide without a background of its own is white, as PowerPoint shows it.
    fill: fill ?? '#ffffff',
  };
  const elements = [...inheritedElements(ctx, root), ...slideElements(ctx, tree)];
  const notes = notesOf(pkg, slide, ctx);
  const hidden = root?.attrs.show === '0';
  if (hidden) {
    ctx.report.approximate('hidden-slide');
    // Notes live in a step, and a hidden slide has none.
    if (notes) ctx.report.drop('hidden-notes');
  }
  return { frame, elements, hidden, notes, report: ctx.report.finish(index, title, hidden) };
}
