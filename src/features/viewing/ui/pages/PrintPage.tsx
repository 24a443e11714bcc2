// The print view (/p/{oid}/{slug}/print/, /view/{link}/print/): the deck one
// step per page at the slide's aspect ratio, then the transcript, with no site chrome. On screen it
// is a reading view of the same stills, scaled to the window.
import { type CSSProperties, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../../../i18n/react';
import { layoutDocument } from '../../../../kernel/document/layout';
import { stillOf } from '../../../../kernel/document/still';
import type { PageProps } from '../../../../kernel/site';
import { StepStill } from '../../../../player/StepStill';
import { deckTheme } from '../../../brand/rules';
import type { PrintPageProps } from '../../pages.contracts';
import { TranscriptText } from '../view-page/TranscriptText';
import './PrintPage.css';

/** The share of the still's size the list's width allows (1 in print, and before hydration). */
function useFitScale(width: number) {
  const listRef = useRef<HTMLOListElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const fitToList = () => setScale(Math.min(1, list.clientWidth / width));
    fitToList();
    const observer = new ResizeObserver(fitToList);
    observer.observe(list);
    return () => observer.disconnect();
  }, [width]);
  return { listRef, scale };
}

export default function PrintPage({ presentation: p, page }: PageProps & PrintPageProps) {
  const t = useT();
  const deck = useMemo(() => {
    if (!p.document) return null;
    const layout = layoutDocument(p.document);
    return { layout, theme: deckTheme(p.document.theme, p.brand), still: stillOf(layout) };
  }, [p.document, p.brand]);
  const viewport = deck?.still.viewport ?? { width: 1, height: 1 };
  const { listRef, scale } = useFitScale(viewport.width);
  const total = deck?.layout.steps.length ?? 0;
  const sizes = {
    '--still-width': `${viewport.width}px`,
    '--still-height': `${viewport.height}px`,
    '--still-scale': scale,
  } as CSSProperties;

  return (
    <main className="print-page" style={sizes}>
      <header className="print-page__header">
        <h1 className="print-page__title">{p.title}</h1>
        <p className="print-page__byline">
          {p.ownerName} · {p.lastModifiedDateString}
        </p>
        <p className="print-page__address">{page.viewUrl}</p>
        <div className="print-page__actions">
          <button type="button" className="button button--primary" onClick={() => window.print()}>
            {t('print.print')}
          </button>
          <a className="button" href={page.viewPath}>
            {t('print.back')}
          </a>
        </div>
      </header>
      {deck ? (
        <ol ref={listRef} className="print-page__steps" aria-label={t('print.steps')}>
          {deck.layout.steps.map((step, index) => (
            <li key={index} className="print-step">
              {/* A picture for assistive technology: its words come once, in the transcript. */}
              <div
                className="print-step__picture"
                role="img"
                aria-label={step.title || t('print.step', { current: index + 1, total })}
              >
                <div className="print-step__stage">
                  <StepStill layout={deck.layout} theme={deck.theme} still={deck.still} index={index} />
                </div>
              </div>
              <p className="print-step__caption">
                {t('print.step', { current: index + 1, total })}
                {step.title ? ` · ${step.title}` : ''}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <img className="print-page__cover" src={p.thumbnail} alt="" />
      )}
      <section className="print-page__transcript" aria-labelledby="print-transcript">
        <h2 id="print-transcript">{t('view.transcript')}</h2>
        <div className="transcript">
          <TranscriptText topic={p.transcriptData} />
        </div>
      </section>
    </main>
  );
}
