// Each network's mark, drawn here as simple shapes in the brand's colour (no icon pack): on a
// 48-unit grid, shown at 48 px in the share modal. Decorative: the button carries the name.
import type { ReactNode } from 'react';
import type { ShareNetwork } from './share';

const MARKS: Record<ShareNetwork, ReactNode> = {
  // A white "f" on a blue disc, its stem running out through the bottom edge.
  FACEBOOK: (
    <>
      <circle cx="24" cy="24" r="24" fill="#1877F2" />
      <path
        fill="#fff"
        d="M21 48V28h-5.5v-6H21v-4.6C21 12 24.2 9.3 29 9.3c2 0 3.8.2 4.4.3v5.3h-3c-2.3 0-2.9 1-2.9 2.8V22h5.9l-.9 6h-5V48Z"
      />
    </>
  ),
  // A white "in" on a blue rounded square.
  LINKEDIN: (
    <>
      <rect x="2" y="2" width="44" height="44" rx="6" fill="#0A66C2" />
      <path
        fill="#fff"
        d="M11.5 19h6v18h-6Zm3-9.2a3.4 3.4 0 1 1 0 6.8 3.4 3.4 0 0 1 0-6.8ZM21.5 19h5.8v2.5c.9-1.6 3-3 6-3 6 0 7.2 3.9 7.2 9V37h-6v-8.6c0-2.1 0-4.7-2.9-4.7s-3.3 2.2-3.3 4.6V37h-6Z"
      />
    </>
  ),
  // The X: a hollow stroke falling left to right, crossed by a thin one that stops at its edges.
  TWITTER: (
    <>
      <circle cx="24" cy="24" r="24" fill="#000" />
      <path
        fill="#fff"
        fillRule="evenodd"
        d="M12.5 13h7.2l16 22h-7.2Zm3 1.5 13.3 19h3.7l-13.3-19ZM32.6 13h2.8l-8.6 9.6-1.5-1.6ZM21.3 25.4l1.5 1.7L15.4 35h-2.8Z"
      />
    </>
  ),
  // A green board in a yellow frame with three people before it, the middle one in front.
  GOOGLE_CLASSROOM: (
    <>
      <rect x="2" y="6" width="44" height="36" rx="4" fill="#F4B400" />
      <rect x="5.5" y="9.5" width="37" height="29" rx="1.5" fill="#0F9D58" />
      <g fill="#57BB8A">
        <circle cx="14" cy="20" r="3" />
        <path d="M8 30c0-3.3 2.7-5 6-5s6 1.7 6 5Z" />
        <circle cx="34" cy="20" r="3" />
        <path d="M28 30c0-3.3 2.7-5 6-5s6 1.7 6 5Z" />
      </g>
      <g fill="#fff">
        <circle cx="24" cy="19" r="3.8" />
        <path d="M16.5 30.5c0-4.2 3.4-6.5 7.5-6.5s7.5 2.3 7.5 6.5Z" />
        <rect x="29" y="34" width="9" height="2.2" rx=".5" />
      </g>
    </>
  ),
};

export function BrandMark({ network }: { network: ShareNetwork }) {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      {MARKS[network]}
    </svg>
  );
}
