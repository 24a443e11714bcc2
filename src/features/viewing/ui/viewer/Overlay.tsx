// The viewer overlay (spec §2): the host sets the mode — start, loading or restart — over a blurred
// preview background; the responsive mode sets the play button, ring size and metadata offset.
import type { CSSProperties } from 'react';
import { CircularProgress } from '../../../../ui-kit/common/CircularProgress';
import { DEFAULT_BRAND_NAME } from './brand';
import { PreviewBackground } from './PreviewBackground';
import { type CallToAction, RestartScreen } from './RestartScreen';
import { metadataOffset, type ResponsiveMode } from './responsive';
import { StartScreen } from './StartScreen';
import type { ImageLoader } from './usePreviewImage';
import './Overlay.css';

export type OverlayMode = 'start' | 'loading' | 'restart';

export interface OverlayProps {
  mode: OverlayMode;
  title: string;
  ownerName: string;
  lastModified: string;
  siteUrl?: string;
  brandName?: string;
  /** The play button's label; 'Present' by default. */
  presentButtonText?: string;
  onPlay: () => void;
  /** Loading percentage, clamped to 0–100. */
  progress?: unknown;
  onRestart: () => void;
  onLearnMore?: () => void;
  callToAction?: CallToAction;
  previewUrl?: string;
  fallbackUrl?: string;
  responsive?: ResponsiveMode;
  loadImage?: ImageLoader;
}

export function Overlay({
  mode,
  responsive = 'large',
  brandName = DEFAULT_BRAND_NAME,
  ...props
}: OverlayProps) {
  const style = { '--overlay-offset': `${metadataOffset(responsive)}px` } as CSSProperties;
  return (
    <div
      className={`viewer-overlay viewer-overlay--${mode} viewer-overlay--${responsive}`}
      data-mode={mode}
      data-responsive={responsive}
      style={style}
    >
      <PreviewBackground
        previewUrl={props.previewUrl}
        fallbackUrl={props.fallbackUrl}
        loadImage={props.loadImage}
      />
      {mode === 'start' ? (
        <StartScreen
          title={props.title}
          ownerName={props.ownerName}
          lastModified={props.lastModified}
          siteUrl={props.siteUrl}
          brandName={brandName}
          presentButtonText={props.presentButtonText}
          onPlay={props.onPlay}
          responsive={responsive}
        />
      ) : null}
      {mode === 'loading' ? (
        <div className="viewer-overlay__center">
          <CircularProgress value={props.progress} small={responsive === 'small'} />
        </div>
      ) : null}
      {mode === 'restart' ? (
        <RestartScreen
          onRestart={props.onRestart}
          onLearnMore={props.onLearnMore}
          callToAction={props.callToAction}
          brandName={brandName}
        />
      ) : null}
    </div>
  );
}
