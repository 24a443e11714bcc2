// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/helpers/render';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages';
import { windowBrowser } from './header-browser';
import { LanguagePicker, languageCookie } from './LanguagePicker';
import { renderHeader, VISITOR } from './test-support';

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: expiring the cookie a test wrote
  document.cookie = 'language=; path=/; max-age=0';
});

const select = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });

describe('LanguagePicker', () => {
  it('lists every language by its own name once neared or focused, the page language selected', () => {
    renderHeader({ site: { ...VISITOR, lang: 'de' } });
    // Until then the page language alone: the others' names are not laid out with the page.
    expect(Array.from(select().options).map((o) => o.value)).toEqual(['de']);
    expect(select().value).toBe('de');
    fireEvent.pointerEnter(select());
    const options = Array.from(select().options);
    expect(options.map((o) => o.value)).toEqual([...LANGUAGES]);
    expect(options.map((o) => o.textContent)).toEqual(LANGUAGES.map((l) => LANGUAGE_NAMES[l]));
    expect(select().value).toBe('de');
  });

  it('lists them all when focused from the keyboard', () => {
    renderHeader();
    fireEvent.focus(select());
    expect(select().options).toHaveLength(LANGUAGES.length);
  });

  it('stores the choice in the language cookie for a year, site-wide and SameSite=Lax, then reloads', () => {
    const { writeCookie, reload } = renderHeader();
    fireEvent.focus(select());
    fireEvent.change(select(), { target: { value: 'ja' } });
    expect(writeCookie).toHaveBeenCalledExactlyOnceWith(
      'language=ja; path=/; max-age=31536000; SameSite=Lax',
    );
    expect(reload).toHaveBeenCalledOnce();
    expect(writeCookie.mock.invocationCallOrder[0]!).toBeLessThan(reload.mock.invocationCallOrder[0]!);
  });

  it('writes the real document cookie by default', () => {
    const reload = vi.fn();
    renderWithI18n(<LanguagePicker lang="en" browser={{ reload, writeCookie: windowBrowser.writeCookie }} />);
    expect(document.cookie).not.toContain('language=');
    fireEvent.focus(select());
    fireEvent.change(select(), { target: { value: 'hu' } });
    expect(document.cookie).toContain('language=hu');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('builds the cookie from the language', () => {
    expect(languageCookie('ko')).toBe('language=ko; path=/; max-age=31536000; SameSite=Lax');
  });
});
