// Pictures (p:pic). The bytes stay out of the document: each picture is returned once, with a ref
// of the form media/pptx-<name>.<ext> that is also the image's src. The caller stores the bytes
// and replaces every src equal to the ref with the stored address. The ref has the shape of a site
// media path so that the document validates before the caller has done so. Only formats a browser
// shows everywhere are kept, judged by their first bytes and header rather than their name (the
// uploads' own sniffer); an SVG (which can carry script), a Windows metafile or a picture of too
// many pixels becomes a placeholder for a later step to render.
import type { CanvasElement, Crop } from '../../document/canvas/model';
import { EDITOR_LIMITS } from '../../limits';
import { sniffPicture } from '../../media/image-header';
import {
  type ImportedPicture,
  type PictureStore,
  placeBox,
  type SlideContext,
  type Transform,
} from './context';
import { boxOf, placeholderOf } from './inherit';
import type { Package } from './package';
import { unmappedElements } from './unmapped';
import { child, numberAttr, path, type XmlNode } from './xml';

export function pictureStore(pkg: Package): PictureStore {
  const byPart = new Map<string, ImportedPicture>();
  const refs = new Set<string>();
  return {
    refOf(part) {
      const known = byPart.get(part);
      if (known) return { ref: known.ref };
      const bytes = pkg.bytes(part);
      if (!bytes) return { refused: 'picture-missing' };
      const info = sniffPicture(bytes);
      if (!info) {
        const ext = part.slice(part.lastIndexOf('.') + 1).toLowerCase();
        return { refused: 'picture-format', detail: ext.slice(0, 8) };
      }
      // The same bounds as a picture uploaded into the editor: one that would take gigabytes to draw is not kept.
      const { pictureSide, picturePixels } = EDITOR_LIMITS;
      if (info.width > pictureSide || info.height > pictureSide || info.width * info.height > picturePixels) {
        return { refused: 'picture-too-large', detail: `${info.width} × ${info.height}` };
      }
      const stem = part
        .slice(part.lastIndexOf('/') + 1)
        .replace(/\.[^.]*$/, '')
        .replace(/[^A-Za-z0-9_-]/g, '')
        .slice(0, 40);
      let ref = `media/pptx-${stem || 'picture'}.${info.extension}`;
      for (let n = 2; refs.has(ref); n++) ref = `media/pptx-${stem}-${n}.${info.extension}`;
      refs.add(ref);
      byPart.set(part, { ref, bytes, mime: info.contentType });
      return { ref };
    },
    list: () => [...byPart.values()],
  };
}

/** The fraction cut off one side, from 1/1000 of a percent, within the model's 0 to 0.9. */
const side = (value: number | undefined) => Math.min(0.9, Math.max(0, (value ?? 0) / 100_000));

function cropOf(blipFill: XmlNode | undefined): Crop | undefined {
  const rect = child(blipFill, 'a:srcRect');
  if (!rect) return undefined;
  const crop = {
    left: side(numberAttr(rect, 'l')),
    top: side(numberAttr(rect, 't')),
    right: side(numberAttr(rect, 'r')),
    bottom: side(numberAttr(rect, 'b')),
  };
  return Object.values(crop).some((v) => v > 0) ? crop : undefined;
}

/** A file name is what PowerPoint and other tools write when nobody described the picture. */
const FILE_NAME = /^[\w .-]+\.(png|jpe?g|gif|webp|svg|emf|wmf|bmp|tiff?)$/i;

/** The picture's description, or '' (then marked decorative, and reported) when there is none. */
function altOf(info: XmlNode | undefined, ctx: SlideContext): string {
  const alt = [info?.attrs.descr, info?.attrs.title]
    .map((text) => (text ?? '').replace(/\s+/g, ' ').trim())
    .find((text) => text !== '' && !FILE_NAME.test(text));
  if (alt === undefined) ctx.report.approximate('no-alt');
  return (alt ?? '').slice(0, 1000);
}

export function pictureElements(
  pic: XmlNode,
  ctx: SlideContext,
  t: Transform,
  group?: string,
): CanvasElement[] {
  const info = path(pic, 'p:nvPicPr', 'p:cNvPr');
  const blipFill = child(pic, 'p:blipFill');
  const blip = child(blipFill, 'a:blip');
  const rel = ctx.pkg.rels(ctx.slide).get(blip?.attrs['r:embed'] ?? '');
  const media = path(pic, 'p:nvPicPr', 'p:nvPr');
  const ph = placeholderOf(media);
  // A picture placeholder filled on the slide may take its position from the layout, as text does.
  const box = boxOf(path(pic, 'p:spPr', 'a:xfrm')) ?? (ph ? ctx.inherit.boxOf(ph) : undefined);
  if (child(media, 'a:videoFile') || child(media, 'a:audioFile')) {
    ctx.report.approximate('media-still');
  }
  const found =
    rel && !rel.external ? ctx.pictures.refOf(rel.target) : ({ refused: 'picture-outside' } as const);
  if (!box || 'refused' in found) {
    const why = 'refused' in found ? found : ({ refused: 'picture-unplaced' } as const);
    return unmappedElements(pic, ctx, t, group, why);
  }
  const alt = altOf(info, ctx);
  ctx.report.keep('picture');
  const crop = cropOf(blipFill);
  const opacity = numberAttr(child(blip, 'a:alphaModFix'), 'amt');
  if (box.flipH || box.flipV) ctx.report.approximate('flipped-picture');
  return [
    {
      kind: 'image',
      id: ctx.ids.take(undefined, `s${ctx.index}-picture`),
      ...placeBox(ctx, box, t, group),
      z: ctx.nextZ(),
      src: found.ref,
      alt,
      ...(alt === '' ? { decorative: true as const } : {}),
      ...(crop ? { crop } : {}),
      ...(opacity !== undefined && opacity < 100_000 ? { opacity: Math.max(0, opacity / 100_000) } : {}),
    },
  ];
}
