// The PowerPoint writer read back by Podium's own import: words as they were written (markup-like
// text stays text), links to the site made absolute, pictures with their alt text, and a picture
// the server cannot read left out rather than failing the file.
import { describe, expect, it } from 'vitest';
import { makePng } from '../../../test/helpers/pdf';
import type { CanvasDocument } from '../../kernel/document/canvas/model';
import { THEMES } from '../../kernel/document/themes';
import { planSlides } from '../../kernel/export/pptx/plan';
import { importPptx } from '../../kernel/import/pptx';
import { writePptx } from './pptx-export';

const box = { rotation: 0, z: 0 };
const HOSTILE = '<script>alert("x")</script> & </a:t> ]]>';

const deck: CanvasDocument = {
  version: 3,
  title: 'Tides & <tricks>',
  theme: 'ocean',
  elements: [
    { kind: 'frame', id: 'f1', shape: 'rectangle', x: 0, y: 0, width: 1600, height: 900, ...box },
    {
      kind: 'text',
      id: 't1',
      parent: 'f1',
      ...{ x: 100, y: 100, width: 1400, height: 300 },
      ...box,
      content: {
        paragraphs: [
          { runs: [{ text: HOSTILE }] },
          {
            runs: [
              { text: 'Explore', link: '/explore/' },
              { text: ' and ' },
              { text: 'mail', link: 'mailto:a@b.c' },
            ],
          },
        ],
      },
    },
    {
      kind: 'image',
      id: 'i1',
      parent: 'f1',
      ...{ x: 100, y: 500, width: 300, height: 300 },
      ...box,
      src: 'ok',
      alt: 'A heron',
    },
    {
      kind: 'image',
      id: 'i2',
      parent: 'f1',
      ...{ x: 500, y: 500, width: 300, height: 300 },
      ...box,
      src: 'elsewhere',
      alt: 'Gone',
    },
  ],
  path: [{ id: 's1', frame: 'f1', notes: `Notes ${HOSTILE}` }],
};

describe('writePptx', () => {
  it('writes text, links, pictures and notes that read back as written', async () => {
    const bytes = await writePptx(planSlides(deck, THEMES.ocean, { notes: true }), {
      theme: THEMES.ocean,
      author: 'Ada',
      origin: 'https://podium.example',
      loadPicture: async (src) => (src === 'ok' ? Buffer.from(makePng(2, 2)) : null),
    });
    const read = importPptx(new Uint8Array(bytes));
    const runs = read.document.elements.flatMap((element) =>
      element.kind === 'text' ? element.content.paragraphs.flatMap((paragraph) => paragraph.runs) : [],
    );
    expect(runs.map((run) => run.text).join('')).toContain(HOSTILE);
    expect(runs.find((run) => run.text === 'Explore')?.link).toBe('https://podium.example/explore/');
    expect(runs.find((run) => run.text === 'mail')?.link).toBe('mailto:a@b.c');
    const pictures = read.document.elements.filter((element) => element.kind === 'image');
    expect(pictures).toMatchObject([{ alt: 'A heron' }]);
    expect(read.document.path[0]?.notes).toBe(`Notes ${HOSTILE}`);
    expect(read.document.title).toBe('Tides & <tricks>');
  });
});
