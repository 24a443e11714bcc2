// A deck as an editable PowerPoint file: the kernel's slide plan (kernel/export/pptx/plan.ts)
// written with pptxgenjs. Text stays text boxes with their runs, pictures keep their alt text,
// shapes and lines stay shapes, tables stay tables, and the steps' notes are the slides' notes
// when the plan carries them. Pictures the server cannot read (another site's) are left out, as the
// PDF leaves them; a video is its poster, or a box with its title.
import PptxGenJS from 'pptxgenjs';
import type { Theme } from '../../kernel/document/themes';
import type {
  PlannedItem,
  PlannedParagraph,
  PlannedStroke,
  SlideBox,
  SlidePlan,
} from '../../kernel/export/pptx/plan';
import { sniffImage } from '../../kernel/media/image-header';

/** Reads a picture of the deck as PNG or JPEG bytes, or null when it cannot be drawn. */
export type PictureLoader = (src: string) => Promise<Buffer | null>;

export interface PptxContext {
  theme: Theme;
  author: string;
  /** The site's origin, for links to its own pages. */
  origin: string;
  loadPicture: PictureLoader;
}

type Slide = PptxGenJS.Slide;

const DASHES = { solid: 'solid', dashed: 'dash', dotted: 'sysDot' } as const;

/** The first family of a CSS font stack, or undefined for the default. */
function fontFace(stack: string | undefined): string | undefined {
  const first = stack
    ?.split(',')[0]
    ?.trim()
    .replace(/^["']|["']$/g, '');
  return first && !first.startsWith('var(') && !/^(system-ui|sans-serif|serif|inherit)$/.test(first)
    ? first
    : undefined;
}

const placed = (box: SlideBox) => ({
  x: box.x,
  y: box.y,
  w: box.w,
  h: box.h,
  ...(box.rotate ? { rotate: box.rotate } : {}),
});

const line = (stroke: PlannedStroke) => ({
  color: stroke.color,
  width: stroke.widthPt,
  dashType: DASHES[stroke.dash],
});

function textRuns(paragraphs: PlannedParagraph[], context: PptxContext): PptxGenJS.TextProps[] {
  const heading = fontFace(context.theme.headingFont);
  const body = fontFace(context.theme.bodyFont);
  return paragraphs.flatMap((paragraph, p) =>
    paragraph.runs.map((run, r): PptxGenJS.TextProps => {
      const face =
        run.font === 'mono' ? 'Courier New' : run.font === 'heading' || paragraph.heading ? heading : body;
      const link = run.link?.startsWith('/') ? `${context.origin}${run.link}` : run.link;
      return {
        text: run.text,
        options: {
          fontSize: Math.max(1, Math.min(400, run.sizePt)),
          ...(face ? { fontFace: face } : {}),
          ...(run.bold ? { bold: true } : {}),
          ...(run.italic ? { italic: true } : {}),
          ...(run.underline ? { underline: { style: 'sng' } } : {}),
          ...(run.strike ? { strike: 'sngStrike' } : {}),
          ...(run.color ? { color: run.color } : {}),
          ...(link ? { hyperlink: { url: link } } : {}),
          ...(r === 0 ? paragraphOptions(paragraph) : {}),
          breakLine: r === paragraph.runs.length - 1 && p < paragraphs.length - 1,
        },
      };
    }),
  );
}

function paragraphOptions(paragraph: PlannedParagraph): PptxGenJS.TextPropsOptions {
  return {
    ...(paragraph.align ? { align: paragraph.align } : {}),
    ...(paragraph.list ? { bullet: paragraph.list === 'number' ? { type: 'number' } : true } : {}),
    ...(paragraph.list && paragraph.level > 0 ? { indentLevel: paragraph.level } : {}),
    lineSpacingMultiple: paragraph.lineHeight,
  };
}

/** PNG or JPEG bytes as pptxgenjs takes them. */
function pictureData(bytes: Buffer): string | null {
  const type = sniffImage(bytes)?.type;
  if (type !== 'png' && type !== 'jpeg') return null;
  return `image/${type};base64,${bytes.toString('base64')}`;
}

async function addPicture(
  slide: Slide,
  item: Extract<PlannedItem, { kind: 'image' }>,
  context: PptxContext,
): Promise<void> {
  const bytes = await context.loadPicture(item.src);
  const data = bytes ? pictureData(bytes) : null;
  if (!data) return;
  const { box, crop } = item;
  const common = {
    data,
    altText: item.alt,
    ...(item.opacity !== undefined && item.opacity < 1
      ? { transparency: Math.round((1 - item.opacity) * 100) }
      : {}),
    ...(box.rotate ? { rotate: box.rotate } : {}),
  };
  if (!crop) return void slide.addImage({ ...common, x: box.x, y: box.y, w: box.w, h: box.h });
  // The whole picture's size, of which the box shows the part the crop leaves.
  const w = box.w / Math.max(0.1, 1 - crop.left - crop.right);
  const h = box.h / Math.max(0.1, 1 - crop.top - crop.bottom);
  slide.addImage({
    ...common,
    x: box.x,
    y: box.y,
    w,
    h,
    sizing: { type: 'crop', x: crop.left * w, y: crop.top * h, w: box.w, h: box.h },
  });
}

const SHAPES = {
  rectangle: 'rect',
  rounded: 'roundRect',
  ellipse: 'ellipse',
  triangle: 'triangle',
  line: 'line',
  arrow: 'line',
  'frame-rectangle': 'rect',
  'frame-circle': 'ellipse',
} as const;

function addShape(slide: Slide, item: Extract<PlannedItem, { kind: 'shape' }>, context: PptxContext) {
  const options = {
    ...placed(item.box),
    fill: item.fill ? { color: item.fill } : { type: 'none' as const },
    ...(item.stroke ? { line: line(item.stroke) } : {}),
    ...(item.flipH ? { flipH: true } : {}),
    ...(item.flipV ? { flipV: true } : {}),
  };
  const shape = SHAPES[item.shape] as PptxGenJS.ShapeType;
  if (item.paragraphs)
    slide.addText(textRuns(item.paragraphs, context), { ...options, shape, valign: 'middle' });
  else slide.addShape(shape, options);
}

function addTable(slide: Slide, item: Extract<PlannedItem, { kind: 'table' }>, context: PptxContext) {
  const border = item.stroke
    ? { type: 'solid' as const, pt: item.stroke.widthPt, color: item.stroke.color }
    : undefined;
  const rows = item.rows.map((row, r) =>
    row.map(
      (cell): PptxGenJS.TableCell => ({
        text: textRuns(cell.paragraphs, context),
        options: {
          ...(cell.fill ? { fill: { color: cell.fill } } : {}),
          ...(border ? { border } : {}),
          ...(item.header && r === 0 ? { bold: true } : {}),
        },
      }),
    ),
  );
  slide.addTable(rows, { x: item.box.x, y: item.box.y, w: item.box.w, colW: item.columnsIn });
}

async function addItem(slide: Slide, item: PlannedItem, context: PptxContext): Promise<void> {
  switch (item.kind) {
    case 'text':
      slide.addText(textRuns(item.paragraphs, context), {
        ...placed(item.box),
        valign: 'top',
        margin: 0,
        ...(item.fit ? { fit: 'shrink' } : {}),
      });
      return;
    case 'image':
      return addPicture(slide, item, context);
    case 'shape':
      return addShape(slide, item, context);
    case 'line':
      slide.addShape('line' as PptxGenJS.ShapeType, {
        ...placed(item.box),
        line: {
          ...line(item.stroke),
          ...(item.arrowStart ? { beginArrowType: 'triangle' } : {}),
          ...(item.arrowEnd ? { endArrowType: 'triangle' } : {}),
        },
        ...(item.flipH ? { flipH: true } : {}),
        ...(item.flipV ? { flipV: true } : {}),
      });
      return;
    case 'table':
      return addTable(slide, item, context);
    case 'video': {
      const poster = item.poster ? await context.loadPicture(item.poster) : null;
      const data = poster ? pictureData(poster) : null;
      if (data) slide.addImage({ data, ...placed(item.box), altText: item.title });
      else
        slide.addText(item.title, {
          ...placed(item.box),
          shape: 'rect' as PptxGenJS.ShapeType,
          align: 'center',
          line: { color: '808080', width: 1 },
        });
      return;
    }
  }
}

/** The plan as a .pptx file. */
export async function writePptx(plan: SlidePlan, context: PptxContext): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.defineLayout({ name: 'PODIUM', width: plan.widthIn, height: plan.heightIn });
  pptx.layout = 'PODIUM';
  pptx.title = plan.title;
  pptx.author = context.author;
  for (const planned of plan.slides) {
    const slide = pptx.addSlide();
    if (planned.background) slide.background = { color: planned.background };
    for (const item of planned.items) await addItem(slide, item, context);
    if (planned.notes) slide.addNotes(planned.notes);
  }
  // 'STREAM' is pptxgenjs's name for a Node buffer that honours `compression` ('nodebuffer' does not).
  return (await pptx.write({ outputType: 'STREAM', compression: true })) as Buffer;
}
