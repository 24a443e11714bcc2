// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { BottomCallToAction } from './BottomCallToAction';
import { preventNavigation, renderToHtml, setWindowWidth } from './test-support';

afterEach(() => {
  cleanup();
  setWindowWidth(1024);
});

const button = () => screen.queryByRole('link', { name: 'Create your own' });

describe('BottomCallToAction', () => {
  it.each([
    { who: 'an anonymous visitor', isAuthenticated: false, target: '/' },
    { who: 'a signed-in viewer', isAuthenticated: true, target: '/product/' },
  ])('sends $who to $target', ({ isAuthenticated, target }) => {
    renderWithI18n(<BottomCallToAction isAuthenticated={isAuthenticated} />);
    expect(button()!.getAttribute('href')).toBe(target);
  });

  it.each([375, 767])('on a %i px (mobile) window is shown to anonymous visitors only', (width) => {
    setWindowWidth(width);
    renderWithI18n(<BottomCallToAction isAuthenticated={false} />);
    expect(button()!.getAttribute('href')).toBe('/');
    cleanup();
    const { container } = renderWithI18n(<BottomCallToAction isAuthenticated />);
    expect(container.innerHTML).toBe('');
  });

  it('shows at 768 px, where mobile ends, to signed-in viewers', () => {
    setWindowWidth(768);
    renderWithI18n(<BottomCallToAction isAuthenticated />);
    expect(button()!.getAttribute('href')).toBe('/product/');
  });

  it('follows the window when it narrows to mobile', () => {
    renderWithI18n(<BottomCallToAction isAuthenticated />);
    expect(button()).not.toBeNull();
    act(() => {
      setWindowWidth(500);
      window.dispatchEvent(new Event('resize'));
    });
    expect(button()).toBeNull();
  });

  it('uses the server’s mobile guess in the server HTML', () => {
    expect(renderToHtml(<BottomCallToAction isAuthenticated isMobile />)).toBe('');
    expect(renderToHtml(<BottomCallToAction isAuthenticated={false} isMobile />)).toContain('href="/"');
    expect(renderToHtml(<BottomCallToAction isAuthenticated />)).toContain('href="/product/"');
  });

  it('reports the click as a bottom call to action', () => {
    const restore = preventNavigation();
    const onEvent = vi.fn();
    renderWithI18n(<BottomCallToAction isAuthenticated onEvent={onEvent} />);
    fireEvent.click(button()!);
    restore();
    expect(onEvent).toHaveBeenCalledExactlyOnceWith('ClickCallToAction', {
      location: 'bottom',
      type: 'BUTTON',
      text: 'Create your own',
      target: '/product/',
    });
  });
});
