// A card image that loads when it nears the viewport (useLazyVisible). Until then, and in the
// server's HTML, a box of the image's aspect ratio holds its place, so nothing shifts; a
// <noscript> image serves visitors and crawlers without JavaScript.
import { useRef } from 'react';
import { useLazyVisible } from './useLazyVisible';
import './LazyImage.css';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic size, for the aspect ratio of the placeholder and the image. */
  width: number;
  height: number;
  className?: string;
}

export function LazyImage({ src, alt, width, height, className }: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  const visible = useLazyVisible(box);
  const image = <img className="lazy-image__img" src={src} alt={alt} width={width} height={height} />;
  return (
    <span
      ref={box}
      className={className ? `lazy-image ${className}` : 'lazy-image'}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {visible ? image : <noscript>{image}</noscript>}
    </span>
  );
}
