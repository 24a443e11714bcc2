// Tags as people type them ("Design Ops", "#UX", "ux") become one tidy form ("design-ops", "ux"):
// lower case, words joined by hyphens, letters and digits of any script, no duplicates.
import { LIMITS } from './limits';

export function normalizeTag(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^\p{L}\p{N}-]+/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface TagCheck {
  tags: string[];
  /** What is wrong, in words a person can act on; empty when the tags are fine. */
  problems: string[];
}

export function checkTags(raw: readonly string[]): TagCheck {
  const tags: string[] = [];
  const problems: string[] = [];
  for (const entry of raw) {
    if (entry.trim() === '') continue;
    const tag = normalizeTag(entry);
    if (tag === '') problems.push(`The tag "${entry}" has no letters or digits.`);
    else if (tag.length > LIMITS.tagLength)
      problems.push(`The tag "${tag}" is longer than ${LIMITS.tagLength} characters.`);
    else if (!tags.includes(tag)) tags.push(tag);
  }
  if (tags.length > LIMITS.tagsPerPresentation)
    problems.push(`A presentation can have at most ${LIMITS.tagsPerPresentation} tags.`);
  return { tags, problems };
}

/**
 * A tag as a hashtag the networks link (X and Facebook take letters, digits and underscores):
 * "web-performance" → "webPerformance", "#Design Ops" → "DesignOps". '' when nothing of it can
 * be one, since a hashtag without a letter ("#2024") links nowhere.
 */
export function hashtagOf(tag: string): string {
  const words = tag
    .normalize('NFKC')
    .split(/[^\p{L}\p{M}\p{N}_]+/u)
    .filter(Boolean);
  const hashtag = words
    .map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
  return /\p{L}/u.test(hashtag) ? hashtag : '';
}

/** The hashtags of a presentation's tags: empty ones and repeats (in any case) left out. */
export function hashtagsOf(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const hashtags: string[] = [];
  for (const hashtag of tags.map(hashtagOf)) {
    const key = hashtag.toLowerCase();
    if (hashtag === '' || seen.has(key)) continue;
    seen.add(key);
    hashtags.push(hashtag);
  }
  return hashtags;
}

/** "design, ux research" → ["design", "ux research"]: the tag field's comma-separated text. */
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
