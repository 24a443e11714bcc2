// XML parts read into a small tree that keeps document order: the order of a slide's shapes is
// their stacking order, and the order of a paragraph's runs is its text. fast-xml-parser's
// preserveOrder output is turned into plain nodes once, so the rest of the importer walks
// { name, attrs, children } instead of the parser's array-of-single-key objects.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { PptxError } from './errors';

export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  /** Only on text nodes, whose name is '#text'. */
  text?: string;
}

/** Deeper than any real slide; a deeper file is hostile or broken and is refused, not recursed. */
const MAX_DEPTH = 256;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Values stay strings: "007" is a colour or an id here, never a number.
  parseAttributeValue: false,
  parseTagValue: false,
  // Spaces inside a:t are the text's own.
  trimValues: false,
  // Entities are decoded here (decodeEntities), not by the parser: only XML's five and character
  // references, so no table of HTML names and no DTD's declarations ever expand.
  processEntities: false,
  htmlEntities: false,
  // The parser refuses deeper nesting itself, before any tree of it is built.
  maxNestedTags: MAX_DEPTH,
});

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return XML_ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

type Raw = Record<string, unknown>;

function toNode(raw: Raw, depth: number): XmlNode | undefined {
  if (depth > MAX_DEPTH) throw new PptxError('malformed', 'An XML part of the file nests too deeply.');
  const name = Object.keys(raw).find((key) => key !== ':@');
  if (name === undefined) return undefined;
  if (name === '#text') return { name, attrs: {}, children: [], text: decodeEntities(String(raw[name])) };
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries((raw[':@'] as Record<string, unknown> | undefined) ?? {}))
    attrs[key] = decodeEntities(String(value));
  const children = ((raw[name] as Raw[] | undefined) ?? [])
    .map((child) => toNode(child, depth + 1))
    .filter((child): child is XmlNode => child !== undefined);
  return { name, attrs, children };
}

/** The document element of an XML part; a DTD (and so any entity it could declare) is refused. */
export function parseXml(text: string, part: string): XmlNode {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new PptxError('malformed', `${part} declares a DTD, which a PowerPoint file never does.`);
  }
  if (XMLValidator.validate(text) !== true) {
    throw new PptxError('malformed', `${part} is not well-formed XML.`);
  }
  let raw: Raw[];
  try {
    raw = parser.parse(text) as Raw[];
  } catch {
    throw new PptxError('malformed', `${part} is not well-formed XML, or nests deeper than ${MAX_DEPTH}.`);
  }
  const root = raw
    .map((item) => toNode(item, 0))
    .find((node) => node !== undefined && node.name !== '#text' && node.name !== '?xml');
  if (!root) throw new PptxError('malformed', `${part} has no document element.`);
  return root;
}

/** The first child named `name`. */
export const child = (node: XmlNode | undefined, name: string): XmlNode | undefined =>
  node?.children.find((c) => c.name === name);

export const childrenNamed = (node: XmlNode | undefined, name: string): XmlNode[] =>
  node?.children.filter((c) => c.name === name) ?? [];

/** Follows a chain of first children: path(sp, 'p:nvSpPr', 'p:nvPr', 'p:ph'). */
export function path(node: XmlNode | undefined, ...names: string[]): XmlNode | undefined {
  let at = node;
  for (const name of names) at = child(at, name);
  return at;
}

/** Every descendant named `name`, in document order. */
export function descendants(node: XmlNode, name: string, found: XmlNode[] = []): XmlNode[] {
  for (const c of node.children) {
    if (c.name === name) found.push(c);
    descendants(c, name, found);
  }
  return found;
}

/** The concatenated text nodes directly inside `node`. */
export const ownText = (node: XmlNode | undefined): string =>
  node?.children.map((c) => c.text ?? '').join('') ?? '';

/** An attribute as a number, or undefined when absent or not a number. */
export function numberAttr(node: XmlNode | undefined, name: string): number | undefined {
  const value = node?.attrs[name];
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}
