// @vitest-environment jsdom
// Whether visitors may download the presentation: what the section sends and shows.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { buildSettings, json, stubApi } from '../../../../ui-kit/test-support';
import { DownloadsSection } from './DownloadsSection';

const SETTINGS = buildSettings();

const api = stubApi();
const saveButton = () => screen.getByRole('button', { name: 'Save downloads' }) as HTMLButtonElement;

describe('DownloadsSection', () => {
  it('is off by default, and sends allowDownloads once ticked', async () => {
    const onSaved = vi.fn();
    renderWithI18n(<DownloadsSection settings={SETTINGS} onSaved={onSaved} />);
    const box = screen.getByLabelText('Allow downloads') as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(box);
    api.fetch.mockResolvedValueOnce(json(200, { ...SETTINGS, allowDownloads: true }));
    await act(async () => fireEvent.click(saveButton()));
    expect(api.fetch.mock.calls[0]![1].method).toBe('PATCH');
    expect(JSON.parse(api.fetch.mock.calls[0]![1].body)).toEqual({ allowDownloads: true });
    expect(onSaved).toHaveBeenCalledWith({ ...SETTINGS, allowDownloads: true });
    expect(screen.getByText('Saved.')).toBeTruthy();
  });

  it('says which files visitors get: the original too for a PDF deck', () => {
    renderWithI18n(<DownloadsSection settings={{ ...SETTINGS, hasOriginalPdf: true }} onSaved={vi.fn()} />);
    const box = screen.getByLabelText('Allow downloads');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toContain(
      'the original PDF you uploaded',
    );
  });
});
