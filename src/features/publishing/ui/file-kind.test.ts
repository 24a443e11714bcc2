import { describe, expect, it } from 'vitest';
import { PUBLISH_LIMITS } from '../../../kernel/limits';
import { fileKindOf, maxBytesOf, megabytes } from './file-kind';

describe('fileKindOf', () => {
  it('knows PDFs, Markdown and JSON by extension or reported type', () => {
    expect(fileKindOf({ name: 'Talk.PDF', type: '' })).toBe('pdf');
    expect(fileKindOf({ name: 'slides', type: 'application/pdf' })).toBe('pdf');
    expect(fileKindOf({ name: 'deck.json', type: '' })).toBe('json');
    expect(fileKindOf({ name: 'notes.markdown', type: '' })).toBe('markdown');
    expect(fileKindOf({ name: 'notes.md', type: 'text/plain' })).toBe('markdown');
  });

  it('refuses anything else', () => {
    expect(fileKindOf({ name: 'photo.png', type: 'image/png' })).toBeNull();
    expect(fileKindOf({ name: 'deck.pptx', type: '' })).toBeNull();
  });
});

describe('limits', () => {
  it('allows a PDF its own limit and source files room for multi-byte text', () => {
    expect(maxBytesOf('pdf')).toBe(PUBLISH_LIMITS.pdfBytes);
    expect(maxBytesOf('json')).toBe(PUBLISH_LIMITS.sourceLength * 4);
    expect(megabytes(30 * 1024 * 1024)).toBe('30');
    expect(megabytes(1.25 * 1024 * 1024)).toBe('1.3');
  });
});
