// The Library (/library/): the pictures and PDFs of the person's presentations and of
// their teams', a page at a time, each with a preview and the presentations using it. Pictures are
// reused in the editor ("Insert from library").

import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import type { LibraryPageData, LibraryUse } from '../../contracts';
import '../folders.css';

type LibraryPageProps = PageProps & LibraryPageData;

const kilobytes = (size: number, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    Math.max(1, Math.round(size / 1024)),
  );

function Uses({ uses }: { uses: LibraryUse[] }) {
  const t = useT();
  return (
    <p className="library-item__uses">
      {t('library.usedIn')}{' '}
      {uses.map((use, i) => (
        <span key={use.oid}>
          {i > 0 ? ', ' : ''}
          <a href={use.path}>{use.title}</a>
        </span>
      ))}
    </p>
  );
}

function Pager({
  name,
  page,
  hasMore,
  other,
}: {
  name: 'images' | 'pdfs';
  page: number;
  hasMore: boolean;
  other: string;
}) {
  const t = useT();
  if (page === 1 && !hasMore) return null;
  const href = (n: number) => `/library/?${name}=${n}${other}`;
  return (
    <nav
      className="library-pager"
      aria-label={t(name === 'images' ? 'library.imagesPages' : 'library.pdfsPages')}
    >
      {page > 1 ? <a href={href(page - 1)}>{t('library.previous')}</a> : null}
      <span>{t('library.page', { n: page })}</span>
      {hasMore ? <a href={href(page + 1)}>{t('library.next')}</a> : null}
    </nav>
  );
}

export default function LibraryPage({ site, images, pdfs }: LibraryPageProps) {
  const t = useT();
  return (
    <>
      <SiteHeader site={site} />
      <main className="page library-page">
        <header className="folder-page__header">
          <h1>{t('library.title')}</h1>
          <p>{t('library.lead')}</p>
        </header>
        <section aria-labelledby="library-images">
          <h2 id="library-images">{t('library.images')}</h2>
          {images.items.length === 0 ? <p className="folder-shelf__empty">{t('library.noImages')}</p> : null}
          <ul className="library-grid">
            {images.items.map((image) => (
              <li key={image.key} className="library-item">
                <img src={image.src} alt="" loading="lazy" width={240} height={135} />
                <p className="library-item__meta">
                  {image.contentType.replace('image/', '').toUpperCase()} · {kilobytes(image.size, site.lang)}
                </p>
                <Uses uses={image.usedIn} />
              </li>
            ))}
          </ul>
          <Pager name="images" page={images.page} hasMore={images.hasMore} other={`&pdfs=${pdfs.page}`} />
        </section>
        <section aria-labelledby="library-pdfs">
          <h2 id="library-pdfs">{t('library.pdfs')}</h2>
          {pdfs.items.length === 0 ? <p className="folder-shelf__empty">{t('library.noPdfs')}</p> : null}
          <ul className="library-grid">
            {pdfs.items.map((pdf) => (
              <li key={pdf.sha256} className="library-item">
                {pdf.preview ? (
                  <img src={pdf.preview} alt="" loading="lazy" width={240} height={135} />
                ) : null}
                <p className="library-item__meta">PDF · {kilobytes(pdf.size, site.lang)}</p>
                <Uses uses={pdf.usedIn} />
              </li>
            ))}
          </ul>
          <Pager name="pdfs" page={pdfs.page} hasMore={pdfs.hasMore} other={`&images=${images.page}`} />
        </section>
      </main>
    </>
  );
}
