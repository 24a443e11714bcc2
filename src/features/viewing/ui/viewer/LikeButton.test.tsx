// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import type { LikeResult } from '../../../../lib/like-client';
import { LikeButton, type LikeButtonProps } from './LikeButton';

afterEach(() => {
  cleanup();
});

/** A send function whose call stays pending until the test settles it. */
function controllableSend() {
  let resolve: (result: LikeResult) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const send = vi.fn(
    () =>
      new Promise<LikeResult>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return {
    send,
    resolve: (result: LikeResult) => act(async () => resolve(result)),
    reject: (error: Error) => act(async () => reject(error)),
  };
}

function renderButton(overrides: Partial<LikeButtonProps> = {}) {
  const props: LikeButtonProps = {
    oid: 'abc123def456',
    likesCount: 7,
    hasLiked: false,
    isAuthenticated: true,
    onLoggedOutLike: vi.fn(),
    send: vi.fn(),
    ...overrides,
  };
  const view = renderWithI18n(<LikeButton {...props} />);
  return { ...view, props };
}

const button = () => screen.getByRole('button');
const label = () => button().querySelector('.like-button__label')!.textContent;
const pressed = () => button().getAttribute('aria-pressed');
const count = () => button().querySelector('.like-button__count')!.firstChild!.textContent;

describe('LikeButton', () => {
  it('renders nothing when the like count is unknown', () => {
    const { container } = renderButton({ likesCount: undefined });
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the count and whether the viewer has liked', () => {
    renderButton({ likesCount: 1234, hasLiked: true });
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(button().className).toBe('like-button like-button--liked');
    expect(label()).toBe('1.2K Likes');
    expect(count()).toBe('1.2K');
    expect(button().dataset.count).toBe('1234');
    expect(button().querySelector('.visually-hidden')!.textContent).toBe('Like (1.2K likes)');
  });

  it('shows the spec’s Likes label after the count, and the verb while there are none', () => {
    renderButton({ likesCount: 0, hasLiked: false });
    expect(pressed()).toBe('false');
    expect(button().querySelector('.like-button__count')).toBeNull();
    expect(button().dataset.count).toBe('0');
    expect(screen.getByRole('button', { name: 'Like (0 likes)' })).toBeTruthy();
  });

  it('says “1 Like”, not “1 Likes”', () => {
    renderButton({ likesCount: 1, hasLiked: false });
    expect(label()).toBe('1 Like');
  });

  it('calls the logged-out handler for a signed-out viewer and changes nothing', () => {
    const send = vi.fn();
    const { props } = renderButton({ isAuthenticated: false, send });
    fireEvent.click(button());
    expect(props.onLoggedOutLike).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
    expect(count()).toBe('7');
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(pressed()).toBe('false');
  });

  it('likes optimistically, before the call answers, then settles on the server numbers', async () => {
    const call = controllableSend();
    const { props } = renderButton({
      likesCount: 7,
      hasLiked: false,
      send: call.send,
      linkId: 'link0123456789ab',
    });

    fireEvent.click(button());
    expect(call.send).toHaveBeenCalledWith('abc123def456', true, 'link0123456789ab');
    expect(count()).toBe('8');
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(pressed()).toBe('true');

    await call.resolve({ likesCount: 12, hasLiked: true });
    expect(count()).toBe('12');
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(props.onLoggedOutLike).not.toHaveBeenCalled();
  });

  it('unlikes by taking one away', async () => {
    const call = controllableSend();
    renderButton({ likesCount: 7, hasLiked: true, send: call.send });

    fireEvent.click(button());
    expect(call.send).toHaveBeenCalledWith('abc123def456', false, undefined);
    expect(count()).toBe('6');
    expect(button().getAttribute('aria-pressed')).toBe('false');

    await call.resolve({ likesCount: 6, hasLiked: false });
    expect(count()).toBe('6');
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(button().className).toBe('like-button');
  });

  it('reverts the count and state and marks the error when the call fails', async () => {
    const call = controllableSend();
    renderButton({ likesCount: 7, hasLiked: false, send: call.send });

    fireEvent.click(button());
    expect(count()).toBe('8');

    await call.reject(new Error('Forbidden'));
    expect(count()).toBe('7');
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(button().classList.contains('like-button--error')).toBe(true);
    expect(button().className).toBe('like-button like-button--error');
  });

  it('clears the error mark when the shake animation ends', async () => {
    const call = controllableSend();
    renderButton({ send: call.send });
    fireEvent.click(button());
    await call.reject(new Error('Forbidden'));
    expect(button().classList.contains('like-button--error')).toBe(true);

    // jsdom has no AnimationEvent, so React listens for the prefixed name there.
    fireEvent(button(), new Event('webkitAnimationEnd', { bubbles: true }));
    expect(button().classList.contains('like-button--error')).toBe(false);
  });
});

describe('LikeButton animation state', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const animation = () => button().getAttribute('data-animation');

  it('starts in the default animation state', () => {
    renderButton();
    expect(animation()).toBe('default');
  });

  it('plays the liked animation on a like and returns to default when it ends', async () => {
    const call = controllableSend();
    renderButton({ hasLiked: false, send: call.send });
    fireEvent.click(button());
    expect(animation()).toBe('liked');
    await call.resolve({ likesCount: 8, hasLiked: true });
    expect(animation()).toBe('liked');
    fireEvent(button(), new Event('webkitAnimationEnd', { bubbles: true }));
    expect(animation()).toBe('default');
  });

  it('resets the unliked animation to default after exactly 2000 ms', async () => {
    vi.useFakeTimers();
    const call = controllableSend();
    renderButton({ hasLiked: true, send: call.send });
    fireEvent.click(button());
    expect(animation()).toBe('unliked');
    await call.resolve({ likesCount: 6, hasLiked: false });
    // The end of a CSS animation does not cut the 2 s short.
    fireEvent(button(), new Event('webkitAnimationEnd', { bubbles: true }));

    await act(async () => vi.advanceTimersByTime(1999));
    expect(animation()).toBe('unliked');
    await act(async () => vi.advanceTimersByTime(1));
    expect(animation()).toBe('default');
  });

  it('plays the error shake when an unlike fails, and the 2 s reset does not clear it', async () => {
    vi.useFakeTimers();
    const call = controllableSend();
    renderButton({ hasLiked: true, likesCount: 7, send: call.send });
    fireEvent.click(button());
    await call.reject(new Error('Bad Gateway'));
    expect(animation()).toBe('error');
    expect(button().getAttribute('aria-pressed')).toBe('true');
    expect(count()).toBe('7');
    await act(async () => vi.advanceTimersByTime(5000));
    expect(animation()).toBe('error');
  });

  it('tells the host about a like or unlike only once the server accepted it', async () => {
    const onChange = vi.fn();
    const call = controllableSend();
    renderButton({ hasLiked: false, send: call.send, onChange });
    fireEvent.click(button());
    expect(onChange).not.toHaveBeenCalled();
    await call.resolve({ likesCount: 8, hasLiked: true });
    expect(onChange).toHaveBeenLastCalledWith(true);

    fireEvent.click(button());
    await call.reject(new Error('Forbidden'));
    expect(onChange).toHaveBeenCalledTimes(1);

    fireEvent.click(button());
    await call.resolve({ likesCount: 7, hasLiked: false });
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});
