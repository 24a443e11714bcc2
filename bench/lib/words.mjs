// Words for generated presentations: a seeded random source, the demo talks' vocabulary with each
// word's frequency (content/), a sampler that draws words by that frequency, and made-up names.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A seeded generator of numbers in [0, 1) (mulberry32): the same data on every run. */
export function random(seed) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** [word, count] from the demo talks and templates, most frequent first. */
export function vocabulary(contentDir = 'content') {
  const counts = new Map();
  for (const dir of ['presentations', 'templates']) {
    for (const file of readdirSync(path.join(contentDir, dir)).filter((f) => f.endsWith('.md'))) {
      const text = readFileSync(path.join(contentDir, dir, file), 'utf8').toLowerCase();
      for (const word of text.match(/[a-z]{2,}/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

/** A function drawing one word of `words` ([word, count]) with probability ∝ its count. */
export function sampler(words, next) {
  const cumulative = [];
  let sum = 0;
  for (const [, n] of words) {
    sum += n;
    cumulative.push(sum);
  }
  return () => {
    const target = next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return words[lo][0];
  };
}

/** Up to `count` distinct made-up names of four syllables (the long tail: people, products). */
export function madeUpNames(count, next) {
  const syllables =
    'ka ro mi sel tan vor li qua ben dro fi nu zel pa tor ex lun gar wes ot ric am by hal'.split(' ');
  const pick = () => syllables[Math.floor(next() * syllables.length)];
  return [...new Set(Array.from({ length: count }, () => `${pick()}${pick()}${pick()}${pick()}`))];
}
