// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { ShareModal, type ShareModalProps } from './ShareModal';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const url = 'https://podium.example/p/abc123def456/designing-for-trust/';
const encodedUrl = encodeURIComponent(url);

function renderModal(overrides: Partial<ShareModalProps> = {}) {
  const props: ShareModalProps = {
    url,
    title: 'Designing for trust',
    hashtags: ['design', 'user-trust'],
    onClose: vi.fn(),
    onShare: vi.fn(),
    onCopyLink: vi.fn(),
    copy: vi.fn(() => Promise.resolve(true)),
    ...overrides,
  };
  renderWithI18n(<ShareModal {...props} />);
  return props;
}

function stubWindow() {
  Object.assign(window, { outerWidth: 1920, outerHeight: 1080, screenX: 0, screenY: 0 });
  return vi.spyOn(window, 'open').mockReturnValue(null);
}

describe('ShareModal', () => {
  it('is a 500 × 300 dialog titled Share presentation', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Share presentation' });
    expect(dialog.style.width).toBe('500px');
    expect(dialog.style.height).toBe('300px');
  });

  it('has a button for Facebook, LinkedIn, X (Twitter) and Google Classroom, named and marked', () => {
    renderModal();
    for (const name of ['Facebook', 'LinkedIn', 'X (Twitter)', 'Google Classroom']) {
      const button = screen.getByRole('button', { name: `Share on ${name}` });
      expect(button.textContent).toBe(name);
      // The brand mark is drawn inline and hidden from assistive technology.
      const mark = button.querySelector('svg');
      expect(mark?.getAttribute('aria-hidden')).toBe('true');
      expect(mark?.querySelector('path')?.getAttribute('d')).toBeTruthy();
    }
  });

  it('draws each mark in its brand colour', () => {
    renderModal();
    const fills = (name: string) =>
      [...screen.getByRole('button', { name: `Share on ${name}` }).querySelectorAll('svg [fill]')].map((e) =>
        e.getAttribute('fill'),
      );
    expect(fills('Facebook')).toContain('#1877F2');
    expect(fills('LinkedIn')).toContain('#0A66C2');
    expect(fills('X (Twitter)')).toContain('#000');
    expect(fills('Google Classroom')).toContain('#0F9D58');
  });

  it.each([
    [
      'Facebook',
      `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}&quote=Designing%20for%20trust&hashtag=%23design`,
      'width=520,height=570,left=700,top=255',
      'FACEBOOK',
    ],
    [
      'LinkedIn',
      `https://www.linkedin.com/shareArticle?mini=true&url=${encodedUrl}&title=Designing%20for%20trust&summary=%23design%20%23userTrust`,
      'width=1300,height=570,left=310,top=255',
      'LINKEDIN',
    ],
    [
      'X (Twitter)',
      `https://twitter.com/intent/tweet?url=${encodedUrl}&text=Designing%20for%20trust&hashtags=design,userTrust`,
      'width=520,height=570,left=700,top=255',
      'TWITTER',
    ],
    [
      'Google Classroom',
      `https://classroom.google.com/share?url=${encodedUrl}&title=Designing%20for%20trust`,
      'width=520,height=570,left=700,top=255',
      'GOOGLE_CLASSROOM',
    ],
  ])('opens the %s sharer in a centred popup', (name, sharer, features, network) => {
    const open = stubWindow();
    const props = renderModal();
    fireEvent.click(screen.getByRole('button', { name: `Share on ${name}` }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]![0]).toBe(sharer);
    expect(open.mock.calls[0]![2]).toBe(features);
    expect(props.onShare).toHaveBeenCalledWith(network);
  });

  it('shows the link in a read-only field', () => {
    renderModal();
    const field = screen.getByLabelText<HTMLInputElement>('Link to this presentation');
    expect(field.value).toBe(url);
    expect(field.readOnly).toBe(true);
  });

  it('copies the link and shows the success message for exactly 3 s', async () => {
    vi.useFakeTimers();
    const props = renderModal();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(props.copy).toHaveBeenCalledWith(url);
    expect(props.onCopyLink).toHaveBeenCalledTimes(1);
    expect(status.textContent).toBe('Link copied!');
    await act(async () => vi.advanceTimersByTime(2999));
    expect(status.textContent).toBe('Link copied!');
    await act(async () => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('');
  });

  it('restarts the 3 s when the link is copied again', async () => {
    vi.useFakeTimers();
    renderModal();
    const copyButton = screen.getByRole('button', { name: 'Copy link' });
    await act(async () => fireEvent.click(copyButton));
    await act(async () => vi.advanceTimersByTime(2000));
    await act(async () => fireEvent.click(copyButton));
    await act(async () => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status').textContent).toBe('Link copied!');
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says so when the browser refuses the copy, and does not report it', async () => {
    const props = renderModal({ copy: vi.fn(() => Promise.resolve(false)) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Could not copy. Select the text and copy it yourself.',
    );
    expect(props.onCopyLink).not.toHaveBeenCalled();
  });

  it('closes on Escape', () => {
    const props = renderModal();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });
});
