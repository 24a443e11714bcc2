// A canvas rich text as real text: paragraphs with their role, alignment and line height, lists
// gathered by kind with their levels, runs with their marks, links, colours, fonts and sizes. Sizes
// are world units; the element is laid out at design pixels of `unit` world units each (decision 094).
import type { CSSProperties, ReactNode } from 'react';
import { resolveColor } from '../../kernel/document/canvas/colors';
import type { FontRole, RichParagraph, RichText, TextRun } from '../../kernel/document/canvas/model';
import {
  CANVAS_LINE_HEIGHT,
  LIST_INDENT_EM,
  paragraphSize,
  runSize,
} from '../../kernel/document/canvas/text-fit';
import type { Theme } from '../../kernel/document/themes';

export interface TextScale {
  /** World units per design pixel. */
  unit: number;
  /** autoFit's shrink, 1 when none. */
  fit: number;
}

const FONTS: Record<FontRole, string> = {
  heading: 'var(--podium-heading-font, inherit)',
  body: 'var(--podium-body-font, inherit)',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
};

// The schema allows only these; a document from elsewhere is checked again rather than trusted.
const SAFE_LINK = /^(https?:\/\/\S+|mailto:\S+|\/[^/\\]\S*|\/)$/;
export const safeLink = (link: string | undefined): string | undefined =>
  link !== undefined && SAFE_LINK.test(link) ? link : undefined;

const px = (size: number, scale: TextScale) => `${(size * scale.fit) / scale.unit}px`;

function Run({
  run,
  paragraph,
  theme,
  scale,
}: {
  run: TextRun;
  paragraph: RichParagraph;
  theme: Theme;
  scale: TextScale;
}) {
  let node: ReactNode = run.text;
  if (run.strike) node = <s>{node}</s>;
  if (run.underline) node = <u>{node}</u>;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong>{node}</strong>;
  const style: CSSProperties = {
    fontSize: px(runSize(run, paragraph), scale),
    ...(run.color ? { color: resolveColor(run.color, theme) } : {}),
    ...(run.font ? { fontFamily: FONTS[run.font] } : {}),
  };
  const href = safeLink(run.link);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" style={style}>
      {node}
    </a>
  ) : (
    <span style={style}>{node}</span>
  );
}

function paragraphStyle(paragraph: RichParagraph, scale: TextScale): CSSProperties {
  const heading = paragraph.role === 'title' || paragraph.role === 'subtitle';
  return {
    fontSize: px(paragraphSize(paragraph), scale),
    lineHeight: paragraph.lineHeight ?? CANVAS_LINE_HEIGHT,
    ...(paragraph.align ? { textAlign: paragraph.align } : {}),
    ...(heading ? { fontFamily: FONTS.heading } : {}),
    ...(paragraph.list ? { marginInlineStart: `${(paragraph.level ?? 0) * LIST_INDENT_EM}em` } : {}),
  };
}

function Runs({ paragraph, theme, scale }: { paragraph: RichParagraph; theme: Theme; scale: TextScale }) {
  if (paragraph.runs.every((run) => run.text === '')) return <br />;
  return paragraph.runs.map((run, i) => (
    <Run key={i} run={run} paragraph={paragraph} theme={theme} scale={scale} />
  ));
}

type Block =
  | { list: undefined; paragraph: RichParagraph }
  | { list: 'bullet' | 'number'; items: RichParagraph[] };

function blocksOf(paragraphs: readonly RichParagraph[]): Block[] {
  const blocks: Block[] = [];
  for (const paragraph of paragraphs) {
    const last = blocks[blocks.length - 1];
    if (!paragraph.list) blocks.push({ list: undefined, paragraph });
    else if (last?.list === paragraph.list) last.items.push(paragraph);
    else blocks.push({ list: paragraph.list, items: [paragraph] });
  }
  return blocks;
}

/** Each numbered item's number at its level: a shallower item starts its deeper levels again. */
function numbers(items: readonly RichParagraph[]): number[] {
  const counters: number[] = [];
  return items.map((item) => {
    const level = item.level ?? 0;
    counters.length = level + 1;
    counters[level] = (counters[level] ?? 0) + 1;
    return counters[level]!;
  });
}

const TAGS = { title: 'h2', subtitle: 'h3', body: 'p' } as const;

export function RichTextView({ text, theme, scale }: { text: RichText; theme: Theme; scale: TextScale }) {
  return blocksOf(text.paragraphs).map((block, i) => {
    if (block.list === undefined) {
      const Tag = TAGS[block.paragraph.role ?? 'body'];
      return (
        <Tag key={i} className="podium-canvas-text__paragraph" style={paragraphStyle(block.paragraph, scale)}>
          <Runs paragraph={block.paragraph} theme={theme} scale={scale} />
        </Tag>
      );
    }
    const List = block.list === 'number' ? 'ol' : 'ul';
    const values = block.list === 'number' ? numbers(block.items) : [];
    return (
      <List key={i} className="podium-canvas-text__list">
        {block.items.map((item, j) => (
          <li key={j} value={values[j]} data-level={item.level ?? 0} style={paragraphStyle(item, scale)}>
            <Runs paragraph={item} theme={theme} scale={scale} />
          </li>
        ))}
      </List>
    );
  });
}
