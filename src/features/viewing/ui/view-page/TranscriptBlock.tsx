// The transcript block (spec §4): the whole transcript is always in the HTML, for search engines
// and screen readers; a long one (500 px or more) is only clipped visually, with a toggle that
// opens it to its content height + 48 px. Shorter ones show in full with no toggle.
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../../i18n/react';
import type { TranscriptTopic } from '../../../../kernel/document/transcript';
import { TRANSCRIPT } from '../../../../lib/constants';
import type { OnEvent } from './events';
import { TranscriptText } from './TranscriptText';
import { type MeasureHeight, scrollHeightOf, useTranscriptHeight } from './useTranscriptHeight';
import './TranscriptBlock.css';

export interface TranscriptBlockProps {
  topic: TranscriptTopic;
  /** The presentation's oid, sent with the transcript events. */
  oid: string;
  /** The print view (every step, then this transcript), linked beside the heading. */
  printPath?: string;
  onEvent?: OnEvent;
  measure?: MeasureHeight;
}

const isEmpty = (topic: TranscriptTopic): boolean => topic.texts.length === 0 && topic.topics.every(isEmpty);

export function TranscriptBlock({
  topic,
  oid,
  printPath,
  onEvent,
  measure = scrollHeightOf,
}: TranscriptBlockProps) {
  const t = useT();
  const titleId = useId();
  const viewportId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const height = useTranscriptHeight(contentRef, measure);

  const latest = useRef({ measure, onEvent });
  useEffect(() => {
    latest.current = { measure, onEvent };
  });
  useEffect(() => {
    const timer = setTimeout(() => {
      const content = contentRef.current;
      if (content && latest.current.measure(content) >= TRANSCRIPT.collapseMinHeight) {
        latest.current.onEvent?.('PagedTranscriptShown', { prezi_oid: oid });
      }
    }, TRANSCRIPT.pagedEventMs);
    return () => clearTimeout(timer);
  }, [oid]);

  if (isEmpty(topic)) return null;

  // Until measured (on the server too) the block is clipped: a short transcript is not affected
  // by the limit, and a long one does not jump when the page hydrates.
  const long = height === null || height >= TRANSCRIPT.collapseMinHeight;
  const collapsed = long && !expanded;
  const maxHeight = collapsed
    ? TRANSCRIPT.collapseMinHeight
    : expanded && height !== null
      ? height + TRANSCRIPT.expandedExtraHeight
      : undefined;

  const toggle = () => {
    if (!expanded) onEvent?.('OpenTranscript', { prezi_oid: oid });
    setExpanded(!expanded);
  };

  return (
    <section className="transcript-block" aria-labelledby={titleId}>
      <div className="transcript-block__head">
        <h2 id={titleId} className="transcript-block__title">
          {t('view.transcript')}
        </h2>
        {printPath ? (
          <a className="transcript-block__print" href={printPath}>
            {t('view.print')}
          </a>
        ) : null}
      </div>
      <div
        id={viewportId}
        className={`transcript-block__viewport${collapsed ? ' transcript-block__viewport--collapsed' : ''}`}
        style={maxHeight === undefined ? undefined : { maxHeight }}
      >
        <div ref={contentRef} className="transcript-block__content">
          <TranscriptText topic={topic} />
        </div>
      </div>
      {height !== null && long ? (
        <button
          type="button"
          className="transcript-block__toggle"
          aria-expanded={expanded}
          aria-controls={viewportId}
          onClick={toggle}
        >
          {expanded ? t('view.showLessTranscript') : t('view.seeFullTranscript')}
        </button>
      ) : null}
    </section>
  );
}
