// React side of i18n: the page's language and compiled messages arrive with the page data,
// so the browser never downloads other languages or a message compiler.
import { setupI18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { type ReactNode, useMemo } from 'react';
import type { CompiledMessages, MessageId } from './catalogs';

export interface PageI18n {
  lang: string;
  messages: CompiledMessages;
  /** The counts the server formatted (ui/common/format.ts), reused by the browser while hydrating. */
  counts?: Record<string, string>;
}

export function I18nRoot({ i18n: { lang, messages }, children }: { i18n: PageI18n; children?: ReactNode }) {
  const i18n = useMemo(() => setupI18n({ locale: lang, messages: { [lang]: messages } }), [lang, messages]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The page's language ('en', 'fr'…), for formatting numbers and choosing a count's form. */
export function useLang(): string {
  return useLingui().i18n.locale;
}

/** `const t = useT(); t('viewer.like')` */
export function useT() {
  const { i18n } = useLingui();
  return (id: MessageId, values?: Record<string, unknown>) => i18n._(id, values);
}
