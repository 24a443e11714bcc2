// The import report of a deck made from a PowerPoint file, for its editors: shown as the editor
// opens after the upload (the upload goes to `#import-report`) and from the bar's "Import report"
// later. Per slide, what was kept, approximated, kept as a dashed box with its words and left out,
// each slide linked to its frame (`#frame=slide-N`, which the editor follows: frame-links.ts).
import { useT } from '../../../../../i18n/react';
import { CANVAS_LIMITS, SHAPE_KINDS, type ShapeKind } from '../../../../../kernel/document/canvas/model';
import { UNMAPPED_KINDS, type UnmappedKind } from '../../../../../kernel/import/pptx/report';
import { Dialog } from '../../../../../ui-kit/common/Dialog';
import type { StoredImportReport } from '../../../../publishing/contracts';
import './ImportReportDialog.css';

type Slide = StoredImportReport['report']['slides'][number];
type T = ReturnType<typeof useT>;

const isShapeKind = (kind: string | undefined): kind is ShapeKind =>
  (SHAPE_KINDS as readonly string[]).includes(kind ?? '');
const unmappedKind = (kind: string | undefined): UnmappedKind =>
  (UNMAPPED_KINDS as readonly string[]).includes(kind ?? '') ? (kind as UnmappedKind) : 'other';

/** "a chart, with its words", or "… (3 times)". */
const counted = (t: T, line: string, count: number) =>
  count === 1 ? line : t('canvasImport.times', { line, count });

/** The slide's lines, section by section, in the reader's language; empty sections left out. */
function sectionsOf(t: T, slide: Slide): [title: string, lines: string[]][] {
  const sections: [string, string[]][] = [
    [
      t('canvasImport.section.kept'),
      slide.kept.map(({ kind, count }) => t(`canvasImport.kept.${kind}`, { count })),
    ],
    [
      t('canvasImport.section.approximated'),
      slide.approximated.map(({ code, count, kind, detail }) =>
        counted(
          t,
          t(`canvasImport.approximated.${code}`, {
            kind: isShapeKind(kind) ? t(`canvasInsert.shape.${kind}`) : kind,
            detail,
          }),
          count,
        ),
      ),
    ],
    [
      t('canvasImport.section.pictured'),
      slide.pictured.map(({ code, count, kind, detail }) =>
        counted(
          t,
          t(`canvasImport.pictured.${code}`, {
            what: t(`canvasImport.what.${unmappedKind(kind)}`, { detail }),
          }),
          count,
        ),
      ),
    ],
    [
      t('canvasImport.section.dropped'),
      slide.dropped.map(({ code, count }) =>
        counted(
          t,
          t(`canvasImport.dropped.${code}`, {
            limit: CANVAS_LIMITS.notesLength,
            rows: CANVAS_LIMITS.tableRows,
            columns: CANVAS_LIMITS.tableColumns,
          }),
          count,
        ),
      ),
    ],
  ];
  return sections.filter(([, lines]) => lines.length > 0);
}

function SlideEntry({ slide, onFollow }: { slide: Slide; onFollow(): void }) {
  const t = useT();
  const changed = slide.approximated.length + slide.pictured.length + slide.dropped.length > 0;
  return (
    <li className="import-report__slide">
      <h3 className="import-report__slide-title">
        <a href={`#frame=slide-${slide.index}`} onClick={onFollow}>
          {slide.title === `Slide ${slide.index}`
            ? t('canvasImport.slideNumber', { index: slide.index })
            : t('canvasImport.slide', { index: slide.index, title: slide.title })}
        </a>
        {slide.hidden && <span className="import-report__hidden"> ({t('canvasImport.hidden')})</span>}
      </h3>
      {changed ? null : <p className="import-report__all-kept">{t('canvasImport.allKept')}</p>}
      <dl className="import-report__sections">
        {sectionsOf(t, slide).map(([title, lines]) => (
          <div key={title} className="import-report__section">
            <dt>{title}</dt>
            {lines.map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </div>
        ))}
      </dl>
    </li>
  );
}

export function ImportReportDialog({ stored, onClose }: { stored: StoredImportReport; onClose(): void }) {
  const t = useT();
  const { report, fileName } = stored;
  const { totals } = report;
  return (
    <Dialog title={t('canvasImport.title')} onClose={onClose} className="import-report">
      <p className="import-report__summary">
        {t('canvasImport.summary', { file: fileName, slides: totals.slides })}
        {totals.hiddenSlides > 0 && ` ${t('canvasImport.summaryHidden', { hidden: totals.hiddenSlides })}`}
      </p>
      <p className="import-report__summary">
        {totals.approximated + totals.pictured + totals.dropped === 0
          ? t('canvasImport.nothingChanged')
          : t('canvasImport.totals', {
              approximated: totals.approximated,
              pictured: totals.pictured,
              dropped: totals.dropped,
            })}
      </p>
      <p className="import-report__hint">{t('canvasImport.slideHint')}</p>
      <ol className="import-report__slides">
        {report.slides.map((slide) => (
          <SlideEntry key={slide.index} slide={slide} onFollow={onClose} />
        ))}
      </ol>
    </Dialog>
  );
}
