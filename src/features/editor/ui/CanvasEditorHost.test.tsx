// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { CanvasEditorHost } from './CanvasEditorHost';
import type { CanvasEditorData } from './canvas/CanvasEditor';

afterEach(cleanup);

const data = { presentation: { title: 'Harbour' } } as unknown as CanvasEditorData;

describe('CanvasEditorHost', () => {
  it('says the editor is opening, then shows the chunk it loaded', async () => {
    const load = vi.fn(() =>
      Promise.resolve({ default: ({ lang }: { lang: string }) => <p>Editor in {lang}</p> }),
    );
    renderWithI18n(<CanvasEditorHost data={data} lang="en" load={load} />);
    expect(screen.getByText('Opening the canvas editor…')).toBeTruthy();
    expect(await screen.findByText('Editor in en')).toBeTruthy();
  });

  it('offers a retry when the chunk cannot be loaded, and loads it on the retry', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: () => <p>Editor</p> });
    renderWithI18n(<CanvasEditorHost data={data} lang="en" load={load} />);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Editor')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
