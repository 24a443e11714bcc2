// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { CanvasSaveStatus, type SaveLineState } from './CanvasSaveStatus';

afterEach(cleanup);

const sync = (change: Partial<SaveLineState>): SaveLineState => ({
  status: 'saved',
  savedAt: '2026-12-06T10:00:00.000Z',
  error: null,
  ...change,
});

function show(change: Partial<SaveLineState>) {
  cleanup();
  renderWithI18n(<CanvasSaveStatus sync={sync(change)} lang="en" />);
}

describe('CanvasSaveStatus', () => {
  it('says what the autosave is doing in a live region', () => {
    show({ status: 'saving' });
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    show({ status: 'unsaved' });
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');
    show({});
    expect(screen.getByRole('status').textContent).toMatch(/^Saved /);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows why nothing is saved, with a reload only when the editor turned read-only', () => {
    show({ status: 'offline', error: 'Offline: kept here.' });
    expect(screen.getByRole('alert').textContent).toBe('Offline: kept here.');
    expect(screen.queryByRole('button')).toBeNull();
    show({ status: 'readOnly', error: 'Replaced elsewhere.' });
    expect(screen.getByRole('alert').textContent).toContain('Replaced elsewhere.');
    expect(screen.getByRole('button', { name: 'Reload the latest version' })).toBeTruthy();
  });
});
