// Copy and paste of canvas elements. What is copied travels as JSON under Podium's own clipboard
// type; what is pasted is untrusted (another deck, another site, a hand-edited clipboard), so every
// element is checked against its kind's schema and rules, the count is bounded, ids are renewed and
// nesting, groups and connectors are kept only inside what arrives or what the deck already has.
import { problemsOf } from '../schema-problems';
import { frameAround, type Placed, withDescendants } from './crdt/scene';
import { CANVAS_LIMITS, type CanvasDocument, type CanvasElement, type RichText } from './model';
import { topZ } from './new-elements';
import { ELEMENT_SCHEMAS } from './schema';
import { elementLines } from './text';
import { canvasRuleProblems } from './validate';

/** The async Clipboard API's name for a custom type ("web " marks it as not sanitised by the browser). */
export const CLIPBOARD_WEB_TYPE = 'web application/x-podium-canvas+json';
/** The same type in a copy or paste event's DataTransfer. */
export const CLIPBOARD_TYPE = 'application/x-podium-canvas+json';
const MARK = 'podium-canvas-elements';

/** What a paste may hold: about as much as a whole deck, so a clipboard never stalls the editor. */
export const CLIPBOARD_LIMITS = { characters: 4_000_000, plainTextCharacters: 100_000 } as const;

export interface CanvasClip {
  /** The deck copied from, so a paste into it can tell the originals are there. */
  source: string;
  elements: CanvasElement[];
}

/**
 * The elements a copy of `ids` takes: them and what their frames hold, and connectors whose two
 * ends are among them; in stacking order, parents before children.
 */
export function copiedElements(document: CanvasDocument, ids: readonly string[]): CanvasElement[] {
  const scene = new Map<string, Placed>(document.elements.map((element) => [element.id, element as Placed]));
  const taken = withDescendants(scene, ids);
  const kept = document.elements.filter((element) =>
    element.kind === 'connector' ? taken.has(element.from) && taken.has(element.to) : taken.has(element.id),
  );
  return structuredClone(kept).sort((a, b) => a.z - b.z);
}

export const serialiseClip = (clip: CanvasClip): string =>
  JSON.stringify({ [MARK]: 1, source: clip.source, elements: clip.elements });

/** The plain-text fallback of a copy: the elements' words, a line each, for pasting into other programs. */
export const clipPlainText = (elements: readonly CanvasElement[]): string =>
  elements
    .flatMap(elementLines)
    .filter((line) => line.trim() !== '')
    .join('\n');

/** One element on its own: its kind's schema and the rules a schema cannot say (alt text, table shape). */
function isSound(value: unknown): value is CanvasElement {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  if (typeof kind !== 'string' || !Object.hasOwn(ELEMENT_SCHEMAS, kind)) return false;
  if (problemsOf(ELEMENT_SCHEMAS[kind as CanvasElement['kind']], value).length > 0) return false;
  if (kind === 'connector') return true;
  const { parent: _, ...alone } = value as CanvasElement;
  const shell = { version: 3, title: 'clip', theme: 'ocean', elements: [alone], path: [] } as const;
  return canvasRuleProblems(shell as unknown as CanvasDocument).length === 0;
}

/**
 * A clip read from the clipboard's text, or null when it is not one of ours or too large. Elements
 * that are not sound are dropped, and at most CANVAS_LIMITS.elements are kept.
 */
export function parseClip(text: string): CanvasClip | null {
  if (text.length > CLIPBOARD_LIMITS.characters) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || (value as Record<string, unknown>)[MARK] !== 1)
    return null;
  const { source, elements } = value as { source?: unknown; elements?: unknown };
  if (!Array.isArray(elements)) return null;
  const sound = elements.slice(0, CANVAS_LIMITS.elements).filter(isSound);
  const ids = new Set<string>();
  const unique = sound.filter((element) => !ids.has(element.id) && ids.add(element.id));
  return { source: typeof source === 'string' ? source : '', elements: unique };
}

export interface PasteOptions {
  /** The deck pasted into: a clip from it may join connectors to elements it still has. */
  deck: string;
  newId: () => string;
  /** How far a paste on top of its originals is moved, in world units, each time it would cover them. */
  offset: number;
  /** The world point the clip is centred on when its own place is out of view (the view's centre). */
  centre: { x: number; y: number };
  /** What the view shows: a clip whose centre is inside is pasted where it was. */
  view: { x: number; y: number; width: number; height: number };
}

function boundsOf(elements: readonly CanvasElement[]) {
  const left = Math.min(...elements.map((element) => element.x));
  const top = Math.min(...elements.map((element) => element.y));
  const right = Math.max(...elements.map((element) => element.x + element.width));
  const bottom = Math.max(...elements.map((element) => element.y + element.height));
  return { x: (left + right) / 2, y: (top + bottom) / 2 };
}

const inside = (point: { x: number; y: number }, box: PasteOptions['view']) =>
  point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height;

/** How far to move the clip: where it was (stepped off its originals), or to the view's centre. */
function shiftFor(document: CanvasDocument, elements: readonly CanvasElement[], options: PasteOptions) {
  const placed = elements.filter((element) => element.kind !== 'connector');
  if (placed.length === 0) return { dx: 0, dy: 0 };
  const centre = boundsOf(placed);
  if (!inside(centre, options.view))
    return { dx: options.centre.x - centre.x, dy: options.centre.y - centre.y };
  const taken = new Set(document.elements.map((element) => `${element.x},${element.y}`));
  const first = placed[0] as CanvasElement;
  const at = (steps: number) => `${first.x + steps * options.offset},${first.y + steps * options.offset}`;
  let steps = 0;
  while (steps < 50 && taken.has(at(steps))) steps++;
  return { dx: steps * options.offset, dy: steps * options.offset };
}

/**
 * Each element's parent within the clip, kept only when it is a frame of the clip and the chain
 * above it ends within the model's depth (a hand-made clip may loop); parents come first in `order`.
 */
function nesting(elements: readonly CanvasElement[]) {
  const byId = new Map(elements.map((element) => [element.id, element]));
  const parents = new Map<string, string>();
  const depth = new Map<string, number>();
  const depthOf = (element: CanvasElement): number => {
    let level = 0;
    for (let at = element; at.parent !== undefined; level++) {
      const parent = byId.get(at.parent);
      if (parent?.kind !== 'frame' || level >= CANVAS_LIMITS.frameDepth) return -1;
      at = parent;
    }
    return level;
  };
  for (const element of elements) {
    const level = depthOf(element);
    depth.set(element.id, Math.max(level, 0));
    if (level > 0) parents.set(element.id, element.parent as string);
  }
  const rank = (element: CanvasElement) => (element.kind === 'connector' ? 1 : 0);
  const order = [...elements].sort(
    (a, b) => rank(a) - rank(b) || (depth.get(a.id) ?? 0) - (depth.get(b.id) ?? 0) || a.z - b.z,
  );
  return { parents, order };
}

/**
 * The clip's elements ready to add to `document`, in the order to add them: new ids, nesting,
 * groups and connectors kept within the clip, each top element placed in the frame under it, all
 * above the deck's stacking order. Bounded by what the deck may still hold.
 */
export function pastedElements(
  document: CanvasDocument,
  clip: CanvasClip,
  options: PasteOptions,
): CanvasElement[] {
  const room = Math.max(CANVAS_LIMITS.elements - document.elements.length, 0);
  const ids = new Set(clip.elements.map((element) => element.id));
  const joinable = new Set(
    clip.source === options.deck
      ? document.elements.filter((element) => element.kind !== 'connector').map((element) => element.id)
      : [],
  );
  for (const element of clip.elements) if (element.kind !== 'connector') joinable.add(element.id);
  const usable = clip.elements.filter(
    (element) => element.kind !== 'connector' || (joinable.has(element.from) && joinable.has(element.to)),
  );
  const { parents, order } = nesting(usable);
  const kept = order.slice(0, room);
  const keptIds = new Set(kept.map((element) => element.id));
  // What the bound cut leaves out may orphan a child or a connector: those go too.
  const whole = kept.filter(
    (element) =>
      (!parents.has(element.id) || keptIds.has(parents.get(element.id) as string)) &&
      (element.kind !== 'connector' ||
        [element.from, element.to].every((end) => keptIds.has(end) || (!ids.has(end) && joinable.has(end)))),
  );
  return renamed(document, whole, parents, options);
}

function renamed(
  document: CanvasDocument,
  elements: CanvasElement[],
  parents: Map<string, string>,
  options: PasteOptions,
): CanvasElement[] {
  const names = new Map(elements.map((element) => [element.id, options.newId()]));
  const groups = new Map<string, string>();
  const { dx, dy } = shiftFor(document, elements, options);
  const base = topZ(document);
  const z = new Map([...elements].sort((a, b) => a.z - b.z).map((element, i) => [element.id, base + i]));
  const copies = elements.map((element) => {
    const { parent: _, group, ...rest } = structuredClone(element);
    const copy = {
      ...rest,
      id: names.get(element.id) as string,
      z: z.get(element.id) as number,
    } as CanvasElement;
    copy.x = element.x + dx;
    copy.y = element.y + dy;
    const parent = parents.get(element.id);
    if (parent !== undefined) copy.parent = names.get(parent);
    if (group !== undefined) {
      if (!groups.has(group)) groups.set(group, options.newId());
      copy.group = groups.get(group);
    }
    if (copy.kind === 'connector') {
      copy.from = names.get(copy.from) ?? copy.from;
      copy.to = names.get(copy.to) ?? copy.to;
    }
    return copy;
  });
  placeInFrames(document, copies);
  return copies;
}

/** Each top element of the paste goes into the deck's frame under its centre, if one may hold it. */
function placeInFrames(document: CanvasDocument, copies: CanvasElement[]) {
  const pasted = new Map<string, Placed>(copies.map((copy) => [copy.id, copy as Placed]));
  for (const copy of copies) {
    if (copy.parent !== undefined || copy.kind === 'connector') continue;
    const scene = new Map<string, Placed>(
      document.elements.map((element) => [element.id, element as Placed]),
    );
    for (const id of withDescendants(pasted, [copy.id])) scene.set(id, pasted.get(id) as Placed);
    const frame = frameAround(scene, copy as Placed);
    if (frame !== undefined) copy.parent = frame.id;
  }
}

/** Plain text as a text box's content: a paragraph a line, within the model's bounds. */
export function textFromPlain(text: string): RichText {
  const lines = text
    .slice(0, CLIPBOARD_LIMITS.plainTextCharacters)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .slice(0, CANVAS_LIMITS.paragraphsPerText);
  return {
    paragraphs: lines.map((line) => {
      const words = line.slice(0, CANVAS_LIMITS.runLength);
      return { runs: words === '' ? [] : [{ text: words }] };
    }),
  };
}
