// The first step of a deck, drawn into the view and embed pages (player/FirstStepPoster.tsx), so a
// press on Present shows it before the player's modules have arrived (issue #14).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { type BrandStyle, deckTheme } from '../../domain/brand';
import type { PresentationDocument } from '../../domain/document';
import { layoutDocument } from '../../domain/layout';
import { pageMessages } from '../../i18n/catalogs';
import type { Language } from '../../i18n/languages';
import { I18nRoot } from '../../i18n/react';
import { FirstStepPoster } from '../../player/FirstStepPoster';

/** The poster's HTML (for a <template>), or undefined for a video or a deck without steps. */
export function firstStepPosterHtml(
  p: { kind: string; document: PresentationDocument },
  brand: BrandStyle | null,
  language: Language,
): string | undefined {
  if (p.kind !== 'deck') return undefined;
  const layout = layoutDocument(p.document);
  if (layout.steps.length === 0) return undefined;
  const i18n = { lang: language, messages: pageMessages(language, ['player.']) };
  const poster = createElement(FirstStepPoster, { layout, theme: deckTheme(p.document.theme, brand) });
  return renderToString(createElement(I18nRoot, { i18n }, poster));
}
