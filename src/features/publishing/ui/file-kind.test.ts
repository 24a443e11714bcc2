import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, PUBLISH_LIMITS } from '../../../kernel/limits';
import { ACCEPTED_FILES, fileKindOf, maxBytesOf, megabytes } from './file-kind';

const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

describe('fileKindOf', () => {
  it('knows PDFs, PowerPoint, Markdown and JSON by extension or reported type', () => {
    expect(fileKindOf({ name: 'Talk.PDF', type: '' })).toBe('pdf');
    expect(fileKindOf({ name: 'slides', type: 'application/pdf' })).toBe('pdf');
    expect(fileKindOf({ name: 'deck.json', type: '' })).toBe('json');
    expect(fileKindOf({ name: 'notes.markdown', type: '' })).toBe('markdown');
    expect(fileKindOf({ name: 'notes.md', type: 'text/plain' })).toBe('markdown');
    expect(fileKindOf({ name: 'Keynote.PPTX', type: '' })).toBe('pptx');
    expect(fileKindOf({ name: 'deck', type: PPTX_TYPE })).toBe('pptx');
    // Imported too, once LibreOffice on the server has turned them into .pptx.
    for (const name of ['old.ppt', 'talk.odp', 'Keynote.key'])
      expect(fileKindOf({ name, type: '' }), name).toBe('pptx');
    expect(fileKindOf({ name: 'talk', type: 'application/vnd.oasis.opendocument.presentation' })).toBe(
      'pptx',
    );
  });

  it('lets the file chooser offer PowerPoint, OpenDocument and Keynote files', () => {
    expect(ACCEPTED_FILES.split(',')).toEqual(
      expect.arrayContaining(['.pptx', PPTX_TYPE, '.ppt', '.odp', '.key']),
    );
  });

  it('refuses anything else', () => {
    expect(fileKindOf({ name: 'photo.png', type: 'image/png' })).toBeNull();
    expect(fileKindOf({ name: 'archive.zip', type: 'application/zip' })).toBeNull();
  });
});

describe('limits', () => {
  it('allows a PDF its own limit and source files room for multi-byte text', () => {
    expect(maxBytesOf('pdf')).toBe(PUBLISH_LIMITS.pdfBytes);
    expect(maxBytesOf('pptx')).toBe(IMPORT_LIMITS.fileBytes);
    expect(maxBytesOf('json')).toBe(PUBLISH_LIMITS.sourceLength * 4);
    expect(megabytes(30 * 1024 * 1024)).toBe('30');
    expect(megabytes(1.25 * 1024 * 1024)).toBe('1.3');
  });
});
