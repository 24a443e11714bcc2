// The parts of a PowerPoint package and the relationships between them: the presentation lists its
// slides by relationship id, a slide points at its layout, notes, pictures and links, a layout at
// its master, a master at its theme. Paths are resolved inside the archive only: a target that
// climbs out of it, or names a part that is not there, simply finds nothing.
import { strFromU8 } from 'fflate';
import { PptxError } from './errors';
import { child, childrenNamed, numberAttr, parseXml, type XmlNode } from './xml';

export interface Relationship {
  /** The last word of the relationship's type: slide, slideLayout, image, hyperlink… */
  type: string;
  /** The part's path in the archive, or the external address as written. */
  target: string;
  external: boolean;
}

export interface Package {
  has(path: string): boolean;
  bytes(path: string): Uint8Array | undefined;
  /** The part's document element, parsed once; undefined when the part is missing. */
  xml(path: string): XmlNode | undefined;
  /** The relationships of a part, by id. */
  rels(path: string): Map<string, Relationship>;
}

/** Joins a relative target to the folder of `from`, inside the archive. */
export function resolvePath(from: string, target: string): string {
  const parts = target.startsWith('/') ? [] : from.split('/').slice(0, -1);
  for (const segment of decoded(target).replace(/^\/+/, '').split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

/** A target is a URI: a space in a part's name is written %20. A broken escape is taken as written. */
function decoded(target: string): string {
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}

export function openPackage(files: Map<string, Uint8Array>, maxXmlBytes: number): Package {
  const parsed = new Map<string, XmlNode | undefined>();
  const related = new Map<string, Map<string, Relationship>>();
  const xml = (path: string) => {
    if (!parsed.has(path)) {
      const bytes = files.get(path);
      if (bytes && bytes.length > maxXmlBytes) {
        throw new PptxError(
          'too-large',
          `${path} is larger than the ${Math.round(maxXmlBytes / 1048576)} MB a part may be.`,
        );
      }
      parsed.set(path, bytes ? parseXml(strFromU8(bytes), path) : undefined);
    }
    return parsed.get(path);
  };
  const rels = (path: string) => {
    let found = related.get(path);
    if (!found) {
      found = readRels(path, xml(relsPathOf(path)));
      related.set(path, found);
    }
    return found;
  };
  return { has: (path) => files.has(path), bytes: (path) => files.get(path), xml, rels };
}

const relsPathOf = (path: string) => {
  const slash = path.lastIndexOf('/');
  return `${path.slice(0, slash + 1)}_rels/${path.slice(slash + 1)}.rels`;
};

function readRels(path: string, root: XmlNode | undefined): Map<string, Relationship> {
  const found = new Map<string, Relationship>();
  for (const rel of childrenNamed(root, 'Relationship')) {
    const { Id: id, Type: type = '', Target: target = '', TargetMode: mode } = rel.attrs;
    if (!id) continue;
    const external = mode === 'External';
    found.set(id, {
      type: type.slice(type.lastIndexOf('/') + 1),
      target: external ? target : resolvePath(path, target),
      external,
    });
  }
  return found;
}

/** The target part of the first relationship of `type`. */
export function relatedPart(pkg: Package, from: string, type: string): string | undefined {
  for (const rel of pkg.rels(from).values()) if (rel.type === type && !rel.external) return rel.target;
  return undefined;
}

export const PRESENTATION = 'ppt/presentation.xml';

export interface SlideSize {
  width: number;
  height: number;
}

/** The slides' parts in the presentation's order, and their size in EMU. */
export function presentationOf(pkg: Package): { slides: string[]; size: SlideSize } {
  if (!pkg.has(PRESENTATION)) {
    throw new PptxError('not-a-pptx', 'The file is a zip archive but not a PowerPoint presentation.');
  }
  const root = pkg.xml(PRESENTATION)!;
  const rels = pkg.rels(PRESENTATION);
  const slides = childrenNamed(child(root, 'p:sldIdLst'), 'p:sldId')
    .map((id) => rels.get(id.attrs['r:id'] ?? ''))
    .filter((rel): rel is Relationship => rel?.type === 'slide' && !rel.external && pkg.has(rel.target))
    .map((rel) => rel.target);
  const size = child(root, 'p:sldSz');
  // 10 by 7.5 inches, PowerPoint's default, when a file does not say.
  const width = numberAttr(size, 'cx') ?? 9_144_000;
  const height = numberAttr(size, 'cy') ?? 6_858_000;
  if (!(width > 0 && height > 0 && width <= 51_206_400 && height <= 51_206_400)) {
    throw new PptxError('malformed', 'The presentation declares an impossible slide size.');
  }
  return { slides, size: { width, height } };
}
