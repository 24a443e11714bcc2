// Pictures and videos of a canvas deck. A picture's crop keeps the middle of it: the image is drawn
// larger than the box by the share cut off and shifted, and the box clips it.
import type { CSSProperties } from 'react';
import { useT } from '../../i18n/react';
import type { ImageElement, VideoElement } from '../../kernel/document/canvas/model';
import { imageUrl } from '../loader';
import { cssUrl } from './canvas-background';

function cropStyle(image: ImageElement): CSSProperties | undefined {
  const crop = image.crop;
  if (!crop) return undefined;
  const [shownX, shownY] = [1 - crop.left - crop.right, 1 - crop.top - crop.bottom];
  if (!(shownX > 0 && shownY > 0)) return undefined;
  return {
    width: `${100 / shownX}%`,
    height: `${100 / shownY}%`,
    left: `${(-100 * crop.left) / shownX}%`,
    top: `${(-100 * crop.top) / shownY}%`,
  };
}

export function CanvasImage({
  image,
  broken,
  onError,
}: {
  image: ImageElement;
  broken: boolean;
  onError(ref: string): void;
}) {
  const t = useT();
  const alt = image.decorative ? '' : image.alt;
  const opacity = image.opacity ?? 1;
  if (broken) {
    return (
      <div className="podium-canvas-image__placeholder">
        {t('player.imageUnavailable')}
        {alt && <span className="podium-frame__words">{alt}</span>}
      </div>
    );
  }
  return (
    <img
      className="podium-canvas-image"
      src={imageUrl(image.src)}
      alt={alt}
      style={{ ...cropStyle(image), ...(opacity < 1 ? { opacity } : {}) }}
      draggable={false}
      decoding="async"
      onError={() => onError(image.src)}
    />
  );
}

const RECORDING = /^recording:([a-z0-9]{12})$/;

/**
 * An uploaded video plays in place with the browser's controls. A recording of this site is a
 * presentation of its own, with its deck beside the video: a poster links to its page.
 */
export function CanvasVideo({ video }: { video: VideoElement }) {
  const poster = video.poster ? imageUrl(video.poster) : undefined;
  const recording = RECORDING.exec(video.src);
  if (!recording) {
    if (!video.src.startsWith('media/') && !video.src.startsWith('/media/v/')) return null;
    return (
      // biome-ignore lint/a11y/useMediaCaption: the canvas document has no captions for an uploaded video yet
      <video
        className="podium-canvas-video"
        src={imageUrl(video.src)}
        poster={poster}
        title={video.title}
        aria-label={video.title}
        controls
        playsInline
        preload="metadata"
      />
    );
  }
  return (
    <a
      className="podium-canvas-video podium-canvas-video--link"
      href={`/p/${recording[1]}/`}
      target="_blank"
      rel="noopener noreferrer"
      style={poster ? { backgroundImage: cssUrl(poster) } : undefined}
    >
      <span className="podium-canvas-video__play" aria-hidden="true">
        ▶
      </span>
      <span className="podium-canvas-video__title">{video.title}</span>
    </a>
  );
}
