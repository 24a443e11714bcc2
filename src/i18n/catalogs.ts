// Message catalogues, one JSON file per language (ICU MessageFormat), compiled once for Lingui.
// A language is offered only when its catalogue exists; a missing message falls back to English.
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import de from './catalogs/de.json';
import en from './catalogs/en.json';
import es from './catalogs/es.json';
import fr from './catalogs/fr.json';
import hu from './catalogs/hu.json';
import it from './catalogs/it.json';
import ja from './catalogs/ja.json';
import ko from './catalogs/ko.json';
import pt from './catalogs/pt.json';
import type { Language } from './languages';

export type MessageId = keyof typeof en;
type Catalog = Record<string, string>;
export type CompiledMessages = Messages;

const SOURCES: Record<Language, Catalog> = { en, de, es, fr, pt, hu, it, ja, ko };

/** Every catalogue, for tests that check they match English key for key. */
export const CATALOG_SOURCES = SOURCES;

export const AVAILABLE_LANGUAGES = Object.keys(SOURCES) as Language[];

const compiled = new Map<Language, CompiledMessages>();

export function compiledMessages(language: Language): CompiledMessages {
  let messages = compiled.get(language);
  if (!messages) {
    const source = { ...en, ...SOURCES[language] };
    messages = Object.fromEntries(
      Object.entries(source).map(([id, message]) => [id, compileMessage(message)]),
    );
    compiled.set(language, messages);
  }
  return messages;
}
