// The overlay's blurred background: the preview image, or the fallback when the preview fails.
import { type ImageLoader, usePreviewImage } from './usePreviewImage';

export interface PreviewBackgroundProps {
  previewUrl?: string;
  fallbackUrl?: string;
  loadImage?: ImageLoader;
}

export function PreviewBackground({ previewUrl, fallbackUrl, loadImage }: PreviewBackgroundProps) {
  const { state, src, onFallbackError } = usePreviewImage(previewUrl, fallbackUrl, loadImage);
  return (
    <div className="viewer-overlay__preview" data-preview={state} aria-hidden="true">
      {src ? (
        <img
          className="viewer-overlay__preview-image"
          src={src}
          alt=""
          onError={state === 'fallback' ? onFallbackError : undefined}
        />
      ) : null}
    </div>
  );
}
