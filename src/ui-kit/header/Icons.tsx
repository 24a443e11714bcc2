// The header's small line icons, drawn inline so the header needs no image requests.
// All are decorative: the buttons that hold them carry the accessible name.
const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' } as const;

export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" {...line} />
      <path d="m15.5 15.5 5 5" {...line} />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="m6 6 12 12M18 6 6 18" {...line} />
    </svg>
  );
}

export function BackIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M20 12H5m6-6-6 6 6 6" {...line} strokeLinejoin="round" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" {...line} strokeLinejoin="round" />
    </svg>
  );
}
