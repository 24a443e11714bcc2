// Renders a component the way pages do: inside the i18n provider with the English messages.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { compiledMessages } from '../../src/i18n/catalogs';
import { I18nRoot } from '../../src/i18n/react';

export function renderWithI18n(ui: ReactElement, lang: 'en' = 'en') {
  return render(<I18nRoot i18n={{ lang, messages: compiledMessages(lang) }}>{ui}</I18nRoot>);
}
