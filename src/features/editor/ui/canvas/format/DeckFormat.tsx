// The deck's own settings, shown while nothing is selected: its title, its theme (one click on a
// swatch applies it), the brand kit and the background colour. A canvas deck takes a brand kit by
// taking the `brand` theme, whose colours and fonts the server fills in from the published kit
// when the deck is shown; without a published kit, the panel links to where the kit is made.
import { useState } from 'react';
import { useT } from '../../../../../i18n/react';
import { setCanvasMeta } from '../../../../../kernel/document/canvas/crdt/ops-meta';
import type { CanvasDocument } from '../../../../../kernel/document/canvas/model';
import { THEME_NAMES, THEMES, type Theme, type ThemeName } from '../../../../../kernel/document/themes';
import type { EditorBrand } from '../../../../brand/contracts';
import { ColorField } from './ColorField';
import { DraftField, Section } from './fields';
import type { Apply } from './format-apply';

type NamedTheme = Exclude<ThemeName, 'brand'>;
const NAMED_THEMES = THEME_NAMES.filter((name): name is NamedTheme => name !== 'brand');

export interface DeckFormatProps {
  document: CanvasDocument;
  theme: Theme;
  brand: EditorBrand | null;
  apply: Apply;
}

export function DeckFormat({ document, theme, brand, apply }: DeckFormatProps) {
  const t = useT();
  const setBackground = (color: string | undefined) => {
    const { color: _old, ...rest } = document.background ?? {};
    const background = color === undefined ? rest : { ...rest, color };
    return apply(
      (ydoc) =>
        setCanvasMeta(ydoc, { background: Object.keys(background).length > 0 ? background : undefined }),
      t('canvasFormat.background'),
    );
  };
  return (
    <>
      <Section title={t('canvasFormat.deck')}>
        <DraftField
          label={t('canvasFormat.deckTitle')}
          value={document.title}
          parse={(text) =>
            text.trim() === '' ? { error: t('canvasFormat.deckTitleRequired') } : { value: text.trim() }
          }
          onCommit={(title) => apply((ydoc) => setCanvasMeta(ydoc, { title }), t('canvasFormat.deckTitle'))}
        />
      </Section>
      <Section title={t('canvasFormat.theme')}>
        <ul className="format-panel__themes">
          {NAMED_THEMES.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="format-panel__theme"
                aria-pressed={document.theme === name}
                onClick={() => apply((ydoc) => setCanvasMeta(ydoc, { theme: name }), t('canvasFormat.theme'))}
              >
                <span
                  className="format-panel__theme-swatch"
                  style={{ background: THEMES[name].background, color: THEMES[name].accent }}
                  aria-hidden="true"
                >
                  Aa
                </span>
                {t(`canvasFormat.themeName.${name}`)}
              </button>
            </li>
          ))}
        </ul>
        <BrandKit brand={brand} current={document.theme} apply={apply} />
      </Section>
      <Section title={t('canvasFormat.background')}>
        <ColorField
          label={t('canvasFormat.backgroundColor')}
          value={document.background?.color}
          theme={theme}
          optional
          onChange={setBackground}
        />
      </Section>
    </>
  );
}

function BrandKit({
  brand,
  current,
  apply,
}: {
  brand: EditorBrand | null;
  current: ThemeName;
  apply: Apply;
}) {
  const t = useT();
  const [applied, setApplied] = useState(false);
  if (!brand) return null;
  if (!brand.published) {
    return (
      <p className="format-panel__hint">
        <a href={brand.kitPath}>
          {brand.scope === 'team' ? t('canvasFormat.brandTeamKitLink') : t('canvasFormat.brandKitLink')}
        </a>
      </p>
    );
  }
  const applyKit = () => {
    if (apply((ydoc) => setCanvasMeta(ydoc, { theme: 'brand' }), t('canvasFormat.theme'))) setApplied(true);
  };
  return (
    <div className="format-panel__brand">
      <button
        type="button"
        className="button editor-small-button"
        aria-pressed={current === 'brand'}
        onClick={applyKit}
      >
        {t('canvasFormat.applyBrand')}
      </button>
      {applied && current === 'brand' ? (
        <p className="format-panel__hint" role="status">
          {t('canvasFormat.brandApplied')}
        </p>
      ) : null}
    </div>
  );
}
