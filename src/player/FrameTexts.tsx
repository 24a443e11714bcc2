// A frame's texts as real text: paragraphs, and bullet paragraphs gathered into lists, each sized
// relative to the frame's base font as the document asks.
import type { CSSProperties } from 'react';
import type { Paragraph, Text } from '../kernel/document/document';
import { paragraphScale } from '../kernel/document/layout-text';

type Block = { list: false; paragraph: Paragraph } | { list: true; items: Paragraph[] };

function blocksOf(paragraphs: readonly Paragraph[]): Block[] {
  const blocks: Block[] = [];
  for (const paragraph of paragraphs) {
    if (!paragraph.text.trim()) continue;
    const last = blocks[blocks.length - 1];
    if (paragraph.listType !== 'BULLET') blocks.push({ list: false, paragraph });
    else if (last?.list) last.items.push(paragraph);
    else blocks.push({ list: true, items: [paragraph] });
  }
  return blocks;
}

const sized = (paragraph: Paragraph): CSSProperties => ({ fontSize: `${paragraphScale(paragraph)}em` });

export function FrameTexts({ texts }: { texts: readonly Text[] }) {
  return texts.map((text) => (
    <div key={text.id} className="podium-frame__text">
      {blocksOf(text.paragraphs).map((block, i) =>
        block.list ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j} style={sized(item)}>
                {item.text}
              </li>
            ))}
          </ul>
        ) : (
          <p key={i} style={sized(block.paragraph)}>
            {block.paragraph.text}
          </p>
        ),
      )}
    </div>
  ));
}
