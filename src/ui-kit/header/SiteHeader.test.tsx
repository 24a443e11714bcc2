// @vitest-environment jsdom

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../test/helpers/render';
import type { SiteProps } from '../../kernel/site';
import { SiteHeader } from './SiteHeader';
import { cancelLinkNavigation, renderHeader, SIGNED_IN, TERMS, VISITOR } from './test-support';

let restoreLinks: () => void;
beforeEach(() => {
  restoreLinks = cancelLinkNavigation();
});
afterEach(() => {
  restoreLinks();
  cleanup();
});

const NEXT = encodeURIComponent(VISITOR.path);
const link = (name: string) => screen.getByRole('link', { name });

describe('SiteHeader without search terms (the simple bar)', () => {
  it('renders with only the site prop: logo home and the visitor links, no search', () => {
    renderWithI18n(<SiteHeader site={VISITOR} />);
    expect(link('Podium').getAttribute('href')).toBe('/');
    expect(link('Log in').getAttribute('href')).toBe(`/login/?next=${NEXT}`);
    expect(link('Get started').getAttribute('href')).toBe(`/signup/?next=${NEXT}`);
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it.each([[{}], [{ teacher: [], other: [] }]])('treats %j as no search terms', (searchTerms) => {
    renderHeader({ searchTerms });
    expect(screen.queryByRole('search')).toBeNull();
    expect(link('Log in')).toBeTruthy();
  });

  it('renders the simple bar when the site props carry no header data at all', () => {
    const { header: _, ...withoutHeader } = VISITOR;
    renderWithI18n(<SiteHeader site={withoutHeader as SiteProps} />);
    expect(screen.queryByRole('search')).toBeNull();
    expect(link('Log in')).toBeTruthy();
  });

  it('shows a signed-in viewer their name and a log-out form carrying the CSRF field', () => {
    const { container } = renderHeader({ site: SIGNED_IN, searchTerms: undefined });
    expect(container.querySelector('.site-header__name')!.textContent).toBe('Ada Lovelace');
    const form = screen.getByRole('button', { name: 'Log out' }).closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/logout');
    const csrf = form.querySelector<HTMLInputElement>('input[name="csrfmiddlewaretoken"]')!;
    expect(csrf.type).toBe('hidden');
    expect(csrf.value).toBe('csrf-token-42');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('still logs the logo and log-in clicks', () => {
    const { onEvent } = renderHeader({ searchTerms: undefined });
    fireEvent.click(link('Podium'));
    fireEvent.click(link('Log in'));
    expect(onEvent.mock.calls).toEqual([
      ['ClickLogo', {}],
      [
        'VisitSignupOrLoginPage',
        { cta_location: 'header', cta_text: 'Log in', cta_type: 'LINK', target_url: `/login/?next=${NEXT}` },
      ],
    ]);
  });
});

describe('SiteHeader with search terms (the full header)', () => {
  it('shows a visitor the logo, the search, the log-in link, the get-started button and the language picker', () => {
    renderHeader();
    expect(link('Podium').getAttribute('href')).toBe('/');
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search presentations' })).toBeTruthy();
    expect(link('Log in').getAttribute('href')).toBe(`/login/?next=${NEXT}`);
    expect(link('Get started').getAttribute('href')).toBe(`/signup/?next=${NEXT}`);
    expect(screen.queryByRole('button', { name: 'Ada Lovelace' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(nav.lastElementChild!.contains(screen.getByRole('combobox', { name: 'Language' }))).toBe(true);
  });

  it('shows a signed-in viewer a menu button with their name instead of the visitor links', () => {
    renderHeader({ site: SIGNED_IN });
    const button = screen.getByRole('button', { name: 'Ada Lovelace' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(menu.getAttribute('role')).toBe('menu');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get started' })).toBeNull();
  });

  it('puts My dashboard, Account settings and a log-out POST form with the CSRF field in the menu', () => {
    renderHeader({ site: SIGNED_IN });
    fireEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    const menu = screen.getByRole('menu', { name: 'Account' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My dashboard', 'Account settings', 'Log out']);
    expect(items[0]!.getAttribute('href')).toBe('/dashboard/next/');
    expect(items[1]!.getAttribute('href')).toBe('/settings/');
    const form = items[2]!.closest('form')!;
    expect(items[2]!.getAttribute('type')).toBe('submit');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/logout');
    const csrf = form.querySelector<HTMLInputElement>('input[type="hidden"][name="csrfmiddlewaretoken"]')!;
    expect(csrf.value).toBe('csrf-token-42');
  });

  it('fires ClickLogo and VisitSignupOrLoginPage with the exact fields', () => {
    const { onEvent } = renderHeader();
    fireEvent.click(link('Podium'));
    expect(onEvent).toHaveBeenLastCalledWith('ClickLogo', {});
    fireEvent.click(link('Log in'));
    expect(onEvent).toHaveBeenLastCalledWith('VisitSignupOrLoginPage', {
      cta_location: 'header',
      cta_text: 'Log in',
      cta_type: 'LINK',
      target_url: `/login/?next=${NEXT}`,
    });
    fireEvent.click(link('Get started'));
    expect(onEvent).toHaveBeenLastCalledWith('VisitSignupOrLoginPage', {
      cta_location: 'header',
      cta_text: 'Get started',
      cta_type: 'BUTTON',
      target_url: `/signup/?next=${NEXT}`,
    });
    expect(onEvent).toHaveBeenCalledTimes(3);
  });

  it('takes its heights (49 px, 48 px on mobile) and the search bar width (790 px) from the constants', () => {
    const { container } = renderHeader();
    const header = container.querySelector('header')!;
    expect(header.style.getPropertyValue('--header-height-desktop')).toBe('49px');
    expect(header.style.getPropertyValue('--header-height-mobile')).toBe('48px');
    expect(screen.getByRole('search').style.maxWidth).toBe('790px');
  });

  it('takes its data from site.header when no props are given', () => {
    const site: SiteProps = {
      ...SIGNED_IN,
      header: {
        searchCount: 1234,
        searchTerms: TERMS as Record<string, string[]>,
        authorSegment: 'student',
        storeUrls: { ios: 'https://apps.example/ios', android: 'https://apps.example/android' },
        features: {},
      },
    };
    renderWithI18n(<SiteHeader site={site} width={1440} onEvent={() => {}} />);
    const input = screen.getByRole<HTMLInputElement>('searchbox');
    expect(input.placeholder).toBe('Search over 1.2K presentations...');
    fireEvent.focus(input);
    expect(screen.getByRole('link', { name: 'thesis defense' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(link('Download on the App Store').getAttribute('href')).toBe('https://apps.example/ios');
  });

  it('lets props win over site.header', () => {
    const site: SiteProps = {
      ...VISITOR,
      header: { ...VISITOR.header, searchCount: 5, searchTerms: { other: ['from the site'] } },
    };
    renderHeader({ site, searchTerms: TERMS, searchCount: 1234, authorSegment: 'teacher' });
    const input = screen.getByRole<HTMLInputElement>('searchbox');
    expect(input.placeholder).toBe('Search over 1.2K presentations...');
    fireEvent.focus(input);
    expect(screen.getByRole('link', { name: 'lesson plan' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'from the site' })).toBeNull();
  });

  it('shows the app promo only when store URLs are given', () => {
    renderHeader({ site: SIGNED_IN });
    fireEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(screen.queryByRole('link', { name: 'Download on the App Store' })).toBeNull();
    cleanup();
    renderHeader({
      site: SIGNED_IN,
      storeUrls: { ios: 'https://apps.example/ios', android: 'https://apps.example/android' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ada Lovelace' }));
    expect(link('Download on the App Store').getAttribute('href')).toBe('https://apps.example/ios');
    expect(link('Get it on Google Play').getAttribute('href')).toBe('https://apps.example/android');
    expect(link('Download on the App Store').querySelector('svg')).toBeTruthy();
  });
});
