// The metadata card of the view page (spec §2 detail section): title, the viewer toolbar (built
// elsewhere and passed in), owner row, description and hashtags.

import { type ReactNode, useId } from 'react';
import { useT } from '../../../../i18n/react';
import type { OwnerData } from '../../../accounts/contracts';
import { OwnerLine } from './OwnerLine';
import './MetadataCard.css';

export interface MetadataCardProps {
  title: string;
  owner: OwnerData;
  lastModifiedDateString: string;
  /** HTML, sanitised by the server on write. */
  description: string;
  /** Comma-separated, as the page data carries them (spec §3). */
  tags: string;
  toolbar?: ReactNode;
  /** The presenter view, for the owner and editors of a deck. */
  presenterPath?: string | null;
  /** The recording editor's link, for the owner and editors of a recorded video only. */
  recordingEditorPath?: string | null;
}

export const splitTags = (tags: string): string[] =>
  tags
    .split(',')
    .map((tag) => tag.trim().replace(/^#+/, ''))
    .filter(Boolean);

export function MetadataCard({
  title,
  owner,
  lastModifiedDateString,
  description,
  tags,
  toolbar,
  presenterPath,
  recordingEditorPath,
}: MetadataCardProps) {
  const t = useT();
  const titleId = useId();
  const hashtags = splitTags(tags);
  return (
    <section className="metadata-card" aria-labelledby={titleId}>
      <h1 id={titleId} className="metadata-card__title">
        {title}
      </h1>
      {toolbar ? <div className="metadata-card__toolbar">{toolbar}</div> : null}
      <OwnerLine
        owner={owner}
        lastModified={lastModifiedDateString}
        presenter={
          presenterPath
            ? { path: presenterPath, label: t('present.link') }
            : recordingEditorPath
              ? { path: recordingEditorPath, label: t('studio.editLink') }
              : null
        }
      />
      {description ? (
        // Sanitised on write against an allow-list (server/services/description.ts), so the
        // page can show the owner's formatting as is.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised description HTML
        <div className="metadata-card__description" dangerouslySetInnerHTML={{ __html: description }} />
      ) : null}
      {hashtags.length > 0 ? (
        <ul className="metadata-card__tags" aria-label={t('view.tags')}>
          {hashtags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
