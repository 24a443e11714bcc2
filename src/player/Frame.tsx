// One frame of the world: a topic circle, a classic rotated rectangle or the overview's title box.
// It is drawn at its design size and scaled into place, so its text is laid out at ordinary sizes.
import { type CSSProperties, memo } from 'react';
import { useT } from '../i18n/react';
import type { LaidOutFrame } from '../kernel/document/layout';
import { HEADING_SCALE, IMAGE_SHARE, LINE_HEIGHT, textStrike } from '../kernel/document/layout-text';
import { FrameTexts } from './FrameTexts';
import { imageUrl } from './loader';

export interface FrameProps {
  frame: LaidOutFrame;
  color: string;
  current: boolean;
  imageBroken: boolean;
  onImageError(ref: string): void;
}

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

/**
 * Memoised: a step changes the `current` of two frames only, so a key press re-renders those two
 * instead of the whole world (for quick key response on decks of 200 steps).
 */
export const Frame = memo(function Frame({ frame, color, current, imageBroken, onImageError }: FrameProps) {
  const t = useT();
  const { design, content } = frame;
  // Classic frames are peers, so all take the top level; topics nest below the overview's title.
  const level = frame.kind === 'frame' ? 0 : frame.depth;
  const Heading = HEADINGS[Math.min(level, HEADINGS.length - 1)]!;
  const style = {
    left: frame.x - design.width / 2,
    top: frame.y - design.height / 2,
    width: design.width,
    height: design.height,
    transform: `rotate(${frame.rotation}deg) scale(${frame.width / design.width})`,
    '--frame-color': color,
  } as CSSProperties;
  const title = frame.title ?? '';
  const picture = frame.imageFill ? ' podium-frame--picture' : '';
  // Laid out at one size and scaled to the fitted one (every frame shares its font strikes): every
  // length in pixels inside the box is divided by the same scale.
  const strike = textStrike(frame.fontSize);
  const imageHeight = (content.height * IMAGE_SHARE) / strike.scale;
  return (
    <div
      className={`podium-frame podium-frame--${frame.shape} podium-frame--${frame.kind}${picture}`}
      data-frame-id={frame.id}
      aria-current={current ? 'step' : undefined}
      style={style}
    >
      {frame.imageFill && frame.image ? (
        <FramePicture frame={frame} image={frame.image} broken={imageBroken} onError={onImageError} />
      ) : (
        <div
          className="podium-frame__content"
          style={{
            width: content.width / strike.scale,
            height: content.height / strike.scale,
            fontSize: strike.size,
            lineHeight: LINE_HEIGHT,
            transform: strike.scale === 1 ? undefined : `scale(${strike.scale})`,
          }}
        >
          {frame.title && (
            <Heading className="podium-frame__title" style={{ fontSize: `${HEADING_SCALE}em` }}>
              {frame.title}
            </Heading>
          )}
          <FrameTexts texts={frame.texts} />
          {frame.image &&
            (imageBroken ? (
              <div className="podium-frame__placeholder" style={{ height: imageHeight }}>
                {t('player.imageUnavailable')}
              </div>
            ) : (
              <img
                className="podium-frame__image"
                src={imageUrl(frame.image)}
                alt={title ? t('player.imageAlt', { title }) : ''}
                style={{ maxHeight: imageHeight }}
                draggable={false}
                decoding="async"
                onError={() => frame.image && onImageError(frame.image)}
              />
            ))}
        </div>
      )}
    </div>
  );
});

/**
 * A PDF page: its image fills the frame edge to edge. The page's words are already in the image, so
 * they are only given to screen readers (the image itself then needs no alt text of its own).
 */
function FramePicture({
  frame,
  image,
  broken,
  onError,
}: {
  frame: LaidOutFrame;
  image: string;
  broken: boolean;
  onError(ref: string): void;
}) {
  const t = useT();
  return (
    <>
      {broken ? (
        <div className="podium-frame__placeholder podium-frame__fill">{t('player.imageUnavailable')}</div>
      ) : (
        <img
          className="podium-frame__fill"
          src={imageUrl(image)}
          alt=""
          draggable={false}
          decoding="async"
          onError={() => onError(image)}
        />
      )}
      <div className="podium-frame__words">
        <FrameTexts texts={frame.texts} />
      </div>
    </>
  );
}
