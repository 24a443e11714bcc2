// @vitest-environment node
// LibreOffice in the sandbox (CI installs Debian's libreoffice-impress-nogui): an OpenDocument or old
// PowerPoint file comes out as a .pptx the importer reads; what LibreOffice cannot read, a file still
// converting at its time limit and a conversion past the queue are refused; closing kills what runs.
import { afterAll, describe, expect, it } from 'vitest';
import { savedAs } from '../../../test/helpers/office-files';
import { importPptx } from '../../kernel/import/pptx';
import { buildPptx } from '../../kernel/import/pptx/testing';
import { SandboxBusy, SandboxClosed, SandboxCrashed, SandboxTimeout } from './errors';
import { findSoffice, OFFICE_DEFAULTS, OfficeConverter } from './office';

// LibreOffice starts in a second or two on a quiet machine; each test gets minutes on a loaded one.
const ROOM_MS = 180_000;
const soffice = findSoffice();

const deck = () =>
  buildPptx((pptx) => {
    pptx.addSlide().addText('Harbour tides', { x: 1, y: 1, w: 8, h: 1, fontSize: 32 });
    pptx.addSlide().addText('Ferry timetable', { x: 1, y: 1, w: 8, h: 1 });
  });

const wordsOf = (pptx: Uint8Array) =>
  importPptx(pptx)
    .document.elements.flatMap((element) => (element.kind === 'text' ? element.content.paragraphs : []))
    .map((paragraph) => paragraph.runs.map((run) => run.text).join(''));

describe('findSoffice', () => {
  it('takes LIBREOFFICE_PATH, or none with `off`, else soffice on the PATH', () => {
    expect(findSoffice({ LIBREOFFICE_PATH: 'off', PATH: '/usr/bin' })).toBeNull();
    expect(findSoffice({ PATH: '/nowhere:/also/nowhere' })).toBeNull();
    expect(findSoffice({ LIBREOFFICE_PATH: '/bin/sh' })).toBe('/bin/sh');
    expect(findSoffice({ LIBREOFFICE_PATH: '/nowhere/soffice', PATH: '/usr/bin' })).toBeNull();
  });
});

describe('OfficeConverter', () => {
  const converters: OfficeConverter[] = [];
  const converter = (options: Partial<typeof OFFICE_DEFAULTS> = {}) => {
    const created = new OfficeConverter({ ...OFFICE_DEFAULTS, baseMs: ROOM_MS, ...options, binary: soffice });
    converters.push(created);
    return created;
  };
  afterAll(() => {
    for (const each of converters) each.close();
  });

  it('is installed where the tests run (CI installs it)', () => {
    expect(soffice).not.toBeNull();
  });

  it(
    'turns an .odp and a .ppt into a .pptx the importer reads, every word kept',
    async () => {
      const original = await deck();
      const office = converter();
      for (const format of ['odp', 'ppt'] as const) {
        const pptx = await office.toPptx(savedAs(original, format), format);
        expect(wordsOf(pptx), format).toEqual(['Harbour tides', 'Ferry timetable']);
      }
    },
    ROOM_MS,
  );

  it(
    'refuses what LibreOffice cannot read',
    async () => {
      const noise = new TextEncoder().encode('PK\u0003\u0004 not really a presentation');
      await expect(converter().toPptx(noise, 'key')).rejects.toBeInstanceOf(SandboxCrashed);
    },
    ROOM_MS,
  );

  it(
    'kills a conversion at its time limit',
    async () => {
      const hurried = converter({ baseMs: 1, msPerMb: 0 });
      await expect(hurried.toPptx(savedAs(await deck(), 'odp'), 'odp')).rejects.toBeInstanceOf(
        SandboxTimeout,
      );
    },
    ROOM_MS,
  );

  it(
    'refuses at once past the queue, and answers what runs and waits when closed',
    async () => {
      const odp = savedAs(await deck(), 'odp');
      const office = converter({ processes: 1, queued: 1 });
      const running = office.toPptx(odp, 'odp');
      const waiting = office.toPptx(odp, 'odp');
      await expect(office.toPptx(odp, 'odp')).rejects.toBeInstanceOf(SandboxBusy);
      const refused = [
        expect(running).rejects.toBeInstanceOf(SandboxClosed),
        expect(waiting).rejects.toBeInstanceOf(SandboxClosed),
      ];
      office.close();
      await Promise.all(refused);
    },
    ROOM_MS,
  );

  it('converts nothing without LibreOffice', async () => {
    const none = new OfficeConverter({ ...OFFICE_DEFAULTS, binary: null });
    expect(none.available).toBe(false);
    await expect(none.toPptx(new Uint8Array(4), 'odp')).rejects.toBeInstanceOf(SandboxCrashed);
  });
});
