// What a slide's placeholders inherit. A placeholder without a position of its own takes its
// layout's matching placeholder's, else its master's; its text takes the size and bullets of the
// nearest list style that says (its own, the layout's, the master's placeholder, then the master's
// title or body style, then the presentation's default). Only size, bullets and alignment are
// inherited: enough for text to keep its proportions and lists to stay lists.
import { type Package, PRESENTATION, relatedPart } from './package';
import { child, numberAttr, path, type XmlNode } from './xml';

export interface EmuBox {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  flipH: boolean;
  flipV: boolean;
}

export interface LevelStyle {
  /** Hundredths of a point. */
  size?: number;
  list?: 'bullet' | 'number' | 'none';
  align?: string;
}

export interface Placeholder {
  type: string;
  idx?: string;
}

export interface Inheritance {
  layout?: string;
  master?: string;
  /** The inherited box of a placeholder that has none of its own. */
  boxOf(ph: Placeholder): EmuBox | undefined;
  /** The inherited style of a text's paragraphs by level (0 to 8). */
  stylesOf(ph: Placeholder | undefined, own: XmlNode | undefined): (level: number) => LevelStyle;
  /** The nearest solid background: the slide's layout's, else its master's. */
  background(): XmlNode | undefined;
}

/** A placeholder's type as a master names it: the master has one title and one body. */
const masterType = (type: string) =>
  type === 'ctrTitle' ? 'title' : type === 'subTitle' || type === 'obj' ? 'body' : type;
export const isTitle = (type: string | undefined) => type === 'title' || type === 'ctrTitle';

/** A box from an a:xfrm (or p:xfrm), in EMU. */
export function boxOf(xfrm: XmlNode | undefined): EmuBox | undefined {
  const off = child(xfrm, 'a:off');
  const ext = child(xfrm, 'a:ext');
  if (!off || !ext) return undefined;
  return {
    x: numberAttr(off, 'x') ?? 0,
    y: numberAttr(off, 'y') ?? 0,
    width: numberAttr(ext, 'cx') ?? 0,
    height: numberAttr(ext, 'cy') ?? 0,
    rotation: (numberAttr(xfrm, 'rot') ?? 0) / 60_000,
    flipH: xfrm?.attrs.flipH === '1',
    flipV: xfrm?.attrs.flipV === '1',
  };
}

export const placeholderOf = (nvPr: XmlNode | undefined): Placeholder | undefined => {
  const ph = child(nvPr, 'p:ph');
  return ph ? { type: ph.attrs.type ?? 'obj', idx: ph.attrs.idx } : undefined;
};

/** The placeholder shape in a layout or master that a slide's placeholder fills. */
function matching(
  pkg: Package,
  part: string | undefined,
  ph: Placeholder,
  byType: boolean,
): XmlNode | undefined {
  const tree = path(part ? pkg.xml(part) : undefined, 'p:cSld', 'p:spTree');
  const shapes = (tree?.children ?? []).filter((node) => node.name === 'p:sp');
  const phOf = (sp: XmlNode) => placeholderOf(path(sp, 'p:nvSpPr', 'p:nvPr'));
  if (ph.idx !== undefined && !byType) {
    const found = shapes.find((sp) => phOf(sp)?.idx === ph.idx);
    if (found) return found;
  }
  const type = byType ? masterType(ph.type) : ph.type;
  return shapes.find((sp) => {
    const other = phOf(sp);
    return other !== undefined && (byType ? masterType(other.type) : other.type) === type;
  });
}

const LIST = { 'a:buChar': 'bullet', 'a:buAutoNum': 'number', 'a:buNone': 'none' } as const;

/** The styles of a list style node (a:lstStyle, p:titleStyle…) by level. */
function levelsOf(list: XmlNode | undefined): LevelStyle[] {
  return Array.from({ length: 9 }, (_, i) => {
    const level = child(list, `a:lvl${i + 1}pPr`);
    const style: LevelStyle = {};
    const size = numberAttr(child(level, 'a:defRPr'), 'sz');
    if (size !== undefined) style.size = size;
    for (const [name, list] of Object.entries(LIST)) if (child(level, name)) style.list = list;
    if (level?.attrs.algn) style.align = level.attrs.algn;
    return style;
  });
}

export function inheritanceOf(pkg: Package, slide: string): Inheritance {
  const layout = relatedPart(pkg, slide, 'slideLayout');
  const master = layout ? relatedPart(pkg, layout, 'slideMaster') : undefined;
  const layoutShape = (ph: Placeholder) => matching(pkg, layout, ph, false);
  const masterShape = (ph: Placeholder) => matching(pkg, master, ph, true);
  const txStyles = path(master ? pkg.xml(master) : undefined, 'p:txStyles');
  const defaults = levelsOf(child(pkg.xml(PRESENTATION), 'p:defaultTextStyle'));
  return {
    layout,
    master,
    boxOf(ph) {
      for (const shape of [layoutShape(ph), masterShape(ph)]) {
        const box = boxOf(path(shape, 'p:spPr', 'a:xfrm'));
        if (box) return box;
      }
      return undefined;
    },
    stylesOf(ph, own) {
      const chain = [levelsOf(own)];
      if (ph) {
        for (const shape of [layoutShape(ph), masterShape(ph)])
          chain.push(levelsOf(path(shape, 'p:txBody', 'a:lstStyle')));
        const kind = isTitle(ph.type) ? 'p:titleStyle' : 'p:bodyStyle';
        chain.push(levelsOf(child(txStyles, kind)));
      }
      chain.push(defaults);
      return (level) => {
        const merged: LevelStyle = {};
        for (const levels of chain) {
          const style = levels[Math.min(8, Math.max(0, level))] ?? {};
          merged.size ??= style.size;
          merged.list ??= style.list;
          merged.align ??= style.align;
        }
        return merged;
      };
    },
    background() {
      for (const part of [layout, master]) {
        const fill = path(part ? pkg.xml(part) : undefined, 'p:cSld', 'p:bg', 'p:bgPr', 'a:solidFill');
        if (fill) return fill;
      }
      return undefined;
    },
  };
}
