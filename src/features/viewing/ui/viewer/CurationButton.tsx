// The admin Tag button (spec §6): invokes the tag tool and reinitialises it for this presentation
// through browser events; the tool's hidden-tags-loaded event marks the button active.
import { useEffect, useState } from 'react';
import { useT } from '../../../../i18n/react';
import {
  CURATION_EVENTS,
  type CurationReinitializeDetail,
  type HiddenTagsLoadedDetail,
} from '../../../moderation/curation.contracts';

export interface CurationButtonProps {
  oid: string;
  title: string;
  /** The presentation already has curation tags (spec §3 curationExists). */
  curationExists?: boolean;
}

export function CurationButton({ oid, title, curationExists = false }: CurationButtonProps) {
  const t = useT();
  const [active, setActive] = useState(curationExists);

  useEffect(() => {
    const onLoaded = (event: Event) => {
      const detail = (event as CustomEvent<Partial<HiddenTagsLoadedDetail> | null>).detail;
      setActive(detail?.hasTags === true);
    };
    window.addEventListener(CURATION_EVENTS.hiddenTagsLoaded, onLoaded);
    return () => window.removeEventListener(CURATION_EVENTS.hiddenTagsLoaded, onLoaded);
  }, []);

  const invoke = () => {
    window.dispatchEvent(new CustomEvent(CURATION_EVENTS.invoke));
    window.dispatchEvent(
      new CustomEvent<CurationReinitializeDetail>(CURATION_EVENTS.reinitialize, { detail: { title, oid } }),
    );
  };

  return (
    <button
      type="button"
      className={`viewer-toolbar__button${active ? ' viewer-toolbar__button--active' : ''}`}
      aria-pressed={active}
      onClick={invoke}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9zm4.5-3a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z" />
      </svg>
      <span>{t('viewer.tag')}</span>
    </button>
  );
}
