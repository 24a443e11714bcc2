import { describe, expect, test } from 'vitest';
import type { TextElement } from '../../document/canvas/model';
import { addToTree, buildPptx, editPptx, imported, onSlide, wordsOf } from './testing';

const texts = (result: ReturnType<typeof imported>, n: number) =>
  onSlide(result, n).filter((element): element is TextElement => element.kind === 'text');

describe('text', () => {
  test('runs keep bold, italic, underline, strike, size, colour and a web link', async () => {
    const bytes = await buildPptx((pptx) => {
      pptx.addSlide().addText(
        [
          { text: 'Bold ', options: { bold: true, fontSize: 36, color: 'FF0000' } },
          { text: 'italic ', options: { italic: true, underline: { style: 'sng' } } },
          { text: 'gone ', options: { strike: 'sngStrike' } },
          { text: 'site', options: { hyperlink: { url: 'https://example.org/a' } } },
        ],
        { x: 1, y: 1, w: 6, h: 1, fontSize: 18, align: 'center' },
      );
    });
    const result = imported(bytes);
    const [text] = texts(result, 1);
    const [paragraph] = text!.content.paragraphs;
    expect(paragraph!.align).toBe('center');
    const [bold, italic, gone, site] = paragraph!.runs;
    expect(bold).toMatchObject({ text: 'Bold ', bold: true, color: '#ff0000', font: 'body' });
    expect(italic).toMatchObject({ italic: true, underline: true });
    expect(gone).toMatchObject({ strike: true });
    expect(site).toMatchObject({ text: 'site', link: 'https://example.org/a' });
    // 36 pt on a 10-inch slide 1600 units wide: 36/720 of 1600.
    expect(bold!.size).toBeCloseTo(80, 1);
    expect(italic!.size).toBeCloseTo(40, 1);
    // The box is placed at the same scale: one inch is 160 units.
    expect(text).toMatchObject({ x: 160, y: 160, width: 960, height: 160 });
    expect(result.report.slides[0]!.kept).toContainEqual({ kind: 'text', count: 1 });
  });

  test('bullet and numbered lists keep their levels and line spacing', async () => {
    const bytes = await buildPptx((pptx) => {
      pptx.addSlide().addText(
        [
          { text: 'First', options: { bullet: true, breakLine: true } },
          { text: 'Nested', options: { bullet: true, indentLevel: 1, breakLine: true } },
          { text: 'One', options: { bullet: { type: 'number' }, breakLine: true } },
          { text: 'Spaced', options: { lineSpacingMultiple: 1.5 } },
        ],
        { x: 1, y: 1, w: 6, h: 3 },
      );
    });
    const [text] = texts(imported(bytes), 1);
    const paragraphs = text!.content.paragraphs;
    expect(paragraphs.map((p) => p.runs.map((run) => run.text).join(''))).toEqual([
      'First',
      'Nested',
      'One',
      'Spaced',
    ]);
    expect(paragraphs[0]).toMatchObject({ list: 'bullet', level: 0 });
    expect(paragraphs[1]).toMatchObject({ list: 'bullet', level: 1 });
    expect(paragraphs[2]).toMatchObject({ list: 'number' });
    expect(paragraphs[3]!.list).toBeUndefined();
    expect(paragraphs[3]!.lineHeight).toBeCloseTo(1.8, 2);
  });

  test('scheme colours resolve through the theme, autofit is kept and a line break splits the paragraph', async () => {
    const base = await buildPptx((pptx) => {
      pptx.addSlide().addText('placeholder', { x: 1, y: 1, w: 2, h: 1 });
    });
    const shape = `<p:sp><p:nvSpPr><p:cNvPr id="90" name="Scheme"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>
      <p:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm></p:spPr>
      <p:txBody><a:bodyPr><a:normAutofit/></a:bodyPr><a:p><a:r><a:rPr lang="en-US"><a:solidFill><a:schemeClr val="accent1"/></a:solidFill></a:rPr><a:t>Accent &amp; more</a:t></a:r><a:br/><a:r><a:rPr><a:solidFill><a:schemeClr val="tx1"/></a:solidFill></a:rPr><a:t>Second line</a:t></a:r><a:fld id="{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}" type="slidenum"><a:t> 7</a:t></a:fld></a:p></p:txBody></p:sp>
      <p:sp><p:nvSpPr><p:cNvPr id="91" name="Sub"/><p:cNvSpPr/><p:nvPr><p:ph type="subTitle" idx="1"/></p:nvPr></p:nvSpPr>
      <p:spPr><a:xfrm><a:off x="0" y="914400"/><a:ext cx="914400" cy="914400"/></a:xfrm><a:solidFill><a:srgbClr val="EEEEEE"/></a:solidFill></p:spPr>
      <p:txBody><a:bodyPr/><a:p><a:r><a:t>A subtitle</a:t></a:r></a:p></p:txBody></p:sp>`;
    const bytes = editPptx(base, {
      'ppt/slides/slide1.xml': addToTree(shape),
      'ppt/theme/theme1.xml': (xml) =>
        xml
          .replace(/<a:accent1>.*?<\/a:accent1>/s, '<a:accent1><a:srgbClr val="123ABC"/></a:accent1>')
          .replace(/<a:dk1>.*?<\/a:dk1>/s, '<a:dk1><a:sysClr val="windowText" lastClr="010203"/></a:dk1>'),
    });
    const result = imported(bytes);
    const text = texts(result, 1).find((t) => wordsOf(t).startsWith('Accent'))!;
    expect(text.autoFit).toBe(true);
    expect(text.content.paragraphs).toHaveLength(2);
    expect(text.content.paragraphs[0]!.runs[0]).toMatchObject({ text: 'Accent & more', color: '#123abc' });
    expect(text.content.paragraphs[1]!.runs[0]).toMatchObject({ text: 'Second line', color: '#010203' });
    // A field (here the slide number) is text as PowerPoint last showed it.
    expect(text.content.paragraphs[1]!.runs[1]!.text).toBe(' 7');
    // A filled placeholder keeps its fill: it is a shape holding its text.
    const subtitle = onSlide(result, 1).find((t) => t.kind === 'shape' && wordsOf(t) === 'A subtitle')!;
    expect(subtitle).toMatchObject({ shape: 'rectangle', fill: '#eeeeee' });
    expect(subtitle.kind === 'shape' && subtitle.content!.paragraphs[0]!.role).toBe('subtitle');
  });

  test('a title placeholder names the frame and is a heading; a layout placeholder gives its position', async () => {
    const base = await buildPptx((pptx) => {
      pptx.title = 'Board deck';
      pptx.defineSlideMaster({
        title: 'TALK',
        objects: [
          {
            placeholder: { options: { name: 'title', type: 'title', x: 0.5, y: 0.25, w: 9, h: 1 }, text: '' },
          },
          { placeholder: { options: { name: 'body', type: 'body', x: 1, y: 2, w: 8, h: 3 }, text: '' } },
        ],
      });
      const slide = pptx.addSlide({ masterName: 'TALK' });
      slide.addText('Quarterly review', { placeholder: 'title' });
      slide.addText('Inherited body', { placeholder: 'body' });
    });
    // pptxgenjs copies the layout's position into the slide; PowerPoint does not, so take it out.
    const bytes = editPptx(base, {
      'ppt/slides/slide1.xml': (xml) => xml.replace(/<a:xfrm>.*?<\/a:xfrm>/gs, ''),
    });
    const result = imported(bytes);
    const frame = result.document.elements[0]!;
    expect(frame).toMatchObject({ kind: 'frame', title: 'Quarterly review' });
    const [title, body] = texts(result, 1);
    expect(title!.content.paragraphs[0]).toMatchObject({ role: 'title' });
    expect(title!.content.paragraphs[0]!.runs[0]!.font).toBe('heading');
    expect(body!.content.paragraphs[0]!.runs[0]!.font).toBe('body');
    expect(body).toMatchObject({ x: 160, y: 320, width: 1280, height: 480 });
    expect(title).toMatchObject({ x: 80, y: 40, width: 1440, height: 160 });
    // The body's size comes from the master's body style (pptxgenjs writes 32 pt there).
    expect(body!.content.paragraphs[0]!.runs[0]!.size).toBeCloseTo((32 / 720) * 1600, 1);
    // The deck takes the file's own title.
    expect(result.document.title).toBe('Board deck');
  });

  test("a layout's own shapes and text are drawn on the slide under its own; its placeholders are not", async () => {
    const bytes = await buildPptx((pptx) => {
      pptx.defineSlideMaster({
        title: 'BRANDED',
        objects: [
          { rect: { x: 0, y: 5, w: 10, h: 0.625, fill: { color: '003366' } } },
          { text: { text: 'Confidential', options: { x: 0.5, y: 5.1, w: 3, h: 0.4 } } },
          {
            placeholder: {
              options: { name: 'body', type: 'body', x: 1, y: 1, w: 8, h: 3 },
              text: 'Type here',
            },
          },
        ],
      });
      pptx.addSlide({ masterName: 'BRANDED' }).addText('On top', { x: 1, y: 1, w: 4, h: 1 });
    });
    const result = imported(bytes);
    const elements = onSlide(result, 1);
    expect(elements.map((element) => (element.kind === 'text' ? wordsOf(element) : element.kind))).toEqual([
      'shape',
      'Confidential',
      'On top',
    ]);
    expect(elements[0]).toMatchObject({ fill: '#003366', y: 800 });
  });
});
