// "Blank presentation": a blank canvas (the default, as in Prezi and Pitch) or a Markdown deck of a
// title and one topic, created with the chosen privacy and opened in its editor.
import { useId, useState } from 'react';
import { useT } from '../../../i18n/react';
import type { Privacy } from '../../../kernel/document/import-metadata';
import { ApiError, callApi } from '../../../lib/api-client';
import { type BlankKind, publishingApi } from '../contracts';

export function BlankForm({ privacy, team }: { privacy: Privacy; team?: string }) {
  const t = useT();
  const [kind, setKind] = useState<BlankKind>('canvas');
  const group = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const created = await callApi(publishingApi.blank, {
        body: { privacy, kind, ...(team ? { team } : {}) },
      });
      window.location.assign(created.editUrl);
    } catch (failure) {
      setBusy(false);
      setError(
        failure instanceof ApiError && failure.status !== 0 ? failure.message : t('create.error.network'),
      );
    }
  };

  return (
    <div>
      <fieldset className="create-panel__kinds">
        <legend>{t('create.blank.kind')}</legend>
        <KindChoice
          kind="canvas"
          group={group}
          chosen={kind}
          onChoose={setKind}
          label={t('create.blank.canvas')}
          hint={t('create.blank.canvasHint')}
        />
        <KindChoice
          kind="markdown"
          group={group}
          chosen={kind}
          onChoose={setKind}
          label={t('create.blank.markdown')}
          hint={t('create.blank.lead')}
        />
      </fieldset>
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      <div className="create-panel__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={create}>
          {busy ? t('create.working') : t('create.blank.create')}
        </button>
      </div>
    </div>
  );
}

interface KindChoiceProps {
  kind: BlankKind;
  /** The radio group's name, one per form. */
  group: string;
  chosen: BlankKind;
  onChoose(kind: BlankKind): void;
  label: string;
  /** What the choice starts with, read out with it. */
  hint: string;
}

function KindChoice({ kind, group, chosen, onChoose, label, hint }: KindChoiceProps) {
  const id = useId();
  return (
    <div className="create-panel__kind">
      <input
        type="radio"
        id={`${id}-input`}
        name={group}
        value={kind}
        checked={chosen === kind}
        onChange={() => onChoose(kind)}
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={`${id}-input`}>{label}</label>
      <p id={`${id}-hint`} className="create-panel__hint">
        {hint}
      </p>
    </div>
  );
}
