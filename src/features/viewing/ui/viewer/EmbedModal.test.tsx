// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { EmbedModal, type EmbedModalProps } from './EmbedModal';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderModal(overrides: Partial<EmbedModalProps> = {}) {
  const props: EmbedModalProps = {
    origin: 'https://podium.example',
    embedId: 'abc123def456',
    title: 'Designing for trust',
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
  `<iframe src="https://podium.example/p/embed/abc123def456/" title="Designing for trust" width="${w}" height="${h}" frameborder="0" allow="autoplay; fullscreen" allowfullscreen></iframe>`;
/** The iframe the code would put on a page, parsed as a browser would. */
const frameOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').querySelector('iframe')!;

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

  it('stops both sides at 4 digits when a height would need a 5-digit width, and says so', () => {
    renderModal();
    type(height(), '9999');
    // 9999 × 16/9 would be 17776 wide: both stop at the largest 16:9 size that fits.
    expect(height().value).toBe('5624');
    expect(width().value).toBe('9998');
    expect(code().value).toBe(snippet(9998, 5624));
    expect(screen.getByText('The largest size is 9998 × 5624 pixels.').id).toBe(
      height().getAttribute('aria-describedby'),
    );
    type(height(), '720');
    expect(width().value).toBe('1280');
    expect(screen.queryByText(/largest size/)).toBeNull();
    expect(height().getAttribute('aria-describedby')).toBeNull();
  });

  it.each([
    ['height', '9999'],
    ['height', '5625'],
    ['height', '1'],
    ['width', '9999'],
    ['width', '7'],
  ] as const)('shows the sizes the code has (%s %s)', (side, value) => {
    renderModal();
    type(side === 'height' ? height() : width(), value);
    const frame = frameOf(code().value);
    expect(frame.getAttribute('width')).toBe(width().value);
    expect(frame.getAttribute('height')).toBe(height().value);
    expect(width().value.length).toBeLessThanOrEqual(4);
  });

  it('names the frame after the presentation, whatever its title holds', () => {
    const title = `"><img src=x onerror=alert(1)> Tom & Jerry's`;
    renderModal({ title });
    const parsed = new DOMParser().parseFromString(code().value, 'text/html');
    expect(parsed.body.children).toHaveLength(1);
    expect(parsed.querySelector('img')).toBeNull();
    expect(frameOf(code().value).getAttribute('title')).toBe(title);
  });

  it('offers a responsive code: a 16:9 box filling its container, the size fields gone', async () => {
    const props = renderModal();
    const fixed = screen.getByRole('radio', { name: 'Fixed size' });
    const responsive = screen.getByRole('radio', { name: 'Responsive' });
    expect(screen.getByRole('group', { name: 'Size' })).toBeTruthy();
    expect((fixed as HTMLInputElement).checked).toBe(true);
    type(height(), '360');

    fireEvent.click(responsive);
    expect(screen.queryByLabelText('Height')).toBeNull();
    expect(screen.getByText(/fills the width of the page/)).toBeTruthy();
    const box = new DOMParser().parseFromString(code().value, 'text/html').body
      .firstElementChild as HTMLElement;
    expect(box.tagName).toBe('DIV');
    expect(box.getAttribute('style')).toBe('position:relative;padding-top:56.25%');
    const frame = box.querySelector(':scope > iframe')!;
    expect(frame.getAttribute('style')).toBe('position:absolute;inset:0;width:100%;height:100%;border:0');
    expect(frame.getAttribute('title')).toBe('Designing for trust');
    expect(frame.getAttribute('allow')).toBe('autoplay; fullscreen');
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    expect(frame.hasAttribute('width')).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    });
    expect(props.copy).toHaveBeenCalledWith(code().value);
    expect(props.onCopy).toHaveBeenCalledWith('RESPONSIVE');

    // Back to a fixed size: the size chosen before is still there.
    fireEvent.click(fixed);
    expect(height().value).toBe('360');
    expect(code().value).toBe(snippet(640, 360));
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
    expect(props.onCopy).toHaveBeenCalledWith('FIXED');
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
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText(/fills the width of the page/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/help/embedding/');
    expect(code().value).toContain('padding-top:56.25%');
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
