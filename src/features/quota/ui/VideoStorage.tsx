// How much of the video storage quota (VIDEO_QUOTA_BYTES) an account or a team uses, with a bar:
// uploads and publishes beyond it are refused, so people see it coming.
import { useId } from 'react';
import { useLang, useT } from '../../../i18n/react';
import './VideoStorage.css';

export interface VideoUsageData {
  usedBytes: number;
  quotaBytes: number;
}

const UNITS = [
  [1024 ** 3, 'GB'],
  [1024 ** 2, 'MB'],
  [1024, 'KB'],
] as const;

/** "120 MB", "1,9 GB" in German: the unit symbols are the same in every language. */
export function formatStorage(bytes: number, lang: string): string {
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  for (const [size, unit] of UNITS) if (bytes >= size) return `${number.format(bytes / size)} ${unit}`;
  return `${number.format(bytes)} B`;
}

export function VideoStorage({ usage }: { usage: VideoUsageData }) {
  const t = useT();
  const labelId = useId();
  const lang = useLang();
  const used = formatStorage(usage.usedBytes, lang);
  const quota = formatStorage(usage.quotaBytes, lang);
  const share = Math.min(1, usage.usedBytes / usage.quotaBytes);
  const full = share >= 0.9;
  return (
    <div className={full ? 'video-storage video-storage--full' : 'video-storage'}>
      <span id={labelId}>{t('dashboard.videoStorage', { used, quota })}</span>
      <meter
        aria-labelledby={labelId}
        min={0}
        max={usage.quotaBytes}
        high={usage.quotaBytes * 0.9}
        value={Math.min(usage.usedBytes, usage.quotaBytes)}
      />
    </div>
  );
}
