// The viewer's share and embed dialogs: registered by name (useModals), each loaded when first
// opened, reporting what people share and copy; Share opens the device's own share sheet where
// there is one, the share dialog otherwise.
import { lazy, Suspense } from 'react';
import { share } from './share';
import { DIALOGS, type ModalRegistry, useModals } from './useModals';
import type { ViewerEventName } from './viewer-events';

// The share and embed dialogs load when first opened: most visitors never open them, and the page's
// first script stays lighter (their styles are in the one shared sheet already).
const ShareModal = lazy(() => import('./ShareModal').then((m) => ({ default: m.ShareModal })));
const EmbedModal = lazy(() => import('./EmbedModal').then((m) => ({ default: m.EmbedModal })));

/** Spec §3: schema version '2' is the newer product (NEXT), anything else the classic one. */
export const productType = (schemaVersion: string | undefined) =>
  schemaVersion === '0' ? 'CLASSIC' : 'NEXT';

export interface ViewerDialogsProps {
  data: { oid: string; title: string; tags?: readonly string[]; schemaVersion?: string };
  /** The address people share. */
  shareUrl: string;
  /** The embed code's origin; the page's own by default. */
  origin?: string;
  embedResponsiveOnly?: boolean;
  embedLearnMoreHref?: string;
  copy?: (text: string) => Promise<boolean>;
}

export function useViewerDialogs(
  props: ViewerDialogsProps,
  /** The view link's id, for a private presentation's embed code. */
  linkId: string | undefined,
  emit: (name: ViewerEventName, fields?: Record<string, unknown>) => void,
) {
  const { data } = props;
  const registry: ModalRegistry = {
    SHARE: ({ onClose }) => (
      <Suspense fallback={null}>
        <ShareModal
          url={props.shareUrl}
          title={data.title}
          hashtags={data.tags}
          onClose={onClose}
          onShare={(network) => emit('Share', { network })}
          onCopyLink={() => emit('CopyLink')}
          copy={props.copy}
        />
      </Suspense>
    ),
    EMBED: ({ onClose }) => (
      <Suspense fallback={null}>
        <EmbedModal
          origin={props.origin ?? window.location.origin}
          embedId={linkId ?? data.oid}
          title={data.title}
          onClose={onClose}
          onCopy={(variant) =>
            emit('CopyEmbedCode', { product_type: productType(data.schemaVersion), embed_variant: variant })
          }
          responsiveOnly={props.embedResponsiveOnly}
          learnMoreHref={props.embedLearnMoreHref}
          copy={props.copy}
        />
      </Suspense>
    ),
  };
  const modals = useModals(registry);

  const openShare = () => {
    emit('ShareOpen');
    void share({ title: data.title, url: props.shareUrl }, { openModal: () => modals.show(DIALOGS.SHARE) });
  };
  const openEmbed = () => modals.show(DIALOGS.EMBED);

  return { registry, modals, openShare, openEmbed };
}
