// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/helpers/render';
import { EmbedModal, type EmbedModalProps } from './EmbedModal';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderModal(overrides: Partial<EmbedModalProps> = {}) {
  const props: EmbedModalProps = {
    origin: 'https://podium.example',
    embedId: 'abc123def456',
    onClose: vi.fn(),
    onCopy: vi.fn(),
    copy: vi.fn(() => Promise.resolve(true)),
    ...overrides,
  };
  renderWithI18n(<EmbedModal {...props} />);
  return props;
}

const height = () => screen.getByLabelText<HTMLInputElement>('Height');
const width = () => screen.getByLabelText<HTMLInputElement>('Width (in pixels)');
const code = () => screen.getByLabelText<HTMLTextAreaElement>('Code');
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const snippet = (w: number, h: number) =>
  `<iframe src="https://podium.example/p/embed/abc123def456/" width="${w}" height="${h}" frameborder="0" allow="autoplay; fullscreen" allowfullscreen></iframe>`;

describe('EmbedModal', () => {
  it('is a dialog titled Embed presentation, at most 600 px wide', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Embed presentation' });
    expect(dialog.style.width).toBe('600px');
    expect(dialog.style.maxWidth).toBe('min(600px, 100%)');
  });

  it('starts at 560 × 315 with the matching read-only code', () => {
    renderModal();
    expect(height().value).toBe('315');
    expect(width().value).toBe('560');
    expect(height().maxLength).toBe(4);
    expect(code().readOnly).toBe(true);
    expect(code().value).toBe(snippet(560, 315));
  });

  it('keeps 16:9 when the height changes, and the code follows', () => {
    renderModal();
    type(height(), '360');
    expect(width().value).toBe('640');
    expect(code().value).toBe(snippet(640, 360));
    type(height(), '100');
    expect(width().value).toBe('178');
    expect(code().value).toBe(snippet(178, 100));
  });

  it('keeps 16:9 when the width changes, and the code follows', () => {
    renderModal();
    type(width(), '1000');
    expect(height().value).toBe('563');
    expect(code().value).toBe(snippet(1000, 563));
  });

  it('keeps digits only, at most 4 of them', () => {
    renderModal();
    type(width(), '12a8');
    expect(width().value).toBe('128');
    expect(height().value).toBe('72');
    type(height(), '123456');
    expect(height().value).toBe('1234');
    expect(width().value).toBe('2194');
  });

  it('counts an empty or non-numeric entry as 0 and empties both fields', () => {
    renderModal();
    type(height(), '');
    expect(height().value).toBe('');
    expect(width().value).toBe('');
    expect(code().value).toBe(snippet(0, 0));
    type(width(), 'abc');
    expect(width().value).toBe('');
    expect(height().value).toBe('');
  });

  it("copies the code, shows 'Copied!' for exactly 3 s and calls onCopy", async () => {
    vi.useFakeTimers();
    const props = renderModal();
    type(height(), '360');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    });
    expect(props.copy).toHaveBeenCalledWith(snippet(640, 360));
    expect(props.onCopy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Copied!');
    await act(async () => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status').textContent).toBe('Copied!');
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('does not call onCopy when the copy failed', async () => {
    const props = renderModal({ copy: vi.fn(() => Promise.resolve(false)) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    });
    expect(props.onCopy).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).not.toBe('Copied!');
  });

  it('replaces the size fields with an explanation when only responsive sizes are allowed', () => {
    renderModal({ responsiveOnly: true, learnMoreHref: '/help/embedding/' });
    expect(screen.queryByLabelText('Height')).toBeNull();
    expect(screen.queryByLabelText('Width (in pixels)')).toBeNull();
    expect(screen.getByText(/fills the width of the page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/help/embedding/');
    expect(code().value).toContain('padding-bottom:56.25%');
    expect(code().value).toContain('src="https://podium.example/p/embed/abc123def456/"');
  });

  it('leaves out the learn-more link in the responsive variant when there is none', () => {
    renderModal({ responsiveOnly: true });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('closes with the close button', () => {
    const props = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });
});
