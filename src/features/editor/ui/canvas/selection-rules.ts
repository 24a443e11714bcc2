// What a click selects and what a drag carries, and the order Tab walks. Pure, so the viewport's
// rules are tested without a browser.
import type { CanvasDocument, CanvasElement } from '../../../../kernel/document/canvas/model';

/** The element and the rest of its group: a group is picked as one. */
function pickOf(document: CanvasDocument, id: string): string[] {
  const element = document.elements.find((each) => each.id === id);
  if (!element?.group) return [id];
  return document.elements.filter((each) => each.group === element.group).map((each) => each.id);
}

/**
 * The selection after a press on `id`: with `additive` (Shift) its group is added, or taken out when
 * already selected; without, a press on a selected element keeps the selection (to drag it all),
 * and on another element selects that element's group alone. Returns `selection` itself when
 * nothing changes.
 */
export function selectionFor(
  document: CanvasDocument,
  selection: readonly string[],
  id: string,
  additive: boolean,
): readonly string[] {
  const picked = pickOf(document, id);
  if (additive) {
    if (selection.includes(id)) return selection.filter((each) => !picked.includes(each));
    return [...selection, ...picked.filter((each) => !selection.includes(each))];
  }
  if (selection.includes(id)) return selection;
  return picked;
}

/** The ids and everything inside the frames among them: what a move of them carries. */
export function descendantsOf(document: CanvasDocument, ids: readonly string[]): Set<string> {
  const children = new Map<string, string[]>();
  for (const element of document.elements) {
    if (element.parent === undefined) continue;
    children.set(element.parent, [...(children.get(element.parent) ?? []), element.id]);
  }
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  for (const id of ids) visit(id);
  return found;
}

/**
 * The order Tab walks: a frame, then what it holds, each level top to bottom and left to right by
 * top-left corner, as a reader takes a page. Connectors are left out: they are reached from their ends.
 */
export function tabOrder(document: CanvasDocument): CanvasElement[] {
  const byParent = new Map<string | undefined, CanvasElement[]>();
  const ids = new Set(document.elements.map((element) => element.id));
  for (const element of document.elements) {
    if (element.kind === 'connector') continue;
    const parent = element.parent !== undefined && ids.has(element.parent) ? element.parent : undefined;
    byParent.set(parent, [...(byParent.get(parent) ?? []), element]);
  }
  const order: CanvasElement[] = [];
  const visit = (parent: string | undefined) => {
    const row = [...(byParent.get(parent) ?? [])].sort((a, b) => a.y - b.y || a.x - b.x);
    for (const element of row) {
      order.push(element);
      if (element.kind === 'frame') visit(element.id);
    }
  };
  visit(undefined);
  return order;
}

/** The element Tab (or Shift+Tab) selects next, or null when the walk leaves the canvas. */
export function nextInTabOrder(document: CanvasDocument, current: string | undefined, back: boolean) {
  const order = tabOrder(document);
  const at = current === undefined ? -1 : order.findIndex((element) => element.id === current);
  const next = at < 0 ? (back ? order.length - 1 : 0) : at + (back ? -1 : 1);
  return order[next] ?? null;
}
