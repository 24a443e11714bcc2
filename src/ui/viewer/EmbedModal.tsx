// The embed modal (spec §2, §5), at most 600 px wide: height and width at a fixed 16:9, the
// iframe code updating as they change, and a copy button ('Copied!' for 3 s, then onCopy).
// When only responsive sizes are allowed, an explanation replaces the size fields.
import { useId, useReducer } from 'react';
import { useT } from '../../i18n/react';
import { EMBED_MAX_CHARS, EMBED_MODAL_MAX_WIDTH } from '../../lib/constants';
import { Dialog } from './Dialog';
import { embedCode, embedReducer, INITIAL_EMBED_SIZE, responsiveEmbedCode } from './embed';
import { useCopyFeedback } from './useCopyFeedback';
import './EmbedModal.css';

export interface EmbedModalProps {
  /** The product's own origin, e.g. https://podium.example */
  origin: string;
  /** The presentation's oid, or the view-link id for a private presentation. */
  embedId: string;
  onClose: () => void;
  /** After the code reached the clipboard (analytics 'CopyEmbedCode'). */
  onCopy?: () => void;
  responsiveOnly?: boolean;
  learnMoreHref?: string;
  copy?: (text: string) => Promise<boolean>;
}

export function EmbedModal(props: EmbedModalProps) {
  const t = useT();
  const ids = useId();
  const [size, dispatch] = useReducer(embedReducer, INITIAL_EMBED_SIZE);
  const feedback = useCopyFeedback(props.copy);
  const code = props.responsiveOnly
    ? responsiveEmbedCode(props.origin, props.embedId)
    : embedCode(props.origin, props.embedId, size);

  const copyCode = async () => {
    if (await feedback.copy(code)) props.onCopy?.();
  };

  return (
    <Dialog
      title={t('viewer.embed')}
      onClose={props.onClose}
      className="embed-modal"
      style={{ width: EMBED_MODAL_MAX_WIDTH, maxWidth: `min(${EMBED_MODAL_MAX_WIDTH}px, 100%)` }}
    >
      {props.responsiveOnly ? (
        <p className="embed-modal__responsive">
          {t('viewer.embedResponsive')}{' '}
          {props.learnMoreHref ? (
            <a href={props.learnMoreHref} target="_blank" rel="noopener">
              {t('viewer.learnMore')}
            </a>
          ) : null}
        </p>
      ) : (
        <div className="embed-modal__sizes">
          <div className="viewer-dialog__field">
            <label htmlFor={`${ids}-height`}>{t('viewer.embedHeight')}</label>
            <input
              id={`${ids}-height`}
              type="text"
              inputMode="numeric"
              maxLength={EMBED_MAX_CHARS}
              value={size.height}
              onChange={(event) => dispatch({ type: 'height', value: event.target.value })}
            />
          </div>
          <div className="viewer-dialog__field">
            <label htmlFor={`${ids}-width`}>{t('viewer.embedWidth')}</label>
            <input
              id={`${ids}-width`}
              type="text"
              inputMode="numeric"
              maxLength={EMBED_MAX_CHARS}
              value={size.width}
              onChange={(event) => dispatch({ type: 'width', value: event.target.value })}
            />
          </div>
        </div>
      )}
      <div className="viewer-dialog__field">
        <label htmlFor={`${ids}-code`}>{t('viewer.embedCode')}</label>
        <textarea
          id={`${ids}-code`}
          readOnly
          rows={4}
          value={code}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="viewer-dialog__copy-row">
        <button type="button" className="button button--primary" onClick={copyCode}>
          {t('viewer.copyCode')}
        </button>
        <p className="viewer-dialog__status" role="status">
          {feedback.status === 'copied' ? t('viewer.copied') : null}
          {feedback.status === 'failed' ? t('viewer.copyFailed') : null}
        </p>
      </div>
    </Dialog>
  );
}
