// The admin tag tool of spec §6, for staff on the view page: the viewer's Tag button invokes it
// and reinitialises it with the presentation's title and oid; it opens a small dialog that marks
// or unmarks the presentation as a staff pick (the curation tag stores that flag), and answers
// with the hidden-tags-loaded event so the button shows whether the tag is set.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/react';
import { Dialog } from '../../../ui-kit/common/Dialog';
import {
  CURATION_EVENTS,
  type CurationReinitializeDetail,
  type HiddenTagsLoadedDetail,
} from '../curation.contracts';
import { type ModerationClient, moderationClient } from './moderation-client';
import './CurationTool.css';
import { errorMessage } from '../../../lib/error-message';

export interface CurationToolProps {
  oid: string;
  title: string;
  staffPick: boolean;
  client?: Pick<ModerationClient, 'setStaffPick'>;
}

const announce = (hasTags: boolean) =>
  window.dispatchEvent(
    new CustomEvent<HiddenTagsLoadedDetail>(CURATION_EVENTS.hiddenTagsLoaded, { detail: { hasTags } }),
  );

export function CurationTool({ oid, title, staffPick, client = moderationClient }: CurationToolProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState({ oid, title });
  const [picked, setPicked] = useState(staffPick);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const pickedRef = useRef(picked);
  pickedRef.current = picked;

  useEffect(() => {
    const onInvoke = () => {
      setError(null);
      setSaved('');
      setOpen(true);
    };
    const onReinitialize = (event: Event) => {
      const detail = (event as CustomEvent<Partial<CurationReinitializeDetail> | null>).detail;
      // This page shows one presentation: the tool only knows its tag, so other oids are ignored.
      if (detail?.oid !== oid) return;
      setTarget({ oid, title: detail.title ?? title });
      announce(pickedRef.current);
    };
    window.addEventListener(CURATION_EVENTS.invoke, onInvoke);
    window.addEventListener(CURATION_EVENTS.reinitialize, onReinitialize);
    announce(pickedRef.current);
    return () => {
      window.removeEventListener(CURATION_EVENTS.invoke, onInvoke);
      window.removeEventListener(CURATION_EVENTS.reinitialize, onReinitialize);
    };
  }, [oid, title]);

  const toggle = async () => {
    const next = !picked;
    setSaving(true);
    setError(null);
    try {
      await client.setStaffPick(target.oid, next);
      setPicked(next);
      announce(next);
      setSaved(t(next ? 'admin.done.picked' : 'admin.done.unpicked', { title: target.title }));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  if (!open) return null;
  return (
    <Dialog title={t('admin.tool.title')} onClose={() => setOpen(false)} className="curation-tool">
      <div className="curation-tool__body">
        <p>{t(picked ? 'admin.tool.isPick' : 'admin.tool.notPick', { title: target.title })}</p>
        {error ? (
          <p className="curation-tool__error" role="alert">
            {error}
          </p>
        ) : null}
        <p className="curation-tool__saved" role="status">
          {saved}
        </p>
        <div className="curation-tool__actions">
          <button
            type="button"
            className="button button--primary"
            aria-pressed={picked}
            disabled={saving}
            onClick={toggle}
          >
            {picked ? t('admin.unmarkPick') : t('admin.markPick')}
          </button>
          <a className="button" href="/admin/reports/?tab=staff-picks">
            {t('admin.tool.manage')}
          </a>
        </div>
      </div>
    </Dialog>
  );
}
