// The share modal (spec §2, §7), 500 × 300: a popup to each network's sharer behind its brand
// mark (the four on one row down to 320 px screens), and the link in a read-only field with a
// copy button whose success message shows for 3 s.

import { useT } from '../../../../i18n/react';
import { SHARE_MODAL } from '../../../../lib/constants';
import { Dialog } from '../../../../ui-kit/common/Dialog';
import { BrandMark } from './BrandMark';
import { NETWORK_NAMES, openSharePopup, SHARE_NETWORKS, type ShareNetwork, type ShareTarget } from './share';
import { useCopyFeedback } from './useCopyFeedback';
import './ShareModal.css';

export interface ShareModalProps {
  url: string;
  title: string;
  hashtags?: readonly string[];
  onClose: () => void;
  /** After a network's popup opened (analytics 'Share'). */
  onShare?: (network: ShareNetwork) => void;
  /** After the link reached the clipboard (analytics 'CopyLink'). */
  onCopyLink?: () => void;
  openPopup?: (network: ShareNetwork, target: ShareTarget) => void;
  copy?: (text: string) => Promise<boolean>;
}

export function ShareModal({
  url,
  title,
  hashtags,
  onClose,
  onShare,
  onCopyLink,
  openPopup = openSharePopup,
  copy,
}: ShareModalProps) {
  const t = useT();
  const feedback = useCopyFeedback(copy);

  const copyLink = async () => {
    if (await feedback.copy(url)) onCopyLink?.();
  };

  return (
    <Dialog
      title={t('viewer.shareTitle')}
      onClose={onClose}
      className="share-modal"
      style={{ width: SHARE_MODAL.width, height: SHARE_MODAL.height }}
    >
      <ul className="share-modal__networks">
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <button
              type="button"
              className={`share-modal__network share-modal__network--${network.toLowerCase()}`}
              aria-label={t('viewer.shareOn', { network: NETWORK_NAMES[network] })}
              onClick={() => {
                openPopup(network, { url, title, hashtags });
                onShare?.(network);
              }}
            >
              <BrandMark network={network} />
              <span className="share-modal__network-name">{NETWORK_NAMES[network]}</span>
            </button>
          </li>
        ))}
      </ul>
      <label className="viewer-dialog__field">
        {t('viewer.shareLink')}
        <input type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <div className="viewer-dialog__copy-row">
        <button type="button" className="button button--primary" onClick={copyLink}>
          {t('viewer.copyLink')}
        </button>
        <p className="viewer-dialog__status" role="status">
          {feedback.status === 'copied' ? t('viewer.linkCopied') : null}
          {feedback.status === 'failed' ? t('viewer.copyFailed') : null}
        </p>
      </div>
    </Dialog>
  );
}
