import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { importPptx, PptxError } from './index';
import { addToTree, buildPptx, editPptx, imported, TINY_PNG } from './testing';

function refusal(run: () => unknown): PptxError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PptxError);
    return error as PptxError;
  }
  throw new Error('the file was accepted');
}

const oneSlide = () =>
  buildPptx((pptx) => {
    pptx.addSlide().addText('Hello', { x: 1, y: 1, w: 4, h: 1 });
  });

describe('hostile and broken files', () => {
  test('a file that is not a zip, and a zip without a presentation, are not PowerPoint files', () => {
    expect(refusal(() => importPptx(strToU8('%PDF-1.7 not a deck'))).code).toBe('not-a-pptx');
    expect(refusal(() => importPptx(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).code).toBe('not-a-pptx');
    const zip = zipSync({ 'word/document.xml': strToU8('<w:document/>') });
    const error = refusal(() => importPptx(zip));
    expect(error.code).toBe('not-a-pptx');
    expect(error.message).toMatch(/not a PowerPoint presentation/);
  });

  test('a zip bomb is refused from its declared sizes, before it is inflated', async () => {
    const zeros = new Uint8Array(20 * 1024 * 1024);
    const bomb = editPptx(await oneSlide(), {});
    const withBomb = zipSync({
      'ppt/presentation.xml': strToU8('<p:presentation/>'),
      'ppt/media/zeros.bin': zeros,
    });
    // The compressed entry is small; its declared size is 20 MB.
    expect(withBomb.length).toBeLessThan(100_000);
    const error = refusal(() => importPptx(withBomb, { limits: { entryBytes: 10 * 1024 * 1024 } }));
    expect(error.code).toBe('too-large');
    expect(error.message).toBe('A part of the file unpacks to 20 MB, over the 10 MB allowed.');
    // The total is bounded as well as each entry.
    const total = refusal(() => importPptx(bomb, { limits: { totalBytes: 1000 } }));
    expect(total.code).toBe('too-large');
    expect(total.message).toMatch(/unpacks to more than/);
    expect(refusal(() => importPptx(bomb, { limits: { entries: 5 } })).code).toBe('too-large');
  });

  test('too many slides are refused before any slide is read', async () => {
    const bytes = await buildPptx((pptx) => {
      for (let i = 0; i < 4; i++) pptx.addSlide();
    });
    const error = refusal(() => importPptx(bytes, { limits: { slides: 3 } }));
    expect(error.code).toBe('too-many-slides');
    expect(error.message).toBe('The presentation has 4 slides; at most 3 can be imported.');
    expect(imported(bytes, { limits: { slides: 4 } }).document.path).toHaveLength(4);
  });

  test('malformed XML and a DTD with entities are refused as malformed', async () => {
    const base = await oneSlide();
    const broken = editPptx(base, { 'ppt/slides/slide1.xml': (xml) => xml.replace('</p:spTree>', '') });
    expect(refusal(() => importPptx(broken)).code).toBe('malformed');
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE p:sld [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>';
    const dtd = editPptx(base, { 'ppt/slides/slide1.xml': (xml) => xml.replace(/^<\?xml[^>]*\?>/, laughs) });
    const error = refusal(() => importPptx(dtd));
    expect(error.code).toBe('malformed');
    expect(error.message).toMatch(/DTD/);
    // Nesting deep enough to exhaust a recursive reader's stack is refused, not followed.
    const deep = editPptx(base, {
      'ppt/slides/slide1.xml': addToTree(`${'<p:grpSp>'.repeat(5000)}${'</p:grpSp>'.repeat(5000)}`),
    });
    const nested = refusal(() => importPptx(deep));
    expect(nested.code).toBe('malformed');
    expect(nested.message).toBe('ppt/slides/slide1.xml is not well-formed XML, or nests deeper than 256.');
  });

  test('a javascript: link is dropped and reported; the text stays', async () => {
    const base = await buildPptx((pptx) => {
      pptx.addSlide().addText([{ text: 'click', options: { hyperlink: { url: 'https://example.com' } } }], {
        x: 1,
        y: 1,
        w: 4,
        h: 1,
      });
    });
    const bytes = editPptx(base, {
      'ppt/slides/_rels/slide1.xml.rels': (xml) => xml.replace('https://example.com', 'javascript:alert(1)'),
    });
    const result = imported(bytes);
    expect(JSON.stringify(result.document)).not.toContain('javascript');
    const text = result.document.elements.find((element) => element.kind === 'text');
    expect(text).toMatchObject({ content: { paragraphs: [{ runs: [{ text: 'click' }] }] } });
    expect(result.report.slides[0]!.dropped).toEqual([{ code: 'link-not-web', count: 1 }]);
  });

  test('a jump to another slide is dropped and reported as such', async () => {
    const base = await buildPptx((pptx) => {
      pptx
        .addSlide()
        .addText([{ text: 'next', options: { hyperlink: { slide: 2 } } }], { x: 1, y: 1, w: 4, h: 1 });
      pptx.addSlide();
    });
    const result = imported(base);
    const text = result.document.elements.find((element) => element.kind === 'text');
    expect(JSON.stringify(text)).not.toContain('"link"');
    expect(result.report.slides[0]!.dropped).toEqual([{ code: 'slide-link', count: 1 }]);
  });

  test('a picture whose relationship climbs out of the archive finds nothing and is reported', async () => {
    const base = await oneSlide();
    const pic = `<p:pic><p:nvPicPr><p:cNvPr id="70" name="P" descr="Escapee"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:embed="rId70"/></p:blipFill><p:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm></p:spPr></p:pic>`;
    const bytes = editPptx(base, {
      'ppt/slides/slide1.xml': addToTree(pic),
      'ppt/slides/_rels/slide1.xml.rels': (xml) =>
        xml.replace(
          '</Relationships>',
          '<Relationship Id="rId70" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../../../../etc/passwd"/></Relationships>',
        ),
    });
    const result = imported(bytes);
    expect(result.pictures).toEqual([]);
    expect(result.report.slides[0]!.pictured).toEqual([
      { code: 'placeholder', count: 1, kind: 'picture-missing' },
    ]);
  });

  test('a picture of a billion pixels is not kept: it becomes a placeholder', async () => {
    const base = await buildPptx((pptx) => {
      pptx
        .addSlide()
        .addImage({ data: `image/png;base64,${TINY_PNG}`, x: 1, y: 1, w: 1, h: 1, altText: 'Huge' });
    });
    const files = unzipSync(base);
    const media = Object.keys(files).find((name) => /^ppt\/media\/.+\.png$/.test(name))!;
    const huge = files[media]!.slice();
    // The IHDR's width and height, big-endian, right after the signature and the chunk's header.
    new DataView(huge.buffer).setUint32(16, 40_000);
    new DataView(huge.buffer).setUint32(20, 40_000);
    const result = imported(editPptx(base, {}, { [media]: huge }));
    expect(result.pictures).toEqual([]);
    expect(result.report.slides[0]!.pictured).toEqual([
      { code: 'placeholder', count: 1, kind: 'picture-too-large', detail: '40000 × 40000' },
    ]);
  });

  test('an encrypted file is told apart from a file that is not a presentation', () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const error = refusal(() => importPptx(ole));
    expect(error.code).toBe('not-a-pptx');
    expect(error.message).toMatch(/password-protected or an old \.ppt/);
  });

  test('a slide of more shapes than a canvas holds, and an oversized XML part, are refused as too large', async () => {
    const base = await oneSlide();
    const shape = (i: number) =>
      `<p:sp><p:nvSpPr><p:cNvPr id="${i + 10}" name="s"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="10" cy="10"/></a:xfrm><a:prstGeom prst="ellipse"/><a:solidFill><a:srgbClr val="000000"/></a:solidFill></p:spPr></p:sp>`;
    const crowded = editPptx(base, {
      'ppt/slides/slide1.xml': addToTree(Array.from({ length: 2001 }, (_, i) => shape(i)).join('')),
    });
    const error = refusal(() => importPptx(crowded));
    expect(error.code).toBe('too-large');
    expect(error.message).toMatch(/more than 2000 elements/);
    const big = refusal(() => importPptx(base, { limits: { xmlBytes: 1000 } }));
    expect(big.code).toBe('too-large');
    expect(big.message).toMatch(/is larger than/);
  });
});
