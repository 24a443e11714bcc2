import { describe, expect, it } from 'vitest';
import { attachment, downloadFormats, drawable } from './download.service';

describe('downloadFormats', () => {
  it('offers a deck’s generated PDF and PowerPoint file, a PDF deck’s upload too, a recording’s video, and nothing of a seeded video', () => {
    expect(downloadFormats({ kind: 'deck', original_pdf: null, media: null })).toEqual(['pdf', 'pptx']);
    expect(downloadFormats({ kind: 'deck', original_pdf: 'a'.repeat(64), media: null })).toEqual([
      'original',
      'pdf',
      'pptx',
    ]);
    const media = { video: '/v.webm', captions: '/v.vtt', preview: '/p.webm' };
    expect(downloadFormats({ kind: 'video', original_pdf: null, media })).toEqual([]);
    expect(downloadFormats({ kind: 'video', original_pdf: null, media: null })).toEqual(['original']);
  });
});

describe('attachment', () => {
  it('names a plain file name as it is, and others in RFC 5987 form beside an ASCII fallback', () => {
    expect(attachment('tidy-data.pdf')).toBe('attachment; filename="tidy-data.pdf"');
    expect(attachment('café "ok".pdf')).toBe(
      `attachment; filename="caf_ _ok_.pdf"; filename*=UTF-8''caf%C3%A9%20%22ok%22.pdf`,
    );
  });
});

describe('drawable', () => {
  it('rasterises an SVG picture for the PDF and refuses what is no picture', () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="red"/></svg>',
    );
    const png = drawable(svg);
    expect(png?.subarray(1, 4).toString()).toBe('PNG');
    expect(drawable(Buffer.from('hello'))).toBeNull();
  });

  it('turns a WebP page picture (what browsers send for PDF pages) into a PNG of its size', () => {
    const webp = Buffer.from(
      'UklGRoQCAABXRUJQVlA4WAoAAAAwAAAAnwAAWQAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZBTFBIFgAAAAEPMP8REUJMQ+hf2qeBLaL/E2AkPg9WUDggeAAAAHAHAJ0BKqAAWgA+bTaXSKQjIiEjyACADYlnbuFxMOXcB+AAAfYC8P/oRlL+TsQG3YmSRAymnEpBzbtScQEZTVKltk6AAP79G/3//kFywuuRr//yA/5Af8gP/4+KVPoNk/7ViZHyVvs4InbwIZRrDoJkd2TkgLEAAA==',
      'base64',
    );
    const png = drawable(webp)!;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([160, 90]);
  });
});
