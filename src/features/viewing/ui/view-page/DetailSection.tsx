// The detail section under the viewer (spec §2): the metadata card, the native-app prompt and the
// transcript on the left; the creator block and the staff picks on the right; the video and
// template shelves under both (so a short talk's page ends soon after its transcript, with
// no empty column). One column below VIEW_PAGE_BREAKPOINTS.medium (992), two from there up
// (DetailSection.css).

import type { ReactNode } from 'react';
import { useT } from '../../../../i18n/react';
import { presenterPath, recordingEditorPath } from '../../../../kernel/paths';
import type { ViewPageData } from '../../../decks/contracts';
import { CreatorBlock } from './CreatorBlock';
import type { OnEvent } from './events';
import { MetadataCard } from './MetadataCard';
import { type NativeAppData, NativeAppPrompt } from './NativeAppPrompt';
import { Sidebar, type SidebarProps } from './Sidebar';
import { TranscriptBlock } from './TranscriptBlock';
import './DetailSection.css';

export type DetailPresentation = Pick<
  ViewPageData,
  | 'oid'
  | 'title'
  | 'description'
  | 'owner'
  | 'lastModifiedDateString'
  | 'tags'
  | 'transcriptData'
  | 'isAuthenticated'
  | 'viewerRights'
  | 'kind'
  | 'isRecording'
>;

export interface DetailSectionProps {
  presentation: DetailPresentation;
  cards: Omit<SidebarProps, 'onEvent' | 'kinds'>;
  /** The viewer toolbar (like, share, embed…), built by the page. */
  toolbar?: ReactNode;
  /** The print view, linked from the transcript's heading. */
  printPath?: string;
  nativeApp?: NativeAppData | null;
  onEvent?: OnEvent;
}

export function DetailSection({
  presentation: p,
  cards,
  toolbar,
  printPath,
  nativeApp,
  onEvent,
}: DetailSectionProps) {
  const t = useT();
  return (
    <div className="detail-section">
      <div className="detail-section__main">
        <MetadataCard
          title={p.title}
          owner={p.owner}
          lastModifiedDateString={p.lastModifiedDateString}
          description={p.description}
          tags={p.tags}
          toolbar={toolbar}
          presenterPath={p.viewerRights.edit && p.kind === 'deck' ? presenterPath(p.oid) : null}
          recordingEditorPath={p.viewerRights.edit && p.isRecording ? recordingEditorPath(p.oid) : null}
        />
        <NativeAppPrompt isAuthenticated={p.isAuthenticated} nativeApp={nativeApp} onEvent={onEvent} />
        <TranscriptBlock topic={p.transcriptData} oid={p.oid} printPath={printPath} onEvent={onEvent} />
      </div>
      <aside className="detail-section__aside" aria-label={t('view.moreToWatch')}>
        <CreatorBlock owner={p.owner} />
        <Sidebar {...cards} kinds={['staff-picks']} onEvent={onEvent} />
      </aside>
      <div className="detail-section__more">
        <Sidebar {...cards} kinds={['videos', 'templates']} onEvent={onEvent} />
      </div>
    </div>
  );
}
