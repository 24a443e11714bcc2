// The danger zone: deleting asks for the title to be typed in a dialog first, then lands on the
// dashboard with a notice. Owner only.
import { type FormEvent, useState } from 'react';
import { useT } from '../../../../i18n/react';
import { callApi } from '../../../../lib/api-client';
import { ActionStatus } from '../../../../ui-kit/actions/ActionStatus';
import { useAction } from '../../../../ui-kit/actions/useAction';
import { Dialog } from '../../../../ui-kit/common/Dialog';
import { settingsApi } from '../../settings.contracts';

export interface DeleteSectionProps {
  oid: string;
  title: string;
  /** Where to go once deleted; tests pass a spy. */
  navigate?: (path: string) => void;
}

export const AFTER_DELETE_PATH = '/dashboard/next/?deleted=1';

export function DeleteSection({
  oid,
  title,
  navigate = (path) => window.location.assign(path),
}: DeleteSectionProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const { status, run, busy } = useAction();
  const matches = typed.trim() === title.trim();

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    void run(async () => {
      await callApi(settingsApi.remove, { params: { oid } });
      navigate(AFTER_DELETE_PATH);
      return t('manage.deleted');
    });
  };

  return (
    <section className="manage__section manage__section--danger" aria-labelledby="manage-danger">
      <h2 id="manage-danger">{t('manage.danger')}</h2>
      <p className="manage__lead">{t('manage.dangerLead')}</p>
      <button
        type="button"
        className="button manage__danger-button"
        onClick={() => {
          setTyped('');
          setOpen(true);
        }}
      >
        {t('manage.delete')}
      </button>
      {open ? (
        <Dialog
          title={t('manage.deleteConfirmTitle', { title })}
          onClose={() => setOpen(false)}
          className="manage__dialog"
        >
          <form onSubmit={confirm} className="manage__confirm">
            <p>{t('manage.dangerLead')}</p>
            <div className="field">
              <label htmlFor="manage-confirm-title">{t('manage.deleteConfirmLabel', { title })}</label>
              <input
                id="manage-confirm-title"
                value={typed}
                autoComplete="off"
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
            <ActionStatus status={status} busyText={t('manage.deleting')} />
            <div className="manage__actions">
              <button type="button" className="button" onClick={() => setOpen(false)}>
                {t('manage.cancel')}
              </button>
              <button
                type="submit"
                className="button manage__danger-button manage__danger-button--solid"
                disabled={!matches || busy}
              >
                {t('manage.deleteConfirm')}
              </button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </section>
  );
}
