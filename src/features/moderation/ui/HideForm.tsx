// The confirmation step before hiding: the reason the owner will read (prefilled from the report's
// reason), what hiding does, and Hide / Cancel. An empty reason is refused before any call.
import { useId, useState } from 'react';
import { useT } from '../../../i18n/react';
import { MODERATION_LIMITS } from '../../../kernel/limits';

export interface HideFormProps {
  defaultReason: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function HideForm({ defaultReason, busy, onConfirm, onCancel }: HideFormProps) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState(defaultReason);
  const [empty, setEmpty] = useState(false);
  return (
    <form
      className="queue-hide"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) return setEmpty(true);
        onConfirm(reason.trim());
      }}
    >
      <p className="queue-hide__warning">{t('admin.hideConfirm')}</p>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('admin.hideReason')}</label>
        <textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={MODERATION_LIMITS.hiddenReasonLength}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setEmpty(false);
          }}
          aria-invalid={empty ? true : undefined}
          aria-describedby={empty ? `${id}-error` : undefined}
          // The form opens on the staff member's click: the reason is what they check next.
          // biome-ignore lint/a11y/noAutofocus: see above
          autoFocus
        />
        {empty ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {t('admin.reasonRequired')}
          </p>
        ) : null}
      </div>
      <div className="queue-actions">
        <button type="submit" className="button button--danger" disabled={busy}>
          {t('admin.confirmHide')}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t('admin.cancel')}
        </button>
      </div>
    </form>
  );
}
