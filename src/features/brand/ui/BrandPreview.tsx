// The kit page's live preview: a sample slide drawn with the player's own styles
// (Player.css, the brand fonts) and the theme the kit gives, so what it shows is what decks show.
import type { CSSProperties } from 'react';
import { useT } from '../../../i18n/react';
import { themeStyle } from '../../../player/theme-style';
import type { BrandLogoData } from '../contracts';
import { type BrandStyle, themeFromBrand } from '../rules';
import '../../../player/brand-fonts.css';
import '../../../player/Player.css';

export function BrandPreview({ style, logo }: { style: BrandStyle; logo: BrandLogoData | null }) {
  const t = useT();
  const theme = themeFromBrand(style);
  return (
    <figure className="brand-preview" aria-label={t('brand.preview')}>
      <div className="podium-player podium-player--still brand-preview__stage" style={themeStyle(theme)}>
        <div
          className="podium-frame podium-frame--rect brand-preview__frame"
          style={{ '--frame-color': theme.palette[0] } as CSSProperties}
        >
          <div className="podium-frame__content">
            <h3 className="podium-frame__title brand-preview__title">{t('brand.previewTitle')}</h3>
            <div className="podium-frame__text">
              <p>{t('brand.previewText')}</p>
              <ul>
                <li>{t('brand.previewBullet')}</li>
              </ul>
            </div>
          </div>
        </div>
        <div className="brand-preview__dots" aria-hidden="true">
          {theme.palette.map((color, i) => (
            <span key={i} style={{ background: color }} />
          ))}
        </div>
        {logo ? <img className="brand-preview__logo" src={logo.url} alt={t('brand.logoAlt')} /> : null}
      </div>
    </figure>
  );
}
