// The ProseMirror schema of a canvas text, shaped exactly as the kernel stores rich text in the
// Y.Doc (crdt/rich-text.ts, decision 093): y-prosemirror writes a node's non-null attributes and a
// mark's attributes as they are, so the names and attributes here are the stored ones. Absent
// paragraph attributes default to null, which y-prosemirror leaves unwritten.
//
// The DOM it draws is the player's (RichTextView): the same tags and class names, sizes in world
// units turned into pixels by one custom property (--canvas-text-scale, design pixels per world
// unit), colours by theme role. What it parses is only what the model can hold, so a paste of
// foreign HTML keeps its words, emphasis and safe links and nothing of its styles.
import { type DOMOutputSpec, type MarkSpec, type NodeSpec, Schema } from 'prosemirror-model';
import { resolveColor } from '../../../../../kernel/document/canvas/colors';
import {
  ALIGNMENTS,
  CANVAS_LIMITS,
  FONT_ROLES,
  type FontRole,
  PARAGRAPH_ROLES,
  THEME_COLOR_ROLES,
} from '../../../../../kernel/document/canvas/model';
import { CANVAS_FONT_SIZES, CANVAS_LINE_HEIGHT } from '../../../../../kernel/document/canvas/text-fit';
import type { Theme } from '../../../../../kernel/document/themes';

// The schema's own patterns (schema.ts), checked again on every value that comes from a paste or
// from someone else's edit before it reaches the DOM.
const LINK = /^(https?:\/\/\S+|mailto:\S+|\/[^/\\]\S*|\/)$/;
const COLOR = new RegExp(`^(#[0-9a-fA-F]{6}|theme:(${THEME_COLOR_ROLES.join('|')}))$`);
const LINK_MAX = 2000;

export const isSafeLink = (href: unknown): href is string =>
  typeof href === 'string' && href.length <= LINK_MAX && LINK.test(href);
export const isCanvasColor = (value: unknown): value is string =>
  typeof value === 'string' && COLOR.test(value);
export const isFontSize = (value: unknown): value is number =>
  typeof value === 'number' && value >= CANVAS_LIMITS.fontSize.min && value <= CANVAS_LIMITS.fontSize.max;
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** The player's font stacks (RichTextView): the theme's fonts arrive as custom properties. */
export const FONT_STACKS: Record<FontRole, string> = {
  heading: 'var(--podium-heading-font, inherit)',
  body: 'var(--podium-body-font, inherit)',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
};

/** A size in world units as CSS: the editor's root sets how many design pixels a world unit is. */
export const scaledPx = (size: number) => `calc(${size}px * var(--canvas-text-scale, 1))`;

const TAGS = { title: 'h2', subtitle: 'h3', body: 'p' } as const;

function paragraphDOM(attrs: Record<string, unknown>): DOMOutputSpec {
  const role = oneOf(PARAGRAPH_ROLES, attrs.role);
  const align = oneOf(ALIGNMENTS, attrs.align);
  const list = oneOf(['bullet', 'number'] as const, attrs.list);
  const level = typeof attrs.level === 'number' ? attrs.level : 0;
  const lineHeight = typeof attrs.lineHeight === 'number' ? attrs.lineHeight : CANVAS_LINE_HEIGHT;
  const style = [
    `line-height: ${lineHeight}`,
    align ? `text-align: ${align}` : '',
    role === 'title' || role === 'subtitle' ? `font-family: ${FONT_STACKS.heading}` : '',
    list ? `margin-inline-start: ${level * 1.6}em` : '',
  ].filter(Boolean);
  const dom: Record<string, string> = {
    class: `podium-canvas-text__paragraph${list ? ` canvas-text-editor__item canvas-text-editor__item--${list}` : ''}`,
    style: style.join('; '),
  };
  if (role) dom['data-role'] = role;
  if (align) dom['data-align'] = align;
  if (list) dom['data-list'] = list;
  if (list) dom['data-level'] = String(level);
  if (typeof attrs.lineHeight === 'number') dom['data-line-height'] = String(attrs.lineHeight);
  // Text without a size mark is set in its role's size, as the player's runs are; the paragraph
  // itself takes its largest run's size from a decoration (text-decorations.ts).
  const roleSize = CANVAS_FONT_SIZES[role ?? 'body'];
  return [TAGS[role ?? 'body'], dom, ['span', { style: `font-size: ${scaledPx(roleSize)}` }, 0]];
}

function paragraphFromDOM(dom: HTMLElement, role: string | null) {
  const number = (name: string) => {
    const value = Number(dom.getAttribute(name));
    return dom.hasAttribute(name) && Number.isFinite(value) ? value : null;
  };
  const level = number('data-level');
  const lineHeight = number('data-line-height');
  // A word processor's list item holds its text in a paragraph: the item's list is the paragraph's.
  const item = dom.parentElement?.tagName === 'LI' ? listItemFromDOM(dom.parentElement) : null;
  const list = oneOf(['bullet', 'number'] as const, dom.getAttribute('data-list'));
  return {
    role: oneOf(PARAGRAPH_ROLES, dom.getAttribute('data-role')) ?? role,
    align: oneOf(ALIGNMENTS, dom.getAttribute('data-align')),
    list: list ?? item?.list ?? null,
    level:
      level !== null && Number.isInteger(level) && level >= 0 && level <= 4 ? level : (item?.level ?? null),
    lineHeight: lineHeight !== null && lineHeight >= 0.5 && lineHeight <= 5 ? lineHeight : null,
  };
}

/** Every level of a pasted list counts as one deeper; the model nests to level 4. */
function listItemFromDOM(dom: HTMLElement) {
  let level = -1;
  for (let at: HTMLElement | null = dom; at; at = at.parentElement) if (/^(UL|OL)$/.test(at.tagName)) level++;
  return {
    role: null,
    align: null,
    list: dom.parentElement?.tagName === 'OL' ? 'number' : 'bullet',
    level: Math.min(Math.max(level, 0), 4) || null,
    lineHeight: null,
  };
}

const paragraph: NodeSpec = {
  content: 'text*',
  marks: '_',
  attrs: {
    role: { default: null },
    align: { default: null },
    list: { default: null },
    level: { default: null },
    lineHeight: { default: null },
  },
  parseDOM: [
    { tag: 'p', getAttrs: (dom) => paragraphFromDOM(dom, null) },
    { tag: 'h1', getAttrs: (dom) => paragraphFromDOM(dom, 'title') },
    { tag: 'h2', getAttrs: (dom) => paragraphFromDOM(dom, 'title') },
    { tag: 'h3', getAttrs: (dom) => paragraphFromDOM(dom, 'subtitle') },
    { tag: 'h4, h5, h6, div, blockquote, pre', getAttrs: (dom) => paragraphFromDOM(dom, null) },
    {
      tag: 'li',
      // An item whose text sits in paragraphs is read through them (paragraphFromDOM).
      getAttrs: (dom) =>
        [...dom.children].some((child) => /^(P|DIV|H[1-6])$/.test(child.tagName))
          ? false
          : listItemFromDOM(dom),
    },
  ],
  toDOM: (node) => paragraphDOM(node.attrs),
};

const flag = (tags: string[], tag: string): MarkSpec => ({
  parseDOM: tags.map((each) => ({ tag: each })),
  toDOM: () => [tag, 0],
});

function valueMark(
  name: string,
  valid: (value: unknown) => boolean,
  draw: (value: never) => string,
): MarkSpec {
  const attribute = `data-${name}`;
  return {
    attrs: { value: {} },
    parseDOM: [
      {
        // Only the editor's own spans carry these: a foreign style is never read.
        tag: `span[${attribute}]`,
        getAttrs: (dom) => {
          const raw = dom.getAttribute(attribute);
          const value = name === 'size' ? Number(raw) : raw;
          return valid(value) ? { value } : false;
        },
      },
    ],
    toDOM: (mark) => {
      const value = mark.attrs.value;
      const style = valid(value) ? draw(value as never) : '';
      return ['span', { [attribute]: String(value), ...(style ? { style } : {}) }, 0];
    },
  };
}

/** The schema, drawing colours in `theme`; the document's shape is the same for every theme. */
export function createTextSchema(theme: Theme): Schema {
  return new Schema({
    nodes: {
      doc: { content: 'paragraph+' },
      paragraph,
      text: {},
    },
    marks: {
      link: {
        attrs: { href: {} },
        // Typing at a link's end continues plain text, as in every word processor.
        inclusive: false,
        parseDOM: [
          {
            tag: 'a[href]',
            getAttrs: (dom) => {
              const href = dom.getAttribute('href');
              return isSafeLink(href) ? { href } : false;
            },
          },
        ],
        toDOM: (mark) => {
          const href = mark.attrs.href;
          return ['a', isSafeLink(href) ? { href, rel: 'noopener noreferrer' } : {}, 0];
        },
      },
      color: valueMark('color', isCanvasColor, (value: string) => {
        const color = resolveColor(value, theme);
        return color ? `color: ${color}` : '';
      }),
      size: valueMark('size', isFontSize, (value: number) => `font-size: ${scaledPx(value)}`),
      font: valueMark(
        'font',
        (value) => oneOf(FONT_ROLES, value) !== null,
        (value: FontRole) => `font-family: ${FONT_STACKS[value]}`,
      ),
      bold: flag(['strong', 'b'], 'strong'),
      italic: flag(['em', 'i'], 'em'),
      underline: flag(['u'], 'u'),
      strike: flag(['s', 'del', 'strike'], 's'),
    },
  });
}
