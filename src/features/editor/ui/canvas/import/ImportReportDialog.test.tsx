// @vitest-environment jsdom
// The import report in the editor: the summary and each slide's lines in the reader's language,
// counted, with every slide linked to its frame; a link followed closes the report.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../../test/helpers/render';
import type { StoredImportReport } from '../../../../publishing/contracts';
import { ImportReportDialog } from './ImportReportDialog';

const stored: StoredImportReport = {
  format: 'pptx',
  fileName: 'Quarterly.pptx',
  createdAt: '2026-12-07T20:00:00.000Z',
  report: {
    slides: [
      {
        index: 1,
        title: 'Quarterly review',
        hidden: false,
        kept: [
          { kind: 'text', count: 2 },
          { kind: 'notes', count: 1 },
        ],
        approximated: [],
        pictured: [],
        dropped: [],
      },
      {
        index: 2,
        title: 'Revenue',
        hidden: false,
        kept: [{ kind: 'picture', count: 1 }],
        approximated: [
          { code: 'shape-redrawn', count: 3, kind: 'ellipse', detail: 'star5' },
          { code: 'no-alt', count: 1 },
        ],
        pictured: [
          { code: 'placeholder-with-text', count: 1, kind: 'chart' },
          { code: 'placeholder', count: 1, kind: 'picture-format', detail: 'emf' },
        ],
        dropped: [{ code: 'notes-too-long', count: 1 }],
      },
      {
        index: 3,
        // A slide without a title of its own is named by its number alone.
        title: 'Slide 3',
        hidden: true,
        kept: [],
        approximated: [{ code: 'hidden-slide', count: 1 }],
        pictured: [],
        dropped: [],
      },
    ],
    totals: {
      slides: 3,
      hiddenSlides: 1,
      elements: 9,
      pictures: 1,
      approximated: 5,
      pictured: 2,
      dropped: 1,
    },
  },
};

afterEach(cleanup);

function slide(name: RegExp) {
  return screen.getByRole('link', { name }).closest('li') as HTMLElement;
}

describe('ImportReportDialog', () => {
  it('sums up the import and lists each slide, linked to its frame', () => {
    renderWithI18n(<ImportReportDialog stored={stored} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Import report' });
    expect(dialog.textContent).toContain(
      'Quarterly.pptx became 3 frames on the canvas, in the order of its slides. 1 hidden slide is on the canvas but not in the path.',
    );
    expect(dialog.textContent).toContain(
      'Approximated: 5. Kept as a dashed box with its words: 2. Left out: 1.',
    );
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Slide 1: Quarterly review', '#frame=slide-1'],
      ['Slide 2: Revenue', '#frame=slide-2'],
      ['Slide 3', '#frame=slide-3'],
    ]);
  });

  it('says what each slide kept and changed, in words, counted', () => {
    renderWithI18n(<ImportReportDialog stored={stored} onClose={() => {}} />);
    const first = slide(/Slide 1/);
    expect(within(first).getByText('Everything on this slide was kept.')).toBeTruthy();
    expect(within(first).getByText('2 text boxes')).toBeTruthy();
    expect(within(first).getByText('the speaker notes')).toBeTruthy();

    const second = slide(/Slide 2/);
    expect(within(second).queryByText('Everything on this slide was kept.')).toBeNull();
    expect([...second.querySelectorAll('dd')].map((line) => line.textContent)).toEqual([
      '1 picture',
      'a “star5” shape, drawn as: Ellipse (3 times)',
      'a picture without alt text, marked decorative',
      'a chart, with its words',
      'a picture in a format the canvas does not show (emf)',
      'speaker notes past 5000 characters',
    ]);
    expect(slide(/Slide 3/).textContent).toContain('(hidden)');
  });

  it('says so when nothing was approximated or left out', () => {
    const totals = { ...stored.report.totals, approximated: 0, pictured: 0, dropped: 0 };
    renderWithI18n(
      <ImportReportDialog stored={{ ...stored, report: { ...stored.report, totals } }} onClose={() => {}} />,
    );
    expect(screen.getByRole('dialog').textContent).toContain('Nothing was approximated or left out.');
  });

  it('closes when a slide is followed', () => {
    const onClose = vi.fn();
    renderWithI18n(<ImportReportDialog stored={stored} onClose={onClose} />);
    fireEvent.click(screen.getByRole('link', { name: 'Slide 2: Revenue' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
