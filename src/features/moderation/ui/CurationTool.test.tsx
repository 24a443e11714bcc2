// @vitest-environment jsdom
// The admin tag tool answers the viewer's Tag button through the spec §6 browser events.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { CurationButton } from '../../viewing/ui/viewer/CurationButton';
import { CURATION_EVENTS } from '../curation.contracts';
import { CurationTool } from './CurationTool';

afterEach(cleanup);

const OID = 'abc123def456';

function renderTool(staffPick = false) {
  const loaded: boolean[] = [];
  const onLoaded = (event: Event) => loaded.push((event as CustomEvent<{ hasTags: boolean }>).detail.hasTags);
  window.addEventListener(CURATION_EVENTS.hiddenTagsLoaded, onLoaded);
  const setStaffPick = vi.fn(async (oid: string, picked: boolean) => ({ oid, staffPick: picked }));
  renderWithI18n(
    <>
      <CurationButton oid={OID} title="Designing for trust" curationExists={staffPick} />
      <CurationTool oid={OID} title="Designing for trust" staffPick={staffPick} client={{ setStaffPick }} />
    </>,
  );
  return {
    loaded,
    setStaffPick,
    stop: () => window.removeEventListener(CURATION_EVENTS.hiddenTagsLoaded, onLoaded),
  };
}

const tagButton = () => screen.getByRole('button', { name: 'Tag' });

describe('CurationTool', () => {
  it('announces whether the tag is set, and stays closed until invoked', () => {
    const { loaded, stop } = renderTool(true);
    expect(loaded).toEqual([true]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tagButton().getAttribute('aria-pressed')).toBe('true');
    stop();
  });

  it('opens from the Tag button, marks a staff pick and lights the button', async () => {
    const { loaded, setStaffPick, stop } = renderTool(false);
    fireEvent.click(tagButton());
    const dialog = screen.getByRole('dialog', { name: 'Staff pick' });
    expect(dialog.textContent).toContain('“Designing for trust” is not a staff pick.');
    expect(loaded).toEqual([false, false]); // on mount, then for the reinitialise event
    fireEvent.click(screen.getByRole('button', { name: 'Mark as staff pick' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('“Designing for trust” is now a staff pick.'),
    );
    expect(setStaffPick).toHaveBeenCalledWith(OID, true);
    expect(loaded.at(-1)).toBe(true);
    expect(tagButton().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Remove staff pick' })).toBeTruthy();
    stop();
  });

  it('shows the server’s message when the call fails, leaving the tag as it was', async () => {
    const setStaffPick = vi.fn(async () => {
      throw new Error('Only staff can moderate presentations.');
    });
    renderWithI18n(
      <CurationTool oid={OID} title="Designing for trust" staffPick client={{ setStaffPick }} />,
    );
    act(() => {
      window.dispatchEvent(new CustomEvent(CURATION_EVENTS.invoke));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove staff pick' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Only staff can moderate presentations.'),
    );
    expect(screen.getByRole('button', { name: 'Remove staff pick' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
