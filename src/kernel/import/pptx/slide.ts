// One slide's shapes in stacking order (the order of p:spTree), each handed to its mapping. Groups
// are flattened: their children are placed through the group's transform (its offset and extent
// against its children's offset and extent) and share one group id, the model's only grouping.
// Whatever has no mapping becomes a placeholder rather than vanishing.
import type { CanvasElement } from '../../document/canvas/model';
import { IDENTITY, type SlideContext, type Transform } from './context';
import { pictureElements } from './pictures';
import { shapeElements } from './shapes';
import { tableElements } from './tables';
import { unmappedElements } from './unmapped';
import { child, numberAttr, path, type XmlNode } from './xml';

/** Not content: the tree's own properties, and extension data PowerPoint may ignore too. */
const SKIPPED = new Set(['p:nvGrpSpPr', 'p:grpSpPr', 'p:extLst', '#text']);

export function slideElements(ctx: SlideContext, tree: XmlNode | undefined): CanvasElement[] {
  return tree ? treeElements(tree, ctx, IDENTITY, undefined) : [];
}

function treeElements(
  tree: XmlNode,
  ctx: SlideContext,
  t: Transform,
  group: string | undefined,
): CanvasElement[] {
  const out: CanvasElement[] = [];
  for (const node of tree.children) {
    if (SKIPPED.has(node.name)) continue;
    out.push(...nodeElements(node, ctx, t, group));
  }
  return out;
}

function nodeElements(
  node: XmlNode,
  ctx: SlideContext,
  t: Transform,
  group: string | undefined,
): CanvasElement[] {
  switch (node.name) {
    case 'p:sp':
    case 'p:cxnSp':
      return shapeElements(node, ctx, t, group);
    case 'p:pic':
      return pictureElements(node, ctx, t, group);
    case 'p:grpSp':
      return groupElements(node, ctx, t, group);
    case 'p:graphicFrame': {
      const tbl = path(node, 'a:graphic', 'a:graphicData', 'a:tbl');
      return tbl ? tableElements(node, tbl, ctx, t, group) : unmappedElements(node, ctx, t, group);
    }
    default:
      return unmappedElements(node, ctx, t, group);
  }
}

/** How a group maps its children's coordinates into its parent's, composed with the parent's `t`. */
export function groupTransform(xfrm: XmlNode | undefined, t: Transform): Transform {
  const value = (name: string, attr: string) => numberAttr(child(xfrm, name), attr) ?? 0;
  const ratio = (ext: number, chExt: number) => (chExt > 0 && ext > 0 ? ext / chExt : 1);
  const kx = ratio(value('a:ext', 'cx'), value('a:chExt', 'cx'));
  const ky = ratio(value('a:ext', 'cy'), value('a:chExt', 'cy'));
  return {
    sx: t.sx * kx,
    sy: t.sy * ky,
    dx: t.sx * (value('a:off', 'x') - value('a:chOff', 'x') * kx) + t.dx,
    dy: t.sy * (value('a:off', 'y') - value('a:chOff', 'y') * ky) + t.dy,
  };
}

function groupElements(
  node: XmlNode,
  ctx: SlideContext,
  t: Transform,
  outer: string | undefined,
): CanvasElement[] {
  const xfrm = path(node, 'p:grpSpPr', 'a:xfrm');
  if ((numberAttr(xfrm, 'rot') ?? 0) !== 0 || xfrm?.attrs.flipH === '1' || xfrm?.attrs.flipV === '1') {
    ctx.report.approximate('turned-group');
  }
  // The model groups one level deep: a group inside a group joins the outer one.
  const group = outer ?? ctx.ids.take(undefined, `s${ctx.index}-group`);
  if (!outer) ctx.report.keep('group');
  return treeElements(node, ctx, groupTransform(xfrm, t), group);
}
