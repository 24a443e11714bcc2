// Message catalogues, one JSON file per language (ICU MessageFormat), compiled once for Lingui.
// A language is offered only when its catalogue exists; a missing message falls back to English.
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import admin from './catalogs/areas/admin.json';
import brand from './catalogs/areas/brand.json';
import canvas from './catalogs/areas/canvas.json';
import canvasFormat from './catalogs/areas/canvas-format.json';
import canvasImport from './catalogs/areas/canvas-import.json';
import canvasInsert from './catalogs/areas/canvas-insert.json';
import canvasPath from './catalogs/areas/canvas-path.json';
import canvasText from './catalogs/areas/canvas-text.json';
import create from './catalogs/areas/create.json';
import editor from './catalogs/areas/editor.json';
import folders from './catalogs/areas/folders.json';
import library from './catalogs/areas/library.json';
import live from './catalogs/areas/live.json';
import mails from './catalogs/areas/mails.json';
import manage from './catalogs/areas/manage.json';
import notify from './catalogs/areas/notify.json';
import present from './catalogs/areas/present.json';
import stats from './catalogs/areas/stats.json';
import studio from './catalogs/areas/studio.json';
import teams from './catalogs/areas/teams.json';
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

// The owner side keeps its messages in one file per area, every language in it (areas/*.json).
const AREAS = [
  admin,
  brand,
  canvas,
  canvasFormat,
  canvasImport,
  canvasInsert,
  canvasPath,
  canvasText,
  create,
  editor,
  folders,
  library,
  live,
  mails,
  manage,
  notify,
  present,
  stats,
  studio,
  teams,
] as const;

export type MessageId =
  | keyof typeof en
  | keyof typeof admin.en
  | keyof typeof brand.en
  | keyof typeof canvas.en
  | keyof typeof canvasFormat.en
  | keyof typeof canvasImport.en
  | keyof typeof canvasInsert.en
  | keyof typeof canvasPath.en
  | keyof typeof canvasText.en
  | keyof typeof create.en
  | keyof typeof editor.en
  | keyof typeof folders.en
  | keyof typeof library.en
  | keyof typeof live.en
  | keyof typeof mails.en
  | keyof typeof manage.en
  | keyof typeof notify.en
  | keyof typeof present.en
  | keyof typeof stats.en
  | keyof typeof studio.en
  | keyof typeof teams.en;
type Catalog = Record<string, string>;
export type CompiledMessages = Messages;

const CORE: Record<Language, Catalog> = { en, de, es, fr, pt, hu, it, ja, ko };
const SOURCES = Object.fromEntries(
  Object.entries(CORE).map(([language, catalog]) => [
    language,
    Object.assign({}, catalog, ...AREAS.map((area) => (area as Record<string, Catalog>)[language] ?? {})),
  ]),
) as Record<Language, Catalog>;

/** Every catalogue, for tests that check they match English key for key. */
export const CATALOG_SOURCES = SOURCES;

export const AVAILABLE_LANGUAGES = Object.keys(SOURCES) as Language[];

const compiled = new Map<Language, CompiledMessages>();

export function compiledMessages(language: Language): CompiledMessages {
  let messages = compiled.get(language);
  if (!messages) {
    const source = { ...SOURCES.en, ...SOURCES[language] };
    messages = Object.fromEntries(
      Object.entries(source).map(([id, message]) => [id, compileMessage(message)]),
    );
    compiled.set(language, messages);
  }
  return messages;
}

/** Keys of the owner-side areas every page may show (the staff's link in the account menu). */
const EVERY_PAGE = ['admin.title'];
const CORE_KEYS = new Set(Object.keys(en));
const forPage = new Map<string, CompiledMessages>();

/**
 * The messages one page sends to the browser: the core catalogue plus the owner-side keys it
 * names by prefix, so a view page does not carry the dashboard's, editor's and admin's messages.
 */
export function pageMessages(language: Language, prefixes: readonly string[] = []): CompiledMessages {
  const cacheKey = `${language}|${prefixes.join(',')}`;
  let messages = forPage.get(cacheKey);
  if (!messages) {
    const wanted = [...EVERY_PAGE, ...prefixes];
    messages = Object.fromEntries(
      Object.entries(compiledMessages(language)).filter(
        ([id]) => CORE_KEYS.has(id) || wanted.some((prefix) => id.startsWith(prefix)),
      ),
    );
    forPage.set(cacheKey, messages);
  }
  return messages;
}
