import { describe, expect, it } from 'vitest';
import { buildCanvasDocument, buildDeck } from '../../../../test/helpers/documents';
import { importJson } from '../json-import';
import { notesByStep } from '../speaker-notes';
import { canvasNotes, canvasNotesByStep, publicDocument } from './notes';

describe('a canvas deck’s notes', () => {
  it('are dropped from what visitors receive, and nothing else is', () => {
    const doc = buildCanvasDocument();
    const shown = publicDocument(doc);
    expect(JSON.stringify(shown)).not.toContain('SECRET-CANVAS-NOTE');
    expect(shown.path.map((step) => step.id)).toEqual(['s1', 's2', 's3']);
    expect({ ...shown, path: [] }).toEqual({ ...doc, path: [] });
    // The stored document keeps them.
    expect(doc.path[0]!.notes).toBe('SECRET-CANVAS-NOTE one');
    const older = buildDeck();
    expect(publicDocument(older)).toBe(older);
  });

  it('are read from the steps for the presenter, by step and by id', () => {
    const doc = buildCanvasDocument();
    expect(canvasNotesByStep(doc)).toEqual(['SECRET-CANVAS-NOTE one', '', 'SECRET-CANVAS-NOTE three']);
    expect(notesByStep(doc, {})).toEqual(canvasNotesByStep(doc));
    expect(canvasNotes(doc)).toEqual({ s1: 'SECRET-CANVAS-NOTE one', s3: 'SECRET-CANVAS-NOTE three' });
  });

  it('stay in the document a JSON import reads, which keeps its schema', () => {
    const read = importJson(JSON.stringify(buildCanvasDocument()));
    expect(read.metadata.schema).toBe('3');
    expect(read.document).toEqual(buildCanvasDocument());
    expect(read.notes).toEqual({ s1: 'SECRET-CANVAS-NOTE one', s3: 'SECRET-CANVAS-NOTE three' });
  });

  it('JSON import names a canvas document’s bad field, and refuses one over the size limit', () => {
    const bad = buildCanvasDocument();
    (bad.elements[2] as { alt: string }).alt = '';
    expect(() => importJson(JSON.stringify({ document: bad }))).toThrow(/document\.elements\[2\]\.alt/);
    const big = JSON.stringify({ ...buildCanvasDocument(), title: '€'.repeat(700_000) });
    expect(() => importJson(big)).toThrow(/document: must be at most 2000000 bytes/);
  });
});
