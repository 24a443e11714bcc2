// The first step of a deck, drawn into the view and embed pages (player/FirstStepPoster.tsx), so a
// press on Present shows it before the player's modules have arrived. Over the step
// sits the loading ring (spec §2) at 0 %, until the live viewer widget draws its own into the same
// place (features/viewing/ui/viewer/early-present.ts posterProgress) with the download's percentage, so a slow
// connection shows the first step and how far the player has come. The ring is hidden from
// assistive technology: the overlay under the poster holds the progress bar they read.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { pageMessages } from '../../i18n/catalogs';
import type { Language } from '../../i18n/languages';
import { I18nRoot } from '../../i18n/react';
import type { PresentationDocument } from '../../kernel/document/document';
import { layoutDocument } from '../../kernel/document/layout';
import { FirstStepPoster } from '../../player/FirstStepPoster';
import { CircularProgress } from '../../ui-kit/common/CircularProgress';
import { type BrandStyle, deckTheme } from '../brand';
import { POSTER_PROGRESS_ATTRIBUTE } from './ui/viewer/early-present';

/** The poster's HTML (for a <template>), or undefined for a video or a deck without steps. */
export function firstStepPosterHtml(
  p: { kind: string; document: PresentationDocument },
  brand: BrandStyle | null,
  language: Language,
): string | undefined {
  if (p.kind !== 'deck') return undefined;
  const layout = layoutDocument(p.document);
  if (layout.steps.length === 0) return undefined;
  const i18n = {
    lang: language,
    messages: pageMessages(language, ['player.', 'viewer.loading', 'viewer.percent']),
  };
  const poster = createElement(FirstStepPoster, { layout, theme: deckTheme(p.document.theme, brand) });
  const ring = createElement(
    'div',
    { className: 'podium-poster__progress', [POSTER_PROGRESS_ATTRIBUTE]: '', 'aria-hidden': 'true' },
    createElement(CircularProgress, { value: 0 }),
  );
  return renderToString(createElement(I18nRoot, { i18n }, poster, ring));
}
