// The language picker (spec §2: en, de, es, fr, pt, hu, it, ja, ko). The server reads the language
// cookie first, so choosing one stores it for a year and reloads the page in that language.
//
// The page comes with the page's language alone in the list; the others join when a pointer nears
// the picker or it takes the focus, before its list can open. Each language is named in its own
// script, and laying out 日本語 and 한국어 sends the browser through its font fallback, which took
// 60 ms of the first layout at 4x CPU on a machine without those fonts, for a list
// few visitors open. The select has a fixed width, so nothing moves when the list fills.
import { useId, useState } from 'react';
import { LANGUAGE_COOKIE, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages';
import { useT } from '../../i18n/react';
import type { HeaderBrowser } from './header-browser';
import './LanguagePicker.css';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function languageCookie(language: string): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

export interface LanguagePickerProps {
  lang: string;
  browser: Pick<HeaderBrowser, 'reload' | 'writeCookie'>;
}

export function LanguagePicker({ lang, browser }: LanguagePickerProps) {
  const t = useT();
  const id = useId();
  const [listed, setListed] = useState(false);
  const list = () => setListed(true);
  const languages = listed ? LANGUAGES : LANGUAGES.filter((language) => language === lang);
  return (
    <div className="language-picker">
      <label className="language-picker__label" htmlFor={id}>
        {t('header.language')}
      </label>
      <span className="language-picker__control">
        <svg className="language-picker__globe" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        <select
          id={id}
          className="language-picker__select"
          value={lang}
          onPointerEnter={list}
          onFocus={list}
          onChange={(event) => {
            browser.writeCookie(languageCookie(event.target.value));
            browser.reload();
          }}
        >
          {languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
