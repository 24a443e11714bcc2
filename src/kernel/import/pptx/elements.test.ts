import { strToU8 } from 'fflate';
import { describe, expect, test } from 'vitest';
import type { CanvasElement, ImageElement, ShapeElement, TableElement } from '../../document/canvas/model';
import { addToTree, buildPptx, editPptx, imported, onSlide, TINY_PNG, wordsOf } from './testing';

const ofKind = <K extends CanvasElement['kind']>(elements: CanvasElement[], kind: K) =>
  elements.filter((element): element is Extract<CanvasElement, { kind: K }> => element.kind === kind);

describe('pictures', () => {
  test('a picture keeps its alt text and opacity; one without alt text is decorative and reported', async () => {
    const bytes = await buildPptx((pptx) => {
      const slide = pptx.addSlide();
      slide.addImage({
        data: `image/png;base64,${TINY_PNG}`,
        x: 1,
        y: 1,
        w: 2,
        h: 1,
        altText: 'Sales chart',
        transparency: 25,
      });
      // pptxgenjs writes the file's name as the description of an undescribed picture.
      slide.addImage({ data: `image/png;base64,${TINY_PNG}`, x: 4, y: 1, w: 1, h: 1 });
    });
    const result = imported(bytes);
    const [described, bare] = ofKind(onSlide(result, 1), 'image') as ImageElement[];
    expect(described).toMatchObject({
      alt: 'Sales chart',
      x: 160,
      y: 160,
      width: 320,
      height: 160,
      opacity: 0.75,
    });
    expect(described!.decorative).toBeUndefined();
    expect(bare).toMatchObject({ alt: '', decorative: true });
    expect(result.report.slides[0]!.approximated).toContainEqual({ code: 'no-alt', count: 1 });
    // Each media file is returned once, under the ref its images use as their src.
    expect(result.pictures.map((p) => p.mime)).toEqual(['image/png', 'image/png']);
    expect(result.pictures[0]!.bytes.slice(0, 4)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect([described!.src, bare!.src]).toEqual(result.pictures.map((p) => p.ref));
    expect(described!.src).toMatch(/^media\/pptx-[\w-]+\.png$/);
    expect(described!.src).not.toBe(bare!.src);
  });

  test('a crop is read from srcRect and clamped; an SVG picture becomes a placeholder', async () => {
    const base = await buildPptx((pptx) => {
      pptx
        .addSlide()
        .addImage({ data: `image/png;base64,${TINY_PNG}`, x: 1, y: 1, w: 2, h: 2, altText: 'Cropped' });
    });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const bytes = editPptx(base, {
      'ppt/slides/slide1.xml': (xml) =>
        addToTree(
          xml
            .match(/<p:pic>.*<\/p:pic>/s)![0]
            .replace('rId1', 'rId99')
            .replace('Cropped', 'Vector logo'),
        )(xml.replace('<a:stretch>', '<a:srcRect l="10000" t="0" r="25000" b="95000"/><a:stretch>')),
      'ppt/slides/_rels/slide1.xml.rels': (xml) =>
        xml.replace(
          '</Relationships>',
          '<Relationship Id="rId99" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../media/logo.svg"/></Relationships>',
        ),
      'ppt/media/logo.svg': svg,
    });
    const result = imported(bytes);
    const [image] = ofKind(onSlide(result, 1), 'image');
    expect(image!.crop).toEqual({ left: 0.1, top: 0, right: 0.25, bottom: 0.9 });
    expect(result.pictures.map((p) => p.mime)).toEqual(['image/png']);
    expect(result.unmapped).toHaveLength(1);
    expect(result.unmapped[0]!.kind).toBe('picture-format');
    expect(result.report.slides[0]!.pictured).toEqual([
      { code: 'placeholder', count: 1, kind: 'picture-format', detail: 'svg' },
    ]);
    expect(strToU8(JSON.stringify(result.document)).length).toBeLessThan(20_000);
  });
});

describe('shapes', () => {
  test('rectangles, ellipses and lines keep their fill, line, dash, arrow and rotation', async () => {
    const bytes = await buildPptx((pptx) => {
      const slide = pptx.addSlide();
      slide.addShape(pptx.ShapeType.rect, {
        x: 1,
        y: 1,
        w: 2,
        h: 1,
        fill: { color: '00FF00' },
        line: { color: '000000', width: 1 },
      });
      slide.addShape(pptx.ShapeType.ellipse, {
        x: 4,
        y: 1,
        w: 1,
        h: 1,
        fill: { color: '0000FF' },
        rotate: 30,
      });
      slide.addShape(pptx.ShapeType.line, {
        x: 1,
        y: 3,
        w: 3,
        h: 1,
        line: { color: 'FF0000', width: 2, endArrowType: 'triangle' },
      });
      slide.addShape(pptx.ShapeType.line, {
        x: 1,
        y: 4,
        w: 3,
        h: 0,
        line: { color: '333333', width: 1, dashType: 'dash' },
      });
      slide.addShape(pptx.ShapeType.line, {
        x: 5,
        y: 4,
        w: 3,
        h: 0,
        line: { color: '333333', width: 1, dashType: 'sysDot' },
      });
      slide.addShape(pptx.ShapeType.rightArrow, { x: 6, y: 2, w: 2, h: 1, fill: { color: 'AA0000' } });
    });
    const result = imported(bytes);
    const [rect, ellipse, arrow, dashed, dotted, block] = ofKind(
      onSlide(result, 1),
      'shape',
    ) as ShapeElement[];
    expect(rect).toMatchObject({
      shape: 'rectangle',
      fill: '#00ff00',
      stroke: { color: '#000000', dash: 'solid' },
    });
    expect(rect!.stroke!.width).toBeCloseTo((1 / 720) * 1600, 2);
    expect(ellipse).toMatchObject({ shape: 'ellipse', fill: '#0000ff', rotation: 30 });
    expect(arrow).toMatchObject({ shape: 'arrow', stroke: { color: '#ff0000' } });
    expect(arrow!.fill).toBeUndefined();
    expect(dashed).toMatchObject({ shape: 'line', stroke: { dash: 'dashed' } });
    expect(dotted).toMatchObject({ shape: 'line', stroke: { dash: 'dotted' } });
    expect(block).toMatchObject({ shape: 'rectangle', fill: '#aa0000' });
    expect(result.report.slides[0]!.approximated).toContainEqual({
      code: 'shape-redrawn',
      count: 1,
      kind: 'rectangle',
      detail: 'rightArrow',
    });
    expect(result.report.slides[0]!.kept).toContainEqual({ kind: 'shape', count: 6 });
  });

  test("a shape's text stays inside it", async () => {
    const bytes = await buildPptx((pptx) => {
      pptx.addSlide().addText('Inside', {
        shape: pptx.ShapeType.roundRect,
        x: 1,
        y: 1,
        w: 2,
        h: 1,
        fill: { color: 'FFCC00' },
      });
    });
    const [shape] = ofKind(onSlide(imported(bytes), 1), 'shape');
    expect(shape).toMatchObject({ shape: 'rounded', fill: '#ffcc00' });
    expect(wordsOf(shape!)).toBe('Inside');
  });
});

describe('tables, groups, backgrounds and what has no mapping', () => {
  test('a table keeps its columns, cells, fills and header row', async () => {
    const base = await buildPptx((pptx) => {
      pptx.addSlide().addTable(
        [
          [{ text: 'Name', options: { bold: true, fill: { color: 'DDDDDD' } } }, { text: 'Score' }],
          [{ text: 'Ada' }, { text: '10' }],
        ],
        { x: 1, y: 1, w: 6, colW: [4, 2] },
      );
    });
    // pptxgenjs writes no table style; PowerPoint marks a header row so.
    const bytes = editPptx(base, {
      'ppt/slides/slide1.xml': (xml) => xml.replace('<a:tblPr/>', '<a:tblPr firstRow="1"/>'),
    });
    const [table] = ofKind(onSlide(imported(bytes), 1), 'table') as TableElement[];
    expect(table!.columns[0]).toBeCloseTo(2 / 3, 3);
    expect(table!.rows.map((row) => row.map((cell) => wordsOf(cell)))).toEqual([
      ['Name', 'Score'],
      ['Ada', '10'],
    ]);
    expect(table!.rows[0]![0]).toMatchObject({ fill: '#dddddd' });
    expect(table!.rows[0]![0]!.content.paragraphs[0]!.runs[0]!.bold).toBe(true);
    expect(table!.headerRow).toBe(true);
  });

  test("a group's children are placed through its child extent and share a group id", async () => {
    const base = await buildPptx((pptx) => {
      pptx.addSlide().addText('x', { x: 0, y: 0, w: 1, h: 1 });
    });
    const child = (id: number, x: number, color: string) =>
      `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="c${id}"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="${x}" y="0"/><a:ext cx="1000" cy="1000"/></a:xfrm><a:prstGeom prst="rect"/><a:solidFill><a:srgbClr val="${color}"/></a:solidFill></p:spPr></p:sp>`;
    // Children drawn in a 2000 × 1000 space, shown at 1 × 0.5 inch from (1 in, 2 in).
    const group = `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="50" name="G"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="914400" y="1828800"/><a:ext cx="914400" cy="457200"/><a:chOff x="0" y="0"/><a:chExt cx="2000" cy="1000"/></a:xfrm></p:grpSpPr>${child(51, 0, 'FF0000')}${child(52, 1000, '00FF00')}</p:grpSp>`;
    const result = imported(editPptx(base, { 'ppt/slides/slide1.xml': addToTree(group) }));
    const [left, right] = ofKind(onSlide(result, 1), 'shape');
    expect(left).toMatchObject({ x: 160, y: 320, width: 80, height: 80, fill: '#ff0000' });
    expect(right).toMatchObject({ x: 240, y: 320, width: 80, fill: '#00ff00' });
    expect(left!.group).toBeDefined();
    expect(left!.group).toBe(right!.group);
    expect(result.report.slides[0]!.kept).toContainEqual({ kind: 'group', count: 1 });
  });

  test('a chart becomes a placeholder holding its words, listed as unmapped', async () => {
    const bytes = await buildPptx((pptx) => {
      pptx
        .addSlide()
        .addChart(pptx.ChartType.bar, [{ name: 'Sales', labels: ['Q1', 'Q2'], values: [1, 2] }], {
          x: 1,
          y: 1,
          w: 4,
          h: 3,
          title: 'Revenue by quarter',
          showTitle: true,
        });
    });
    const result = imported(bytes);
    const [unmapped] = result.unmapped;
    expect(unmapped).toMatchObject({
      slide: 1,
      kind: 'chart',
      box: { x: 160, y: 160, width: 640, height: 480 },
    });
    expect(unmapped!.text).toContain('Revenue by quarter');
    const holder = onSlide(result, 1).find((element) => element.id === unmapped!.id) as ShapeElement;
    expect(wordsOf(holder)).toContain('Revenue by quarter');
    expect(holder.stroke!.dash).toBe('dashed');
    expect(result.report.slides[0]!.pictured).toEqual([
      { code: 'placeholder-with-text', count: 1, kind: 'chart' },
    ]);
  });

  test("a slide's background colour fills its frame; without one the frame is white", async () => {
    const bytes = await buildPptx((pptx) => {
      pptx.addSlide().background = { color: '112233' };
      pptx.addSlide();
    });
    const frames = ofKind(imported(bytes).document.elements, 'frame');
    expect(frames.map((frame) => frame.fill)).toEqual(['#112233', '#ffffff']);
  });

  test('an equation, a SmartArt diagram and ink become placeholders with their words', async () => {
    const base = await buildPptx((pptx) => {
      pptx.addSlide().addText('x', { x: 0, y: 0, w: 1, h: 1 });
    });
    const equation = `<mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><mc:Choice xmlns:a14="http://schemas.microsoft.com/office/drawing/2010/main" Requires="a14"><p:sp><p:nvSpPr><p:cNvPr id="60" name="Eq"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="914400" y="914400"/><a:ext cx="1828800" cy="457200"/></a:xfrm></p:spPr><p:txBody><a:bodyPr/><a:p><a14:m><m:oMath xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"><m:r><m:t>E=mc2</m:t></m:r></m:oMath></a14:m><a:r><a:t>Energy</a:t></a:r></a:p></p:txBody></p:sp></mc:Choice><mc:Fallback/></mc:AlternateContent>`;
    const diagram = `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="61" name="D"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off x="0" y="2743200"/><a:ext cx="2743200" cy="914400"/></p:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/diagram"><dgm:relIds xmlns:dgm="http://schemas.openxmlformats.org/drawingml/2006/diagram" r:dm="rId80" r:lo="rId81"/></a:graphicData></a:graphic></p:graphicFrame>`;
    const ink = '<p:contentPart r:id="rId82"/>';
    const data = `<dgm:dataModel xmlns:dgm="http://schemas.openxmlformats.org/drawingml/2006/diagram" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><dgm:ptLst><dgm:pt><dgm:t><a:p><a:r><a:t>Plan</a:t></a:r></a:p></dgm:t></dgm:pt><dgm:pt><dgm:t><a:p><a:r><a:t>Build</a:t></a:r></a:p></dgm:t></dgm:pt></dgm:ptLst></dgm:dataModel>`;
    const rel = (id: string, type: string, target: string) =>
      `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;
    const bytes = editPptx(base, {
      'ppt/slides/slide1.xml': addToTree(equation + diagram + ink),
      'ppt/slides/_rels/slide1.xml.rels': (xml) =>
        xml.replace(
          '</Relationships>',
          `${rel('rId80', 'diagramData', '../diagrams/data1.xml')}${rel('rId81', 'diagramLayout', '../diagrams/missing.xml')}${rel('rId82', 'customXml', '../ink/ink1.xml')}</Relationships>`,
        ),
      'ppt/diagrams/data1.xml': data,
    });
    const result = imported(bytes);
    expect(result.unmapped.map((u) => [u.kind, u.text])).toEqual([
      ['equation', 'E=mc2Energy'],
      ['smartart', 'Plan\nBuild'],
      ['ink', ''],
    ]);
    expect(result.unmapped[0]!.box).toEqual({ x: 160, y: 160, width: 320, height: 80 });
    expect(result.report.slides[0]!.pictured).toEqual([
      { code: 'placeholder-with-text', count: 1, kind: 'equation' },
      { code: 'placeholder-with-text', count: 1, kind: 'smartart' },
      { code: 'placeholder', count: 1, kind: 'ink' },
    ]);
    const holders = result.unmapped.map((u) => onSlide(result, 1).find((element) => element.id === u.id));
    expect(holders.map((holder) => holder && wordsOf(holder as ShapeElement))).toEqual([
      'E=mc2Energy',
      'Plan\nBuild',
      '',
    ]);
  });
});
