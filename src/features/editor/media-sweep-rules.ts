// The media sweep's rules (decision 099), pure: which of a deck's media files the places that may
// name them (its document and source, its kept versions, its canvas state and unmerged live log, a
// recording's cover) still name, and what one pass does to each file. A file is named by its
// content hash, whatever address carries it (`/media/u/{hash}.png`, a full URL, a bare key) and
// whether the text is JSON, Markdown or the bytes of a Yjs update, whose strings are stored whole.

/** A file found named nowhere is deleted only this long after it was first found so. */
export const MEDIA_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

/** The decks one pass of the sweep looks at, at most. */
export const MEDIA_SWEEP_DECKS = 25;

/** How often the sweep runs, across every app server. */
export const MEDIA_SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The key of a file the sweep may judge: its content hash, then its extension. */
const SWEPT_KEY = /^([0-9a-f]{64})\.[a-z0-9]+$/;

/** A content hash followed by an extension's dot, anywhere in a text. */
const NAMED_HASH = /[0-9a-f]{64}(?=\.)/g;

/**
 * The content hashes `texts` name, added to `into`. A Yjs update is read as latin1: a key is ASCII
 * and a string's bytes are stored together, so it reads as itself.
 */
export function namedMedia(texts: Iterable<string>, into = new Set<string>()): Set<string> {
  for (const text of texts) for (const [hash] of text.matchAll(NAMED_HASH)) into.add(hash);
  return into;
}

/** The content hash a file is named by, or null for a key the sweep leaves alone. */
export const hashOf = (key: string): string | null => SWEPT_KEY.exec(key)?.[1] ?? null;

/** Which of `keys` the texts name (keys of another shape count as named: they are never swept). */
export function referencedKeys(keys: readonly string[], texts: Iterable<string>): Set<string> {
  const named = namedMedia(texts);
  return new Set(
    keys.filter((key) => {
      const hash = hashOf(key);
      return hash === null || named.has(hash);
    }),
  );
}

export interface SweptFile {
  key: string;
  /** When a pass first found it named nowhere; null if none did, or one found it named since. */
  unreferencedAt: string | null;
}

export interface SweepPlan {
  /** Named nowhere, and not marked yet: marked now. */
  mark: string[];
  /** Marked, and named again (an undo, a restored version): the mark is cleared. */
  clear: string[];
  /** Marked longer ago than the grace period and still named nowhere: deleted. */
  remove: string[];
}

/** What one pass does to a deck's files, given the content hashes named anywhere (`named`). */
export function planSweep(
  files: readonly SweptFile[],
  named: ReadonlySet<string>,
  now: Date,
  graceMs = MEDIA_GRACE_MS,
): SweepPlan {
  const plan: SweepPlan = { mark: [], clear: [], remove: [] };
  for (const { key, unreferencedAt } of files) {
    const hash = hashOf(key);
    if (hash === null) continue;
    if (named.has(hash)) {
      if (unreferencedAt !== null) plan.clear.push(key);
    } else if (unreferencedAt === null) plan.mark.push(key);
    else if (now.getTime() - Date.parse(unreferencedAt) >= graceMs) plan.remove.push(key);
  }
  return plan;
}

/** The marks at or before this time are past their grace period at `now`. */
export const graceCutoff = (now: Date, graceMs = MEDIA_GRACE_MS) => new Date(now.getTime() - graceMs);
