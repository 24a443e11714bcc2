// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { Banner } from './Banner';
import { preventNavigation } from './test-support';

afterEach(() => {
  cleanup();
});

const banner = () => screen.queryByRole('complementary');
const close = () => screen.getByRole('button', { name: 'Close banner' });

describe('Banner', () => {
  it('promotes the video product by default', () => {
    renderWithI18n(<Banner flags={{}} />);
    expect(banner()).not.toBeNull();
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/video');
    expect(link.textContent).toBe('Try video');
    expect(screen.queryByText('Online Learning')).toBeNull();
  });

  it.each(['gm-view-page-banner-human-connection', 'gm-view-page-banner-human-connection-edu'])(
    'switches to Online Learning under the %s flag',
    (flag) => {
      renderWithI18n(<Banner flags={{ [flag]: true }} />);
      expect(banner()!.getAttribute('aria-labelledby')).toBe(screen.getByText('Online Learning').id);
      expect(screen.getByRole('link').getAttribute('href')).toBe('/edu/prezi-video-edu');
    },
  );

  it('keeps the video content when the flags are present but off', () => {
    renderWithI18n(
      <Banner
        flags={{
          'gm-view-page-banner-human-connection': false,
          'gm-view-page-banner-human-connection-edu': false,
        }}
      />,
    );
    expect(screen.getByRole('link').getAttribute('href')).toBe('/video');
  });

  it('hides on close and tells the page', () => {
    const onClose = vi.fn();
    renderWithI18n(<Banner flags={{}} onClose={onClose} />);
    fireEvent.click(close());
    expect(banner()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is not remembered: a new page shows it again', () => {
    const first = renderWithI18n(<Banner flags={{}} />);
    fireEvent.click(close());
    expect(banner()).toBeNull();
    first.unmount();
    expect(document.cookie).toBe('');
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);

    renderWithI18n(<Banner flags={{}} />);
    expect(banner()).not.toBeNull();
  });

  it('reports a click on its link as a call to action', () => {
    const restore = preventNavigation();
    const onEvent = vi.fn();
    renderWithI18n(<Banner flags={{ 'gm-view-page-banner-human-connection-edu': true }} onEvent={onEvent} />);
    fireEvent.click(screen.getByRole('link'));
    restore();
    expect(onEvent).toHaveBeenCalledExactlyOnceWith('ClickCallToAction', {
      location: 'banner',
      type: 'LINK',
      text: 'Video for education',
      target: '/edu/prezi-video-edu',
    });
  });
});
