import { describe, expect, it } from 'vitest';
import { buildCanvasDocument, buildClassic, buildDeck, buildTopic } from '../../../test/helpers/documents';
import { importJson } from './json-import';
import { ImportError } from './markdown-import';

/** The problems importJson reports, or a failure if the import succeeds. */
function importProblems(source: string): string[] {
  try {
    importJson(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return (error as ImportError).problems;
  }
  throw new Error('importJson accepted the source');
}

describe('importJson', () => {
  it('accepts a bare document and takes the theme and schema from it', () => {
    const deck = buildDeck({ theme: 'sand' });
    const result = importJson(JSON.stringify(deck));
    expect(result.document).toEqual(deck);
    expect(result.metadata).toEqual({ theme: 'sand', tags: [], privacy: 'public', schema: '2' });
  });

  it('accepts a bare classic document as schema "0"', () => {
    const classic = buildClassic({ theme: 'berry' });
    const result = importJson(JSON.stringify(classic));
    expect(result.document).toEqual(classic);
    expect(result.metadata.schema).toBe('0');
    expect(result.metadata.theme).toBe('berry');
  });

  it('accepts a document wrapped with its metadata', () => {
    const deck = buildDeck({ theme: 'slate' });
    const result = importJson(
      JSON.stringify({
        document: deck,
        description: 'About it',
        tags: ['design', 'ux'],
        privacy: 'reusable',
      }),
    );
    expect(result.document).toEqual(deck);
    expect(result.metadata).toEqual({
      description: 'About it',
      tags: ['design', 'ux'],
      privacy: 'reusable',
      theme: 'slate',
      schema: '2',
    });
  });

  it('accepts a metadata schema that is the document’s own version, and refuses one that is not', () => {
    const canvas = buildCanvasDocument();
    expect(importJson(JSON.stringify({ document: canvas, schema: '3' })).metadata.schema).toBe('3');
    expect(importProblems(JSON.stringify({ document: canvas, schema: '2' }))).toEqual([
      'metadata schema: "2" is not the document\'s version (3); leave it out or make it "3"',
    ]);
    expect(importProblems(JSON.stringify({ document: buildClassic(), schema: '2' }))).toEqual([
      'metadata schema: "2" is not the document\'s version (0); leave it out or make it "0"',
    ]);
  });

  it('reports text that is not JSON with the parser message', () => {
    let parserMessage = '';
    try {
      JSON.parse('{bad');
    } catch (error) {
      parserMessage = (error as Error).message;
    }
    expect(importProblems('{bad')).toEqual([`not valid JSON: ${parserMessage}`]);
  });

  it('rejects JSON that is not an object', () => {
    for (const source of ['[1]', 'null', '"text"', '3']) {
      expect(importProblems(source)).toEqual(['document: must be a JSON object']);
    }
  });

  it('names the field at fault in a bare document', () => {
    const source = JSON.stringify(buildDeck({ topics: [buildTopic({ title: '' })] }));
    expect(importProblems(source)).toEqual(['topics[0].title: must not have fewer than 1 characters']);
  });

  it('prefixes the field with "document." when the document is wrapped', () => {
    const source = JSON.stringify({ document: buildDeck({ topics: [buildTopic({ title: '' })] }), tags: [] });
    expect(importProblems(source)).toEqual([
      'document.topics[0].title: must not have fewer than 1 characters',
    ]);
  });

  it('prefixes classic path problems too when wrapped', () => {
    const source = JSON.stringify({ document: buildClassic({ path: ['overview', 'x'] }) });
    expect(importProblems(source)).toEqual(['document.path[1]: no frame has id "x"']);
  });

  it('reports bad metadata next to a wrapped document by its own name', () => {
    const source = JSON.stringify({ document: buildDeck(), tags: ['Not A Tag'] });
    expect(importProblems(source)).toEqual([
      'metadata tags[0]: must match pattern "^[a-z0-9]+(-[a-z0-9]+)*$"',
    ]);
  });

  it('rejects an unknown metadata key next to a wrapped document', () => {
    const source = JSON.stringify({ document: buildDeck(), colour: 'red' });
    expect(importProblems(source)).toEqual(['metadata colour: is not a known field']);
  });

  it('treats metadata keys in a bare document as unknown document fields', () => {
    const source = JSON.stringify({ ...buildDeck(), privacy: 'private' });
    expect(importProblems(source)).toEqual(['privacy: is not a known field']);
  });
});

describe('importJson error names', () => {
  it('names a missing field on the field itself, and a wrapped document without doubling the prefix', async () => {
    const { importJson } = await import('./json-import');
    const problemsOf = (source: string) => {
      try {
        importJson(source);
      } catch (error) {
        return (error as { problems: string[] }).problems;
      }
      return [];
    };
    expect(problemsOf('{"document":5}')).toEqual(['document: must be a JSON object']);
    const deck = { version: 2, theme: 'ocean', texts: [], topics: [{ id: 'a', texts: [], topics: [] }] };
    expect(problemsOf(JSON.stringify({ document: deck }))).toEqual([
      'document.title: is required',
      'document.topics[0].title: is required',
    ]);
    expect(
      problemsOf(
        JSON.stringify({
          ...deck,
          title: 'T',
          theme: 'neon',
          topics: [{ id: 'a', title: 'A', texts: [], topics: [] }],
        }),
      ),
    ).toEqual(['theme: must be one of ocean, sunset, forest, slate, berry, sand, brand']);
  });
});
