// The view page's Download button, shown only when the owner allows downloads to
// this visitor (the server decides, link included: DownloadOffer). One file is a plain link; more
// (the generated PDF, the editable PowerPoint file, a PDF deck's kept upload) are a small menu. Plain links and a
// <details> element: it works before hydration and adds no script of its own.

import { useT } from '../../../../i18n/react';
import type { DownloadOffer } from '../../pages.contracts';
import './DownloadButton.css';

const LABELS = {
  original: 'view.downloadOriginal',
  pdf: 'view.downloadPdf',
  pptx: 'view.downloadPptx',
} as const;

export function DownloadButton({ offer }: { offer: DownloadOffer | null }) {
  const t = useT();
  if (!offer || offer.formats.length === 0) return null;
  const href = (format: DownloadOffer['formats'][number]) => `${offer.path}?format=${format}`;
  if (offer.formats.length === 1) {
    return (
      <a className="button" href={href(offer.formats[0]!)} download>
        {t('view.download')}
      </a>
    );
  }
  return (
    <details className="download-menu">
      <summary className="button">{t('view.download')}</summary>
      <ul className="download-menu__list">
        {offer.formats.map((format) => (
          <li key={format}>
            <a href={href(format)} download>
              {t(LABELS[format])}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
