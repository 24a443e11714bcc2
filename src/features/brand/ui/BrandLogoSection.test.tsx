// @vitest-environment jsdom
// "Show brand logo" in a presentation's settings: the box follows the click at once,
// the server's answer says whether the logo shows now, and a refusal puts the box back.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../test/helpers/render';
import { BrandLogoSection } from './BrandLogoSection';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SETTING = { show: false, available: true, kitPath: '/brand-kit/' };

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  // biome-ignore lint/suspicious/noDocumentCookie: apiCall reads the CSRF token from this cookie
  document.cookie = 'csrftoken=token123';
  return fetch;
}

describe('BrandLogoSection', () => {
  it('saves the choice for this presentation and says so', async () => {
    const fetch = answer(200, { show: true, available: true });
    renderWithI18n(<BrandLogoSection oid="abc123def456" setting={SETTING} />);
    const box = screen.getByRole('checkbox', { name: /Show the brand kit's logo/ }) as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await screen.findByText('Saved.');
    expect(fetch).toHaveBeenCalledWith(
      '/api/v4/presentation/abc123def456/brand-logo/',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ show: true }) }),
    );
    expect(screen.getByText('Only while the kit is published and has a logo.')).toBeTruthy();
  });

  it('puts the box back and shows the server’s message when refused', async () => {
    answer(403, {
      error: { code: 'not_owner', message: 'Only the owner of this presentation can do this.' },
    });
    renderWithI18n(<BrandLogoSection oid="abc123def456" setting={SETTING} />);
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    fireEvent.click(box);
    expect((await screen.findByRole('alert')).textContent).toContain('Only the owner');
    expect(box.checked).toBe(false);
  });

  it('says a published kit with a logo is needed when there is none', () => {
    renderWithI18n(<BrandLogoSection oid="abc123def456" setting={{ ...SETTING, available: false }} />);
    expect(screen.getByText(/Publish a brand kit with a logo to show it here./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Brand kit' }).getAttribute('href')).toBe('/brand-kit/');
  });
});
