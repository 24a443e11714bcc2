// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { DownloadButton } from './DownloadButton';

afterEach(() => {
  cleanup();
});

describe('DownloadButton', () => {
  it('shows nothing when the visitor may download nothing', () => {
    const { container } = renderWithI18n(<DownloadButton offer={null} />);
    expect(container.innerHTML).toBe('');
    const none = renderWithI18n(<DownloadButton offer={{ path: '/p/x/y/download/', formats: [] }} />);
    expect(none.container.innerHTML).toBe('');
  });

  it('links the generated PDF directly when it is the only file', () => {
    renderWithI18n(<DownloadButton offer={{ path: '/view/k3y/download/', formats: ['pdf'] }} />);
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toBe('/view/k3y/download/?format=pdf');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('offers the original PDF, the PDF with transcript and the PowerPoint file of a PDF deck', () => {
    renderWithI18n(
      <DownloadButton offer={{ path: '/p/abc/talk/download/', formats: ['original', 'pdf', 'pptx'] }} />,
    );
    fireEvent.click(screen.getByText('Download'));
    expect(screen.getByRole('link', { name: 'Original PDF' }).getAttribute('href')).toBe(
      '/p/abc/talk/download/?format=original',
    );
    expect(screen.getByRole('link', { name: 'PDF with transcript' }).getAttribute('href')).toBe(
      '/p/abc/talk/download/?format=pdf',
    );
    expect(screen.getByRole('link', { name: 'Editable PowerPoint (.pptx)' }).getAttribute('href')).toBe(
      '/p/abc/talk/download/?format=pptx',
    );
  });
});
