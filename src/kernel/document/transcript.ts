// The transcript (spec §3 "Transcript topic"): texts and nested topics, derived on write from
// the document (decks), the path order of frames (classic) or the captions (videos).

import type { Cue } from '../media/webvtt';
import { transcriptOfCanvas } from './canvas/transcript';
import type { PresentationDocument, Text, Topic } from './document';
import { FONT_SIZES } from './markdown-outline';

export interface TranscriptTopic {
  texts: Text[];
  topics: TranscriptTopic[];
}

const heading = (id: string, text: string, style: 'title' | 'subtitle' | 'subtitle_2'): Text => ({
  id,
  styleClasses: [style],
  paragraphs: [{ text, biggestFontSize: FONT_SIZES[style] }],
});

export function transcriptOf(doc: PresentationDocument): TranscriptTopic {
  if (doc.version === 3) return transcriptOfCanvas(doc);
  if (doc.version === 0) {
    const framesById = new Map(doc.frames.map((frame) => [frame.id, frame]));
    const seen = new Set<string>();
    const topics: TranscriptTopic[] = [];
    for (const id of doc.path) {
      const frame = framesById.get(id);
      if (!frame || seen.has(id)) continue;
      seen.add(id);
      const texts = frame.texts.some((t) => t.paragraphs.some((p) => p.text === frame.title))
        ? frame.texts
        : [...(frame.title ? [heading(`${frame.id}-title`, frame.title, 'subtitle')] : []), ...frame.texts];
      topics.push({ texts, topics: [] });
    }
    return { texts: [], topics };
  }
  const fromTopic = (topic: Topic, depth: number): TranscriptTopic => ({
    texts: [
      heading(`${topic.id}-title`, topic.title, depth === 0 ? 'subtitle' : 'subtitle_2'),
      ...topic.texts,
    ],
    topics: topic.topics.map((sub) => fromTopic(sub, depth + 1)),
  });
  return { texts: doc.texts, topics: doc.topics.map((topic) => fromTopic(topic, 0)) };
}

/** A video's transcript: its captions, joined into paragraphs of a few cues each. */
export function transcriptOfCaptions(title: string, cues: Cue[]): TranscriptTopic {
  const paragraphs: string[] = [];
  for (let i = 0; i < cues.length; i += 3) {
    paragraphs.push(
      cues
        .slice(i, i + 3)
        .map((cue) => cue.text)
        .join(' '),
    );
  }
  return {
    texts: [heading('title', title, 'title')],
    topics: [
      {
        texts: paragraphs.map((text, i) => ({
          id: `captions-${i + 1}`,
          styleClasses: ['body'],
          paragraphs: [{ text, biggestFontSize: FONT_SIZES.body }],
        })),
        topics: [],
      },
    ],
  };
}

/** Every line of a transcript in reading order (for the HTML, search and tests). */
export function transcriptLines(topic: TranscriptTopic): string[] {
  return [
    ...topic.texts.flatMap((text) => text.paragraphs.map((p) => p.text)),
    ...topic.topics.flatMap((sub) => transcriptLines(sub)),
  ];
}

/** The single topic a video document holds: its captions, so the player and search have text. */
export function captionTopics(cues: Cue[]): Topic[] {
  const [topic] = transcriptOfCaptions('', cues).topics;
  return [{ id: 'captions', title: 'Transcript', texts: topic!.texts, topics: [] }];
}
