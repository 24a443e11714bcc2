import { describe, expect, it } from 'vitest';
import { buildCanvasDeck } from '../../../test/helpers/canvas-documents';
import {
  bodyText,
  buildClassic,
  buildDeck,
  buildFrame,
  buildTopic,
  bulletText,
} from '../../../test/helpers/documents';
import { DocumentError, documentImages, documentPlainText, parseDocument, schemaVersionOf } from './document';

/** The problems parseDocument reports for a value, or a failure if it accepts it. */
function problemsOf(value: unknown): string[] {
  try {
    parseDocument(value);
  } catch (error) {
    expect(error).toBeInstanceOf(DocumentError);
    return (error as DocumentError).problems;
  }
  throw new Error('parseDocument accepted the document');
}

describe('parseDocument', () => {
  it('accepts a valid schema 2 deck and returns it unchanged', () => {
    const deck = buildDeck({
      texts: [bodyText('intro', 'Welcome')],
      topics: [
        buildTopic({
          id: 'a',
          title: 'A',
          image: 'media/a.png',
          texts: [bulletText('a-list', 'one', 'two')],
          topics: [buildTopic({ id: 'a1', title: 'A1', topics: [buildTopic({ id: 'a1x', title: 'Deep' })] })],
        }),
        buildTopic({ id: 'b', title: 'B', image: 'https://example.com/b.png' }),
      ],
    });
    const parsed = parseDocument(deck);
    expect(parsed).toBe(deck);
    expect(schemaVersionOf(parsed)).toBe('2');
  });

  it('accepts a valid schema 0 classic document', () => {
    const classic = buildClassic();
    const parsed = parseDocument(classic);
    expect(parsed).toBe(classic);
    expect(schemaVersionOf(parsed)).toBe('0');
  });

  it('accepts a canvas document (schema 3) through its own validation', () => {
    const canvas = buildCanvasDeck();
    const parsed = parseDocument(canvas);
    expect(parsed).toBe(canvas);
    expect(schemaVersionOf(parsed)).toBe('3');
    const undescribed = buildCanvasDeck();
    const heron = undescribed.elements.find((element) => element.id === 'heron')!;
    Object.assign(heron, { alt: '' });
    expect(problemsOf(undescribed)).toEqual(['elements[2].alt: describe the picture, or mark it decorative']);
  });

  it('rejects anything that is not an object', () => {
    for (const value of [null, [], 'text', 2]) {
      expect(problemsOf(value)).toEqual(['document: must be a JSON object']);
    }
  });

  it('rejects a missing or unknown version', () => {
    const expected = ['version: must be 3 (canvas), 2 (topics) or 0 (classic frames)'];
    expect(problemsOf({ ...buildDeck(), version: undefined })).toEqual(expected);
    expect(problemsOf({ ...buildDeck(), version: 1 })).toEqual(expected);
    expect(problemsOf({ ...buildDeck(), version: '2' })).toEqual(expected);
  });

  it('joins the problems into the error message with semicolons', () => {
    const deck = buildDeck({ topics: [buildTopic({ title: '' }), buildTopic({ id: 'b', image: 'x' })] });
    expect(() => parseDocument(deck)).toThrow(DocumentError);
    expect(() => parseDocument(deck)).toThrow(
      new DocumentError([
        'topics[0].title: must not have fewer than 1 characters',
        'topics[1].image: must match pattern "^(media/[A-Za-z0-9._-]+|/media/[A-Za-z0-9/._-]+|https://\\S+)$"',
      ]),
    );
    try {
      parseDocument(deck);
    } catch (error) {
      expect((error as Error).message).toBe(
        'topics[0].title: must not have fewer than 1 characters; topics[1].image: must match pattern "^(media/[A-Za-z0-9._-]+|/media/[A-Za-z0-9/._-]+|https://\\S+)$"',
      );
    }
  });

  it('names the topic field whose value is wrong', () => {
    const problems = problemsOf(buildDeck({ topics: [buildTopic({ title: '' })] }));
    expect(problems).toEqual(['topics[0].title: must not have fewer than 1 characters']);
  });

  it('names fields nested deep inside topics and texts', () => {
    const deck = buildDeck({
      topics: [
        buildTopic({ id: 'a' }),
        buildTopic({
          id: 'b',
          texts: [bodyText('ok', 'fine'), { id: 'bad', styleClasses: ['body'], paragraphs: 'x' as never }],
        }),
      ],
    });
    expect(problemsOf(deck)).toEqual(['topics[1].texts[1].paragraphs: must be array']);
  });

  it('reports an unknown extra field as not a known field', () => {
    const deck = buildDeck({ topics: [{ ...buildTopic(), colour: 'red' } as never] });
    expect(problemsOf(deck)).toEqual(['topics[0].colour: is not a known field']);
  });

  it('reports an unknown field at the top of the document by its name', () => {
    expect(problemsOf({ ...buildDeck(), author: 'me' })).toEqual(['author: is not a known field']);
  });

  it('rejects a deck without topics', () => {
    expect(problemsOf(buildDeck({ topics: [] }))).toEqual(['topics: must not have fewer than 1 items']);
  });

  it('rejects topics nested deeper than three levels', () => {
    const deck = buildDeck({
      topics: [
        buildTopic({
          id: 'a',
          topics: [
            buildTopic({ id: 'b', topics: [buildTopic({ id: 'c', topics: [buildTopic({ id: 'd' })] })] }),
          ],
        }),
      ],
    });
    expect(problemsOf(deck)).toContain(
      'topics[0].topics[0].topics[0].topics: must not have more than 0 items',
    );
  });

  it('rejects image references outside media/ and https', () => {
    const problems = problemsOf(buildDeck({ topics: [buildTopic({ image: 'javascript:alert(1)' })] }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^topics\[0\]\.image: must match pattern/);
  });

  it('rejects a classic path step that names no frame', () => {
    const classic = buildClassic({ path: ['overview', 'x', 'one', 'y'] });
    expect(problemsOf(classic)).toEqual(['path[1]: no frame has id "x"', 'path[3]: no frame has id "y"']);
  });

  it('names the classic frame field at fault', () => {
    const classic = buildClassic({ frames: [buildFrame({ id: 'overview', scale: 0 })], path: ['overview'] });
    expect(problemsOf(classic)).toEqual(['frames[0].scale: must be >= 0.01']);
  });

  it('rejects a topic id used twice, even at different depths', () => {
    const deck = buildDeck({
      topics: [
        buildTopic({ id: 'a', topics: [buildTopic({ id: 'b' })] }),
        buildTopic({ id: 'b', title: 'Again' }),
      ],
    });
    expect(problemsOf(deck)).toEqual(['topics[1].id: id "b" is used twice']);
  });

  it('rejects a frame id used twice', () => {
    const classic = buildClassic({
      frames: [buildFrame({ id: 'overview' }), buildFrame({ id: 'overview', x: 9 })],
      path: ['overview'],
    });
    expect(problemsOf(classic)).toEqual(['frames[1].id: id "overview" is used twice']);
  });

  it('lists several problems at once, in document order, but not all of a long list', () => {
    const topics = Array.from({ length: 15 }, (_, i) => buildTopic({ id: `t${i}`, title: '' }));
    const problems = problemsOf(buildDeck({ topics }));
    expect(problems.slice(0, 2)).toEqual([
      'topics[0].title: must not have fewer than 1 characters',
      'topics[1].title: must not have fewer than 1 characters',
    ]);
    expect(problems.length).toBeLessThanOrEqual(10);
  });
});

describe('documentImages', () => {
  it('lists every topic image of a deck in reading order, nested ones included', () => {
    const deck = buildDeck({
      topics: [
        buildTopic({
          id: 'a',
          image: 'media/a.png',
          topics: [buildTopic({ id: 'a1', image: 'media/a1.png' }), buildTopic({ id: 'a2' })],
        }),
        buildTopic({ id: 'b' }),
        buildTopic({ id: 'c', image: 'https://example.com/c.jpg' }),
      ],
    });
    expect(documentImages(deck)).toEqual(['media/a.png', 'media/a1.png', 'https://example.com/c.jpg']);
  });

  it('lists the frame images of a classic document', () => {
    const classic = buildClassic({
      frames: [buildFrame({ id: 'overview' }), buildFrame({ id: 'one', image: 'media/one.png' })],
    });
    expect(documentImages(classic)).toEqual(['media/one.png']);
  });

  it('is empty when nothing has an image', () => {
    expect(documentImages(buildDeck())).toEqual([]);
  });
});

describe('documentPlainText', () => {
  it('gives a deck title, overview texts, then each topic title and its texts, depth first', () => {
    const deck = buildDeck({
      title: 'Deck',
      texts: [bodyText('intro', 'Hello', 'there')],
      topics: [
        buildTopic({
          id: 'a',
          title: 'A',
          texts: [bulletText('a-list', 'one', 'two')],
          topics: [buildTopic({ id: 'a1', title: 'A1', texts: [bodyText('a1-text', 'inside')] })],
        }),
        buildTopic({ id: 'b', title: 'B' }),
      ],
    });
    expect(documentPlainText(deck)).toBe('Deck\nHello\nthere\nA\none\ntwo\nA1\ninside\nB');
  });

  it('gives a classic title and each frame title and text, skipping missing titles', () => {
    const classic = buildClassic({
      title: 'Classic',
      frames: [
        buildFrame({ id: 'overview', title: 'Start', texts: [bodyText('s', 'first words')] }),
        buildFrame({ id: 'untitled', texts: [bodyText('u', 'no title here')] }),
      ],
      path: ['overview', 'untitled'],
    });
    expect(documentPlainText(classic)).toBe('Classic\nStart\nfirst words\nno title here');
  });
});
