// The embed modal (spec §2, §5), at most 600 px wide: a fixed size (height and width at 16:9, each
// at most 4 digits) or a responsive box that fills its container, the code updating as they change,
// and a copy button ('Copied!' for 3 s, then onCopy with the variant copied). When only responsive
// sizes are allowed, an explanation replaces the choice and the size fields.
import { type Dispatch, useId } from 'react';
import { useT } from '../../../../i18n/react';
import { EMBED_MAX_CHARS, EMBED_MODAL_MAX_WIDTH } from '../../../../lib/constants';
import { Dialog } from '../../../../ui-kit/common/Dialog';
import { type EmbedAction, type EmbedSize, type EmbedVariant, embedField } from './embed';
import type { CopyStatus } from './useCopyFeedback';
import { useEmbedCode } from './useEmbedCode';
import './EmbedModal.css';

export interface EmbedModalProps {
  /** The product's own origin, e.g. https://podium.example */
  origin: string;
  /** The presentation's oid, or the view-link id for a private presentation. */
  embedId: string;
  /** The presentation's title: the frame's name on the page it is embedded in. */
  title: string;
  onClose: () => void;
  /** After the code reached the clipboard (analytics 'CopyEmbedCode'). */
  onCopy?: (variant: EmbedVariant) => void;
  responsiveOnly?: boolean;
  learnMoreHref?: string;
  copy?: (text: string) => Promise<boolean>;
}

export function EmbedModal(props: EmbedModalProps) {
  const t = useT();
  const ids = useId();
  const { size, dispatch, chosen, setChosen, variant, code, status, copyCode } = useEmbedCode(props);

  return (
    <Dialog
      title={t('viewer.embed')}
      onClose={props.onClose}
      className="embed-modal"
      style={{ width: EMBED_MODAL_MAX_WIDTH, maxWidth: `min(${EMBED_MODAL_MAX_WIDTH}px, 100%)` }}
    >
      {props.responsiveOnly ? null : (
        <VariantChoice name={`${ids}-variant`} chosen={chosen} onChoose={setChosen} />
      )}
      {variant === 'RESPONSIVE' ? (
        <p className="embed-modal__responsive">
          {t('viewer.embedResponsive')}{' '}
          {props.learnMoreHref ? (
            <a href={props.learnMoreHref} target="_blank" rel="noopener">
              {t('viewer.learnMore')}
            </a>
          ) : null}
        </p>
      ) : (
        <EmbedSizes ids={ids} size={size} dispatch={dispatch} />
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
      <CopyRow status={status} onCopy={copyCode} />
    </Dialog>
  );
}

interface VariantChoiceProps {
  /** The radio buttons' name. */
  name: string;
  chosen: EmbedVariant;
  onChoose: (variant: EmbedVariant) => void;
}

/** A fixed size, or a responsive box that fills its container. */
function VariantChoice({ name, chosen, onChoose }: VariantChoiceProps) {
  const t = useT();
  return (
    <fieldset className="embed-modal__variants">
      <legend>{t('viewer.embedSizeKind')}</legend>
      {(['FIXED', 'RESPONSIVE'] as const).map((option) => (
        <label key={option} className="embed-modal__variant">
          <input
            type="radio"
            name={name}
            value={option}
            checked={chosen === option}
            onChange={() => onChoose(option)}
          />
          {option === 'FIXED' ? t('viewer.embedFixed') : t('viewer.embedResponsiveOption')}
        </label>
      ))}
    </fieldset>
  );
}

interface EmbedSizesProps {
  /** The modal's id prefix. */
  ids: string;
  size: EmbedSize;
  dispatch: Dispatch<EmbedAction>;
}

/** The fixed size's height and width, and what the largest size is once a side stopped there. */
function EmbedSizes({ ids, size, dispatch }: EmbedSizesProps) {
  const t = useT();
  const limitId = `${ids}-limit`;
  const sizeField = (side: 'height' | 'width', label: string) => (
    <div className="viewer-dialog__field">
      <label htmlFor={`${ids}-${side}`}>{label}</label>
      <input
        id={`${ids}-${side}`}
        type="text"
        inputMode="numeric"
        maxLength={EMBED_MAX_CHARS}
        value={embedField(size[side])}
        aria-describedby={size.clamped ? limitId : undefined}
        onChange={(event) => dispatch({ type: side, value: event.target.value })}
      />
    </div>
  );
  return (
    <div>
      <div className="embed-modal__sizes">
        {sizeField('height', t('viewer.embedHeight'))}
        {sizeField('width', t('viewer.embedWidth'))}
      </div>
      <p id={limitId} className="embed-modal__limit" aria-live="polite">
        {size.clamped
          ? t('viewer.embedLargest', {
              width: String(size.width),
              height: String(size.height),
            })
          : null}
      </p>
    </div>
  );
}

/** Copy code, and whether the copy went through. */
function CopyRow({ status, onCopy }: { status: CopyStatus; onCopy: () => void }) {
  const t = useT();
  return (
    <div className="viewer-dialog__copy-row">
      <button type="button" className="button button--primary" onClick={onCopy}>
        {t('viewer.copyCode')}
      </button>
      <p className="viewer-dialog__status" role="status">
        {status === 'copied' ? t('viewer.copied') : null}
        {status === 'failed' ? t('viewer.copyFailed') : null}
      </p>
    </div>
  );
}
