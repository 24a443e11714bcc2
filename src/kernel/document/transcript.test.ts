import { describe, expect, it } from 'vitest';
import {
  bodyText,
  buildClassic,
  buildDeck,
  buildFrame,
  buildTopic,
  bulletText,
} from '../../../test/helpers/documents';
import type { Cue } from '../media/webvtt';
import { captionTopics, transcriptLines, transcriptOf, transcriptOfCaptions } from './transcript';

const cues = (...texts: string[]): Cue[] => texts.map((text, i) => ({ start: i, end: i + 1, text }));

describe('transcriptOf a schema 2 deck', () => {
  const deck = buildDeck({
    texts: [bodyText('intro', 'Welcome')],
    topics: [
      buildTopic({
        id: 'a',
        title: 'Topic A',
        texts: [bulletText('a-list', 'one', 'two')],
        topics: [buildTopic({ id: 'a1', title: 'Inner A1', texts: [bodyText('a1-text', 'deep words')] })],
      }),
      buildTopic({ id: 'b', title: 'Topic B' }),
    ],
  });

  it('keeps the overview texts at the top level', () => {
    expect(transcriptOf(deck).texts).toEqual([bodyText('intro', 'Welcome')]);
  });

  it('starts each topic with its title as a subtitle text, followed by its own texts', () => {
    const [a, b] = transcriptOf(deck).topics;
    expect(a!.texts).toEqual([
      { id: 'a-title', styleClasses: ['subtitle'], paragraphs: [{ text: 'Topic A', biggestFontSize: 40 }] },
      bulletText('a-list', 'one', 'two'),
    ]);
    expect(b).toEqual({
      texts: [
        { id: 'b-title', styleClasses: ['subtitle'], paragraphs: [{ text: 'Topic B', biggestFontSize: 40 }] },
      ],
      topics: [],
    });
  });

  it('gives nested topics a subtitle_2 title', () => {
    const inner = transcriptOf(deck).topics[0]!.topics[0]!;
    expect(inner).toEqual({
      texts: [
        {
          id: 'a1-title',
          styleClasses: ['subtitle_2'],
          paragraphs: [{ text: 'Inner A1', biggestFontSize: 30 }],
        },
        bodyText('a1-text', 'deep words'),
      ],
      topics: [],
    });
  });

  it('reads in document order', () => {
    expect(transcriptLines(transcriptOf(deck))).toEqual([
      'Welcome',
      'Topic A',
      'one',
      'two',
      'Inner A1',
      'deep words',
      'Topic B',
    ]);
  });
});

describe('transcriptOf a schema 0 classic document', () => {
  const classic = buildClassic({
    frames: [
      buildFrame({ id: 'overview', title: 'Overview' }),
      buildFrame({ id: 'second', title: 'Second', texts: [bodyText('s', 'second words')] }),
      buildFrame({ id: 'first', title: 'First', texts: [bodyText('f', 'first words')] }),
      buildFrame({ id: 'never', title: 'Not on the path' }),
    ],
    path: ['overview', 'first', 'second', 'first', 'overview'],
  });

  it('has one topic per frame on the path, in path order, each frame once', () => {
    const transcript = transcriptOf(classic);
    expect(transcript.texts).toEqual([]);
    expect(transcriptLines(transcript)).toEqual([
      'Overview',
      'First',
      'first words',
      'Second',
      'second words',
    ]);
  });

  it('heads each frame with its title as a subtitle', () => {
    const [, first] = transcriptOf(classic).topics;
    expect(first).toEqual({
      texts: [
        {
          id: 'first-title',
          styleClasses: ['subtitle'],
          paragraphs: [{ text: 'First', biggestFontSize: 40 }],
        },
        bodyText('f', 'first words'),
      ],
      topics: [],
    });
  });

  it('does not repeat a title that the frame already shows as text', () => {
    const doc = buildClassic({
      frames: [buildFrame({ id: 'overview', title: 'Hello', texts: [bodyText('h', 'Hello')] })],
      path: ['overview'],
    });
    expect(transcriptOf(doc).topics).toEqual([{ texts: [bodyText('h', 'Hello')], topics: [] }]);
  });

  it('adds no heading for a frame without a title', () => {
    const doc = buildClassic({
      frames: [buildFrame({ id: 'overview', texts: [bodyText('o', 'words')] })],
      path: ['overview'],
    });
    expect(transcriptOf(doc).topics).toEqual([{ texts: [bodyText('o', 'words')], topics: [] }]);
  });
});

describe('transcriptOfCaptions', () => {
  it('puts the title first and groups the cues three to a paragraph', () => {
    expect(transcriptOfCaptions('My talk', cues('a', 'b', 'c', 'd', 'e', 'f', 'g'))).toEqual({
      texts: [
        { id: 'title', styleClasses: ['title'], paragraphs: [{ text: 'My talk', biggestFontSize: 64 }] },
      ],
      topics: [
        {
          texts: [
            {
              id: 'captions-1',
              styleClasses: ['body'],
              paragraphs: [{ text: 'a b c', biggestFontSize: 20 }],
            },
            {
              id: 'captions-2',
              styleClasses: ['body'],
              paragraphs: [{ text: 'd e f', biggestFontSize: 20 }],
            },
            { id: 'captions-3', styleClasses: ['body'], paragraphs: [{ text: 'g', biggestFontSize: 20 }] },
          ],
          topics: [],
        },
      ],
    });
  });

  it('has no caption paragraphs without cues', () => {
    expect(transcriptOfCaptions('Silent', []).topics).toEqual([{ texts: [], topics: [] }]);
  });
});

describe('transcriptLines', () => {
  it('lists every paragraph, texts before nested topics, depth first', () => {
    const lines = transcriptLines({
      texts: [bodyText('root', 'r1', 'r2')],
      topics: [
        { texts: [bodyText('a', 'a1')], topics: [{ texts: [bodyText('aa', 'aa1')], topics: [] }] },
        { texts: [bulletText('b', 'b1', 'b2')], topics: [] },
      ],
    });
    expect(lines).toEqual(['r1', 'r2', 'a1', 'aa1', 'b1', 'b2']);
  });

  it('is empty for an empty transcript', () => {
    expect(transcriptLines({ texts: [], topics: [] })).toEqual([]);
  });
});

describe('captionTopics', () => {
  it('gives a single "Transcript" topic holding the caption paragraphs', () => {
    expect(captionTopics(cues('one', 'two', 'three', 'four'))).toEqual([
      {
        id: 'captions',
        title: 'Transcript',
        texts: [
          {
            id: 'captions-1',
            styleClasses: ['body'],
            paragraphs: [{ text: 'one two three', biggestFontSize: 20 }],
          },
          { id: 'captions-2', styleClasses: ['body'], paragraphs: [{ text: 'four', biggestFontSize: 20 }] },
        ],
        topics: [],
      },
    ]);
  });
});
