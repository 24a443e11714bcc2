import { describe, expect, it } from 'vitest';
import { NOTES_LIMITS } from '../limits';
import { DocumentError } from './document';
import { convertSource, notesOfSource, parseEditorSource, withoutNotes } from './editor-source';
import { importJson } from './json-import';
import { layoutDocument, OVERVIEW_ID } from './layout';
import { exportMarkdown } from './markdown-export';
import { importMarkdown } from './markdown-import';
import { normalizeNote, notesByStep, OVERVIEW_NOTES, takeMarkdownNotes } from './speaker-notes';

const lines = (...source: string[]) => `${source.join('\n')}\n`;

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DocumentError);
    return (error as DocumentError).problems;
  }
  throw new Error('the import succeeded');
}

const DECK = lines(
  '# Talk',
  '',
  'Welcome.',
  '',
  'Note: Thank the organisers.',
  'Say who I am.',
  '',
  '## Pricing',
  '',
  'Three plans.',
  '',
  '???',
  'Mention the **discount**.',
  '',
  '- annual',
  '- monthly',
  '',
  '',
  '',
  'Then pause.',
  '### Enterprise',
  '',
  'Note:',
  'Only if asked.',
  '## Questions',
);

describe('speaker notes in Markdown', () => {
  it('takes Note: and ??? blocks under the title, a topic and a subtopic, text kept as written', () => {
    const { document, notes } = importMarkdown(DECK);
    if (document.version !== 2) throw new Error('expected a deck');
    expect(notes).toEqual({
      [OVERVIEW_NOTES]: 'Thank the organisers.\nSay who I am.',
      topic2: 'Mention the **discount**.\n\n- annual\n- monthly\n\nThen pause.',
      topic4: 'Only if asked.',
    });
    expect(document.topics[0]!.id).toBe('topic2');
    expect(document.topics[0]!.topics[0]!.id).toBe('topic4');
  });

  it('leaves the document exactly as it is without the notes (ids, texts, nothing of the notes)', () => {
    const plain = lines(
      '# Talk',
      '',
      'Welcome.',
      '',
      '## Pricing',
      '',
      'Three plans.',
      '### Enterprise',
      '## Questions',
    );
    const withNotes = importMarkdown(DECK);
    expect(withNotes.document).toEqual(importMarkdown(plain).document);
    const stored = JSON.stringify(withNotes.document);
    for (const word of ['organisers', 'discount', 'Only if asked', 'Then pause'])
      expect(stored).not.toContain(word);
  });

  it('ends a note at the next heading of any level, not at a heading inside a code fence', () => {
    const { document, notes } = importMarkdown(
      lines('# T', '## A', '', 'Note: first', '```', '# not a heading', '```', '#### Small', '', 'Shown.'),
    );
    expect(notes.topic1).toBe('first\n```\n# not a heading\n```');
    if (document.version !== 2) throw new Error('expected a deck');
    expect(document.topics[0]!.texts.map((t) => t.paragraphs[0]!.text)).toEqual(['Small', 'Shown.']);
  });

  it('does not take Note: in the middle of a paragraph, nor ??? or Note: inside a code fence', () => {
    const { document, notes } = importMarkdown(
      lines('# T', '## A', '', 'A line', 'Note: still the paragraph', '', '```', '???', 'Note: code', '```'),
    );
    expect(notes).toEqual({});
    if (document.version !== 2) throw new Error('expected a deck');
    expect(document.topics[0]!.texts[0]!.paragraphs[0]!.text).toBe('A line Note: still the paragraph');
    expect(document.topics[0]!.texts[1]!.paragraphs[0]!.text).toBe('???\nNote: code');
  });

  it('runs to the next heading (??? and Note: inside are text), and joins blocks a "####" separates', () => {
    expect(importMarkdown(lines('# T', '## A', '', 'Note: one', '', '???', 'two', '## B')).notes).toEqual({
      topic1: 'one\n\n???\ntwo',
    });
    const { notes } = importMarkdown(
      lines('# T', '## A', '', 'Note: one', '#### Small', '', '???', 'two', '', 'Note:'),
    );
    expect(notes).toEqual({ topic1: 'one\n\ntwo\n\nNote:' });
    expect(importMarkdown(lines('# T', '## A', '', 'Note:', '', '## B')).notes).toEqual({});
  });

  it('keys the overview notes by the overview frame of a classic (schema "0") deck', () => {
    const { document, notes } = importMarkdown(
      lines('---', 'schema: "0"', '---', '# T', '', 'Note: hello', '## A', '', '??? ', 'bye'),
    );
    expect(document.version).toBe(0);
    expect(notes).toEqual({ overview: 'hello', topic1: 'bye' });
    expect(notesByStep(document, notes)).toEqual(['hello', 'bye', 'hello']);
  });

  it('names the line of a note above the title and of notes over the limit', () => {
    expect(problemsOf(() => importMarkdown(lines('Note: too early', '', '# T', '## A')))).toContain(
      'line 1: a note must sit under the "#" title, a "##" topic or a "###" subtopic',
    );
    const long = 'x'.repeat(NOTES_LIMITS.noteLength - 2);
    expect(
      problemsOf(() =>
        importMarkdown(
          lines('---', 'theme: ocean', '---', '# T', '## A', '', `Note: ${long}`, '#### S', '???', 'yy'),
        ),
      ),
    ).toEqual([`line 9: the notes of a step may be at most ${NOTES_LIMITS.noteLength} characters`]);
    expect(
      importMarkdown(lines('# T', '## A', '', `Note: ${'x'.repeat(NOTES_LIMITS.noteLength)}`)).notes.topic1,
    ).toHaveLength(NOTES_LIMITS.noteLength);
  });

  it('blanks the note lines so the other lines keep their numbers', () => {
    const { body, blocks } = takeMarkdownNotes('a\n\nNote: b\nc\n# d');
    expect(body).toBe('a\n\n\n\n# d');
    expect(blocks).toEqual([{ start: 2, end: 4, text: 'b\nc' }]);
  });

  it('normalises a note: no trailing spaces, one blank line between paragraphs, none around', () => {
    expect(normalizeNote('\r\n  \nfirst  \r\n\n\n\n  - item\n\n')).toBe('first\n\n  - item');
  });
});

describe('speaker notes in JSON', () => {
  const deck = {
    version: 2,
    title: 'T',
    theme: 'ocean',
    notes: 'Open warmly.',
    texts: [],
    topics: [
      {
        id: 'a',
        title: 'A',
        texts: [],
        notes: 'About A',
        topics: [{ id: 'a1', title: 'A1', texts: [], topics: [], notes: 'Inner' }],
      },
      { id: 'b', title: 'B', texts: [], topics: [] },
    ],
  };

  it('reads notes of the root (the overview), topics and subtopics, and leaves them out of the document', () => {
    const { document, notes } = importJson(JSON.stringify(deck));
    expect(notes).toEqual({ [OVERVIEW_ID]: 'Open warmly.', a: 'About A', a1: 'Inner' });
    expect(JSON.stringify(document)).not.toMatch(/notes|About A|Inner|warmly/);
    expect(notesByStep(document, notes)).toEqual([
      'Open warmly.',
      'About A',
      'Inner',
      'About A',
      '',
      'Open warmly.',
    ]);
  });

  it("reads a classic document's notes from its frames and refuses them on its root", () => {
    const classic = {
      version: 0,
      title: 'C',
      theme: 'ocean',
      frames: [{ id: 'f1', x: 0, y: 0, scale: 1, rotation: 0, texts: [], notes: 'Frame one' }],
      path: ['f1', 'f1'],
    };
    const { document, notes } = importJson(JSON.stringify(classic));
    expect(notes).toEqual({ f1: 'Frame one' });
    expect(notesByStep(document, notes)).toEqual(['Frame one', 'Frame one']);
    expect(problemsOf(() => importJson(JSON.stringify({ ...classic, notes: 'x' })))).toEqual([
      'notes: a classic document keeps its notes on its frames',
    ]);
  });

  it('names the field of a note that is not a string or too long, wrapped documents included', () => {
    const bad = structuredClone(deck) as unknown as {
      topics: { notes?: unknown; topics: { notes?: unknown }[] }[];
    };
    bad.topics[0]!.notes = 42;
    bad.topics[0]!.topics[0]!.notes = 'y'.repeat(NOTES_LIMITS.noteLength + 1);
    expect(problemsOf(() => importJson(JSON.stringify(bad)))).toEqual([
      'topics[0].notes: must be a string',
      `topics[0].topics[0].notes: must be at most ${NOTES_LIMITS.noteLength} characters`,
    ]);
    expect(problemsOf(() => importJson(JSON.stringify({ document: bad, privacy: 'private' })))).toContain(
      'document.topics[0].notes: must be a string',
    );
  });

  it('keeps a note on a topic named like an Object property', () => {
    const odd = {
      ...deck,
      topics: [{ id: 'constructor', title: 'C', texts: [], topics: [], notes: 'ok' }],
      notes: undefined,
    };
    const { document, notes } = importJson(JSON.stringify(odd));
    expect(notesByStep(document, notes)).toEqual(['', 'ok', '']);
    const none = importJson(
      JSON.stringify({ ...odd, topics: [{ id: 'toString', title: 'C', texts: [], topics: [] }] }),
    );
    expect(notesByStep(none.document, none.notes)).toEqual(['', '', '']);
  });
});

describe('notesByStep', () => {
  it('gives each step of the layout its frame\'s notes, revisits included, and "" where none', () => {
    const { document, notes } = importMarkdown(DECK);
    const steps = layoutDocument(document).steps;
    const byStep = notesByStep(document, notes);
    expect(byStep).toHaveLength(steps.length);
    expect(steps.map((s) => s.title)).toEqual([
      'Talk',
      'Pricing',
      'Enterprise',
      'Pricing',
      'Questions',
      'Talk',
    ]);
    expect(byStep[0]).toBe(notes[OVERVIEW_NOTES]);
    expect(byStep[2]).toBe('Only if asked.');
    expect(byStep[3]).toBe(byStep[1]);
    expect(byStep[4]).toBe('');
  });
});

describe('notes through the editor and the Markdown export', () => {
  it('round-trips the notes Markdown → JSON → Markdown', () => {
    const parsed = parseEditorSource(DECK, 'markdown', '2');
    if (!parsed.ok) throw new Error('did not parse');
    const json = convertSource(parsed.document, 'json', parsed.notes)!;
    expect(JSON.parse(json).topics[0].notes).toBe(parsed.notes.topic2);
    const back = parseEditorSource(json, 'json', '2');
    if (!back.ok) throw new Error('JSON did not parse');
    expect(back.notes).toEqual(parsed.notes);
    const markdown = exportMarkdown(back.document, back.notes)!;
    expect(markdown).toContain('Note: Mention the **discount**.');
    expect(importMarkdown(markdown).notes).toEqual(parsed.notes);
    expect(importMarkdown(markdown).document).toEqual(parsed.document);
  });

  it('gives up on Markdown (null, so the editor keeps JSON) for a note Markdown would cut short', () => {
    const { document } = importMarkdown(lines('# T', '## A'));
    expect(exportMarkdown(document, { topic1: 'one\n# two' })).toBeNull();
    expect(exportMarkdown(document, { topic1: 'fine' })).toContain('## A\n\nNote: fine');
  });

  it('reads the notes of a stored source, and none from a source that no longer reads', () => {
    expect(notesOfSource(DECK, 'markdown').topic4).toBe('Only if asked.');
    expect(notesOfSource('{"version":2', 'json')).toEqual({});
    expect(notesOfSource(null, null)).toEqual({});
  });

  it("strips the notes from a source for someone else's copy, leaving the talk itself", () => {
    const markdown = withoutNotes(lines('---', 'theme: sand', '---', DECK), 'markdown');
    expect(importMarkdown(markdown).notes).toEqual({});
    expect(importMarkdown(markdown).document).toEqual({ ...importMarkdown(DECK).document, theme: 'sand' });
    expect(markdown).toMatch(/^---\ntheme: sand\n---\n# Talk/);
    const json = JSON.stringify({
      document: importJson(convertSource(importMarkdown(DECK).document, 'json', importMarkdown(DECK).notes)!)
        .document,
      privacy: 'public',
    });
    const withNotes = convertSource(importMarkdown(DECK).document, 'json', importMarkdown(DECK).notes)!;
    expect(withoutNotes(withNotes, 'json')).not.toContain('notes');
    expect(withoutNotes(JSON.stringify({ document: JSON.parse(withNotes) }), 'json')).not.toContain(
      'discount',
    );
    expect(withoutNotes(json, 'json')).toContain('"privacy": "public"');
  });
});
