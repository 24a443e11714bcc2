import { describe, expect, it } from 'vitest';
import { buildCanvasDocument, buildDeck } from '../../../test/helpers/documents';
import { parseAnyDocument } from './any-document';

describe('parseAnyDocument', () => {
  it('reads every schema, a canvas document with its notes, and names the field at fault', () => {
    expect(parseAnyDocument(buildCanvasDocument())).toEqual(buildCanvasDocument());
    expect(parseAnyDocument(buildDeck())).toEqual(buildDeck());
    expect(() => parseAnyDocument({ ...buildCanvasDocument(), path: [{ id: 's', frame: 'none' }] })).toThrow(
      /path\[0\]\.frame/,
    );
    expect(() => parseAnyDocument({ version: 7 })).toThrow(/version/);
  });
});
