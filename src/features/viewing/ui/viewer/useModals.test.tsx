// @vitest-environment jsdom
import { act, cleanup, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { ModalHost } from './ModalHost';
import { DIALOGS, type ModalName, type ModalRegistry, modalReducer, useModals } from './useModals';

afterEach(() => {
  cleanup();
});

describe('modalReducer', () => {
  it('shows a dialog and closes back to NO_DIALOG', () => {
    expect(modalReducer(DIALOGS.NO_DIALOG, { type: 'show', dialog: 'EMBED' })).toBe('EMBED');
    expect(modalReducer('EMBED', { type: 'close' })).toBe('NO_DIALOG');
  });
});

describe('useModals', () => {
  const registry: ModalRegistry = { EMBED: () => <p>Embed body</p> };

  it('starts with no dialog; show and close change it', () => {
    const { result } = renderHook(() => useModals(registry));
    expect(result.current.dialog).toBe('NO_DIALOG');
    act(() => result.current.show('EMBED'));
    expect(result.current.dialog).toBe('EMBED');
    act(() => result.current.close());
    expect(result.current.dialog).toBe('NO_DIALOG');
  });

  it("throws 'Modal does not exist!' when a modal that is not registered is shown", () => {
    const { result } = renderHook(() => useModals(registry));
    expect(() => result.current.show('SHARE')).toThrow(new Error('Modal does not exist!'));
    expect(() => result.current.show('toString' as ModalName)).toThrow('Modal does not exist!');
    expect(result.current.dialog).toBe('NO_DIALOG');
  });
});

describe('ModalHost', () => {
  it('renders nothing for NO_DIALOG', () => {
    const { container } = renderWithI18n(
      <ModalHost dialog="NO_DIALOG" registry={{ EMBED: () => <p>Embed body</p> }} onClose={vi.fn()} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('renders the registered modal for the open dialog and hands it onClose', () => {
    const onClose = vi.fn();
    const render = vi.fn(({ onClose: close }: { onClose: () => void }) => (
      <button type="button" onClick={close}>
        Embed body
      </button>
    ));
    const view = renderWithI18n(<ModalHost dialog="EMBED" registry={{ EMBED: render }} onClose={onClose} />);
    fireEvent.click(view.getByRole('button', { name: 'Embed body' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("throws 'Modal does not exist!' for an open dialog that is not registered", () => {
    expect(() => ModalHost({ dialog: 'SHARE', registry: { EMBED: () => null }, onClose: vi.fn() })).toThrow(
      'Modal does not exist!',
    );
  });
});
