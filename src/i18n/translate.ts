// Translating outside React: server titles, presenters and CLI messages.
import { type I18n, setupI18n } from '@lingui/core';
import { AVAILABLE_LANGUAGES, compiledMessages, type MessageId } from './catalogs';
import type { Language } from './languages';

const instances = new Map<Language, I18n>();

/** One Lingui instance per language, created once; activating is free after that. */
export function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    const lang = AVAILABLE_LANGUAGES.includes(language) ? language : 'en';
    i18n = setupI18n({ locale: lang, messages: { [lang]: compiledMessages(lang) } });
    instances.set(language, i18n);
  }
  return i18n;
}

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

export const translator =
  (language: Language): Translate =>
  (id, values) =>
    i18nFor(language)._(id, values);
