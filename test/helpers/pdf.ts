// Small, valid PDFs for tests, written byte by byte: one page per entry, each showing its lines of
// text in Helvetica, with a correct cross-reference table so strict readers (pdf.js) accept them.
// Pure TypeScript with no Node imports, so a browser test can build its upload file the same way.

export interface PdfPage {
  /** Lines of text drawn top to bottom (ASCII; parentheses and backslashes are escaped). */
  lines: string[];
}

export interface PdfOptions {
  /** Written to the document information dictionary (/Title). */
  title?: string;
  /** Page size in points; 16:9 landscape by default. */
  width?: number;
  height?: number;
}

const escapeText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

function contentStream(page: PdfPage, height: number): string {
  const lines = page.lines.map(
    (line, i) => `BT /F1 ${i === 0 ? 32 : 20} Tf 60 ${height - 90 - i * 44} Td (${escapeText(line)}) Tj ET`,
  );
  return lines.join('\n');
}

/** A PDF with the given pages, as bytes. */
export function makePdf(pages: PdfPage[], options: PdfOptions = {}): Uint8Array<ArrayBuffer> {
  const width = options.width ?? 960;
  const height = options.height ?? 540;
  // Objects: 1 catalog, 2 page tree, 3 font, 4 info, then a page and its content per page.
  const pageIds = pages.map((_, i) => 5 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Producer (Podium tests)${options.title ? ` /Title (${escapeText(options.title)})` : ''} >>`,
  ];
  pages.forEach((page, i) => {
    const stream = contentStream(page, height);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  // Each xref entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, n/f, CR LF.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n\r\n`);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n${entries.join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  // Every character is ASCII, so string length equals byte length and the offsets above hold.
  return new TextEncoder().encode(body);
}

/** A PDF of `count` pages, page n saying "Page n" and `text(n)`. */
export function makeNumberedPdf(
  count: number,
  text = (n: number) => `Body text of page ${n}`,
): Uint8Array<ArrayBuffer> {
  return makePdf(Array.from({ length: count }, (_, i) => ({ lines: [`Page ${i + 1}`, text(i + 1)] })));
}

/** A PDF whose catalog asks for a password (an /Encrypt dictionary): readers must refuse it. */
export function makeEncryptedPdf(): Uint8Array<ArrayBuffer> {
  const text = new TextDecoder().decode(makeNumberedPdf(1));
  const encrypt =
    '/Encrypt << /Filter /Standard /V 1 /R 2 /O (0123456789abcdef0123456789abcdef) /U (0123456789abcdef0123456789abcdef) /P -4 >> /ID [(0123456789abcdef) (0123456789abcdef)]';
  return new TextEncoder().encode(text.replace('/Info 4 0 R >>', `/Info 4 0 R ${encrypt} >>`));
}

/** A tiny valid PNG of the given size (one colour, uncompressed deflate blocks). */
export function makePng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) raw.set([40, 90, 200], row + 1 + x * 3);
  }
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function chunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  const typeAndData = concat([new TextEncoder().encode(type), data]);
  out.set(typeAndData, 4);
  view.setUint32(8 + data.length, crc32(typeAndData));
  return out;
}

/** zlib framing around "stored" (uncompressed) deflate blocks: valid, if not small. */
function zlibStored(data: Uint8Array): Uint8Array<ArrayBuffer> {
  const blocks: Uint8Array[] = [new Uint8Array([0x78, 0x01])];
  for (let at = 0; at < data.length || at === 0; at += 65535) {
    const part = data.subarray(at, Math.min(at + 65535, data.length));
    const last = at + 65535 >= data.length ? 1 : 0;
    blocks.push(
      new Uint8Array([
        last,
        part.length & 255,
        part.length >> 8,
        ~part.length & 255,
        (~part.length >> 8) & 255,
      ]),
    );
    blocks.push(part);
    if (data.length === 0) break;
  }
  const adler = adler32(data);
  blocks.push(new Uint8Array([adler >>> 24, (adler >>> 16) & 255, (adler >>> 8) & 255, adler & 255]));
  return concat(blocks);
}

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/**
 * The header of a baseline JPEG `width` × `height` (SOI, APP0, SOF0), zero-padded to `size` bytes:
 * what the server judges a picture by (its magic bytes and size), not a picture a browser draws.
 */
export function makeJpegHeader(width: number, height: number, size = 200): Buffer {
  const head = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3];
  const bytes = Buffer.alloc(Math.max(size, head.length + sof.length + 16));
  Buffer.from([...head, ...sof]).copy(bytes);
  return bytes;
}
