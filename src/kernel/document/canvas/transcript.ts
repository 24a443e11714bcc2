// A canvas deck's transcript (spec §3 "Transcript topic"): one topic per frame in path order, its
// words in reading order, in the shape the view page already shows for topic and classic decks.
import type { Text } from '../document';
import { FONT_SIZES } from '../markdown-outline';
import type { CanvasDocument, CanvasElement, FrameElement, RichParagraph } from './model';
import { elementLines, elementsInReadingOrder } from './text';

export interface CanvasTranscriptTopic {
  texts: Text[];
  topics: CanvasTranscriptTopic[];
}

const styleOf = (paragraph: RichParagraph): Text['styleClasses'][number] =>
  paragraph.role === 'title' ? 'title' : paragraph.role === 'subtitle' ? 'subtitle' : 'body';

/** An element's words as transcript texts: one per run of paragraphs of the same style. */
function textsOf(element: CanvasElement): Text[] {
  const content = element.kind === 'text' || element.kind === 'shape' ? element.content : undefined;
  if (!content) {
    const lines = element.kind === 'frame' ? [] : elementLines(element);
    return lines.length === 0
      ? []
      : [
          {
            id: element.id,
            styleClasses: ['body'],
            paragraphs: lines.map((text) => ({ text, biggestFontSize: FONT_SIZES.body })),
          },
        ];
  }
  return content.paragraphs.map((paragraph, i) => ({
    id: `${element.id}-${i}`,
    styleClasses: [styleOf(paragraph)],
    paragraphs: [
      {
        text: paragraph.runs.map((run) => run.text).join(''),
        ...(paragraph.list ? { listType: 'BULLET' as const } : {}),
        biggestFontSize: FONT_SIZES[styleOf(paragraph) as 'title' | 'subtitle' | 'body'],
      },
    ],
  }));
}

const titleText = (frame: FrameElement): Text[] =>
  frame.title
    ? [
        {
          id: `${frame.id}-title`,
          styleClasses: ['subtitle'],
          paragraphs: [{ text: frame.title, biggestFontSize: FONT_SIZES.subtitle }],
        },
      ]
    : [];

/** Each frame a topic in reading order, holding the words of what sits in it; loose words first. */
export function transcriptOfCanvas(doc: CanvasDocument): CanvasTranscriptTopic {
  const topics = new Map<string, CanvasTranscriptTopic>();
  const frames = new Map<string, FrameElement>();
  const loose: Text[] = [];
  for (const element of elementsInReadingOrder(doc)) {
    if (element.kind === 'frame') {
      topics.set(element.id, { texts: [], topics: [] });
      frames.set(element.id, element);
    } else {
      const topic = element.parent === undefined ? undefined : topics.get(element.parent);
      (topic?.texts ?? loose).push(...textsOf(element));
    }
  }
  // A frame's title heads its topic unless a heading in it already says it (a converted deck draws
  // its titles as text), as a classic frame's does.
  for (const [id, topic] of topics) {
    const title = frames.get(id)!.title;
    const said = topic.texts.some(
      (text) => text.styleClasses[0] !== 'body' && text.paragraphs.some((p) => p.text === title),
    );
    if (!said) topic.texts.unshift(...titleText(frames.get(id)!));
  }
  const said = (topic: CanvasTranscriptTopic) =>
    topic.texts.some((text) => text.paragraphs.some((p) => p.text.trim() !== ''));
  return { texts: loose, topics: [...topics.values()].filter(said) };
}
