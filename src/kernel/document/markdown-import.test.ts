import { describe, expect, it } from 'vitest';
import { buildTopic } from '../../../test/helpers/documents';
import type { ClassicDocument, DeckDocument } from './document';
import { DocumentError } from './document';
import { ImportError, importMarkdown } from './markdown-import';

const lines = (...source: string[]) => `${source.join('\n')}\n`;

/** The problems importMarkdown reports, or a failure if the import succeeds. */
function importProblems(source: string): string[] {
  try {
    importMarkdown(source);
  } catch (error) {
    expect(error).toBeInstanceOf(DocumentError);
    return (error as DocumentError).problems;
  }
  throw new Error('importMarkdown accepted the source');
}

function deckOf(source: string): DeckDocument {
  const { document } = importMarkdown(source);
  if (document.version !== 2) throw new Error(`expected a schema 2 deck, got version ${document.version}`);
  return document;
}

describe('importMarkdown', () => {
  it('takes the "#" heading as the title and the first overview text', () => {
    const deck = deckOf(lines('# My *Deck*', '', 'Intro paragraph.', '', '## Topic'));
    expect(deck.version).toBe(2);
    expect(deck.title).toBe('My Deck');
    expect(deck.texts).toEqual([
      { id: 'title', styleClasses: ['title'], paragraphs: [{ text: 'My Deck', biggestFontSize: 64 }] },
      { id: 't1', styleClasses: ['body'], paragraphs: [{ text: 'Intro paragraph.', biggestFontSize: 20 }] },
    ]);
  });

  it('makes a topic of each "##" and a subtopic of each "###" under it', () => {
    const deck = deckOf(
      lines('# T', '', '## First', '', 'First text.', '', '### Inner', '', 'Inner text.', '', '## Second'),
    );
    expect(deck.topics).toEqual([
      {
        id: 'topic1',
        title: 'First',
        texts: [
          { id: 't2', styleClasses: ['body'], paragraphs: [{ text: 'First text.', biggestFontSize: 20 }] },
        ],
        topics: [
          {
            id: 'topic3',
            title: 'Inner',
            texts: [
              {
                id: 't4',
                styleClasses: ['body'],
                paragraphs: [{ text: 'Inner text.', biggestFontSize: 20 }],
              },
            ],
            topics: [],
          },
        ],
      },
      { id: 'topic5', title: 'Second', texts: [], topics: [] },
    ]);
  });

  it('joins a paragraph over several lines and keeps the words of emphasis, links and code', () => {
    const deck = deckOf(
      lines('# T', '## A', '', 'Some **bold** and [a link](https://x.y)', 'over `two` lines.'),
    );
    expect(deck.topics[0]!.texts[0]!.paragraphs).toEqual([
      { text: 'Some bold and a link over two lines.', biggestFontSize: 20 },
    ]);
  });

  it('turns a bullet list into one text of BULLET paragraphs, nested items included', () => {
    const deck = deckOf(lines('# T', '## A', '', '- one', '- two', '  - nested'));
    expect(deck.topics[0]!.texts).toEqual([
      {
        id: 't2',
        styleClasses: ['body'],
        paragraphs: [
          { text: 'one', listType: 'BULLET', biggestFontSize: 20 },
          { text: 'two', listType: 'BULLET', biggestFontSize: 20 },
          { text: 'nested', listType: 'BULLET', biggestFontSize: 20 },
        ],
      },
    ]);
  });

  it('numbers an ordered list and gives it no list type', () => {
    const deck = deckOf(lines('# T', '## A', '', '1. alpha', '2. beta', '3. gamma'));
    expect(deck.topics[0]!.texts[0]!.paragraphs).toEqual([
      { text: '1. alpha', biggestFontSize: 20 },
      { text: '2. beta', biggestFontSize: 20 },
      { text: '3. gamma', biggestFontSize: 20 },
    ]);
  });

  it('makes an image line the image of the topic or subtopic it sits under', () => {
    const deck = deckOf(
      lines('# T', '## A', '', '![cat](media/cat.png)', '', '### A1', '', '![dog](/media/u/dog.png)', '## B'),
    );
    expect(deck.topics[0]!.image).toBe('media/cat.png');
    expect(deck.topics[0]!.texts).toEqual([]);
    expect(deck.topics[0]!.topics[0]!.image).toBe('/media/u/dog.png');
    expect(deck.topics[1]!.image).toBeUndefined();
  });

  it('keeps a code block as a body_2 text', () => {
    const deck = deckOf(lines('# T', '## A', '', '```', 'const x = 1;', '```'));
    expect(deck.topics[0]!.texts).toEqual([
      { id: 't2', styleClasses: ['body_2'], paragraphs: [{ text: 'const x = 1;', biggestFontSize: 20 }] },
    ]);
  });

  it('turns a "####" heading into a subtitle_2 text of the current topic', () => {
    const deck = deckOf(lines('# T', '## A', '#### Small heading'));
    expect(deck.topics[0]!.texts).toEqual([
      {
        id: 't2',
        styleClasses: ['subtitle_2'],
        paragraphs: [{ text: 'Small heading', biggestFontSize: 30 }],
      },
    ]);
  });

  it('gives default metadata when there is no front matter', () => {
    const { metadata, document } = importMarkdown(lines('# T', '## A'));
    expect(metadata).toEqual({ theme: 'ocean', tags: [], privacy: 'public' });
    expect(document.theme).toBe('ocean');
  });

  it('reads privacy, tags, theme and description from the front matter', () => {
    const { metadata, document } = importMarkdown(
      lines(
        '---',
        'privacy: reusable',
        'tags: [design, ux-research]',
        'theme: forest',
        'description: A short talk.',
        '---',
        '# T',
        '## A',
      ),
    );
    expect(metadata).toEqual({
      privacy: 'reusable',
      tags: ['design', 'ux-research'],
      theme: 'forest',
      description: 'A short talk.',
    });
    expect(document.theme).toBe('forest');
  });

  it('accepts Windows line endings and a byte-order mark', () => {
    const { metadata, document } = importMarkdown(
      '\uFEFF---\r\nprivacy: private\r\n---\r\n# T\r\n\r\n## A\r\n',
    );
    expect(metadata.privacy).toBe('private');
    expect(document.title).toBe('T');
  });

  it('builds a classic document for schema "0": an overview frame, a frame per topic, a path out and back', () => {
    const { metadata, document } = importMarkdown(
      lines('---', 'schema: "0"', '---', '# T', '', 'Intro', '', '## A', '', '### A1', '', '## B'),
    );
    expect(metadata.schema).toBe('0');
    expect(document.version).toBe(0);
    const classic = document as ClassicDocument;
    expect(classic.title).toBe('T');
    expect(classic.frames.map((f) => [f.id, f.title])).toEqual([
      ['overview', 'T'],
      ['topic2', 'A'],
      ['topic3', 'A1'],
      ['topic4', 'B'],
    ]);
    expect(classic.frames[0]!.texts.map((t) => t.paragraphs[0]!.text)).toEqual(['T', 'Intro']);
    expect(classic.path).toEqual(['overview', 'topic2', 'topic3', 'topic4', 'overview']);
  });

  it('adds the topics that topicsFrom gives, called with the title', () => {
    const calls: string[] = [];
    const { document } = importMarkdown(lines('# Talk', '', 'Summary.'), {
      topicsFrom: (title) => {
        calls.push(title);
        return [buildTopic({ id: 'captions', title: 'Transcript' })];
      },
    });
    expect(calls).toEqual(['Talk']);
    expect((document as DeckDocument).topics).toEqual([
      { id: 'captions', title: 'Transcript', texts: [], topics: [] },
    ]);
  });

  it('puts topicsFrom topics after the written ones', () => {
    const { document } = importMarkdown(lines('# Talk', '## Written'), {
      topicsFrom: () => [buildTopic({ id: 'captions', title: 'Transcript' })],
    });
    expect((document as DeckDocument).topics.map((t) => t.title)).toEqual(['Written', 'Transcript']);
  });

  describe('errors', () => {
    it('throws an ImportError', () => {
      expect(() => importMarkdown(lines('# T'))).toThrow(ImportError);
    });

    it('names the line of a "###" with no "##" above it, counting the front-matter lines', () => {
      const source = lines('---', 'privacy: public', '---', '# T', '', '### Orphan', '', '## A');
      expect(importProblems(source)).toEqual(['line 6: a "###" subtopic needs a "##" topic above it']);
    });

    it('counts lines from the top of the file when there is no front matter', () => {
      expect(importProblems(lines('# T', '', '### Orphan', '## A'))).toEqual([
        'line 3: a "###" subtopic needs a "##" topic above it',
      ]);
    });

    it('allows only one "#" title', () => {
      expect(importProblems(lines('# T', '', '# Another', '', '## A'))).toEqual([
        'line 3: only one "#" title is allowed',
      ]);
    });

    it('needs the title before any topic', () => {
      expect(importProblems(lines('## A', '', '# T'))).toEqual(['line 1: the "#" title must come first']);
    });

    it('needs a title', () => {
      expect(importProblems(lines('Just text.'))).toEqual([
        'line 1: the presentation needs a "#" title',
        'the presentation needs at least one "##" topic',
      ]);
    });

    it('needs at least one topic', () => {
      expect(importProblems(lines('# T', '', 'Only an overview.'))).toEqual([
        'the presentation needs at least one "##" topic',
      ]);
    });

    it('rejects an empty heading', () => {
      expect(importProblems(lines('# T', '', '##', '', '## A'))).toEqual(['line 3: the heading is empty']);
    });

    it('rejects an image above the first topic', () => {
      expect(importProblems(lines('# T', '', '![x](media/a.png)', '', '## A'))).toEqual([
        'line 3: an image must sit under a "##" topic',
      ]);
    });

    it('lists every problem at once', () => {
      expect(importProblems(lines('# T', '### Orphan', '# Again'))).toEqual([
        'line 2: a "###" subtopic needs a "##" topic above it',
        'line 3: only one "#" title is allowed',
        'the presentation needs at least one "##" topic',
      ]);
    });

    it('reports front matter that is not YAML', () => {
      const problems = importProblems(lines('---', 'tags: [design', '---', '# T', '## A'));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^front matter: not valid YAML \(.+\)$/);
    });

    it('refuses schema "3" in front matter: Markdown cannot describe a canvas deck', () => {
      expect(importProblems(lines('---', 'schema: "3"', '---', '# T', '## A'))).toEqual([
        'front matter schema: "3" is a canvas deck, which Markdown cannot describe: use "2" or "0", or write it as JSON',
      ]);
    });

    it('reports front matter that is not a set of keys', () => {
      expect(importProblems(lines('---', 'just text', '---', '# T', '## A'))).toEqual([
        'front matter: must be a set of "key: value" lines',
      ]);
    });

    it('names a front matter field with a bad value', () => {
      const problems = importProblems(lines('---', 'privacy: secret', '---', '# T', '## A'));
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems) expect(problem).toMatch(/^front matter privacy: /);
    });

    it('names a bad tag by its index', () => {
      const problems = importProblems(lines('---', 'tags: [ok, Not Ok]', '---', '# T', '## A'));
      expect(problems).toEqual(['front matter tags[1]: must match pattern "^[a-z0-9]+(-[a-z0-9]+)*$"']);
    });

    it('rejects an unknown front matter key', () => {
      expect(importProblems(lines('---', 'colour: red', '---', '# T', '## A'))).toEqual([
        'front matter colour: is not a known field',
      ]);
    });

    it('passes on the document problems, such as an image outside media/', () => {
      const problems = importProblems(lines('# T', '## A', '', '![x](cat.png)'));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^topics\[0\]\.image: must match pattern/);
    });
  });
});

describe('importMarkdown front matter messages', () => {
  const problemsOf = (source: string) => {
    try {
      importMarkdown(source);
    } catch (error) {
      expect(error).toBeInstanceOf(ImportError);
      return (error as ImportError).problems;
    }
    return [];
  };

  it('lists the allowed values once for a bad choice', () => {
    expect(problemsOf('---\nprivacy: secret\n---\n# T\n## A\n')).toEqual([
      'front matter privacy: must be one of public, reusable, private',
    ]);
  });

  it('counts YAML error lines from the top of the file', () => {
    const [problem] = problemsOf('---\ntags: [design\n---\n# T\n## A\n');
    expect(problem).toMatch(/^front matter: not valid YAML/);
    expect(problem).not.toContain('at line 1,');
  });
});
