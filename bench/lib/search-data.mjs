// Fills a migrated, empty Podium SQLite database with generated presentations for the search
// benchmark: better-sqlite3, one transaction, prepared statements, the columns the app writes
// (src/server/services/presentation.service.ts createPresentation + search.repository.ts
// indexPresentation). Words are drawn by their frequency in the demo talks (content/), so common
// words are common and rare words rare, as in real decks; deterministic (bench/lib/words.mjs).
import Database from 'better-sqlite3';
import { madeUpNames, random, sampler, vocabulary } from './words.mjs';

const FONT = { title: 64, subtitle: 40, body: 20 };

const slugify = (title) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '') || 'presentation';

const version = (text) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
};

const text = (id, value, style = 'body') => ({
  id,
  styleClasses: [style],
  paragraphs: [{ text: value, biggestFontSize: FONT[style] }],
});

/**
 * Inserts `count` presentations by `owners` users. Returns the vocabulary drawn from and the rare
 * words: made-up names (the long tail), one of which is mentioned in every third presentation.
 */
export function generate(databaseFile, { count = 100_000, owners = 2_000, seed = 42 } = {}) {
  const words = vocabulary();
  const next = random(seed);
  const word = sampler(words, next);
  const between = (min, max) => min + Math.floor(next() * (max - min + 1));
  const rare = madeUpNames(Math.ceil(count / 8), next);
  const phrase = (n) => Array.from({ length: n }, word).join(' ');
  const capitalised = (n) =>
    phrase(n)
      .split(' ')
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(' ');

  const db = new Database(databaseFile);
  db.pragma('synchronous = OFF');
  const insertUser = db.prepare(`insert into users (oid, username, email, first_name, last_name,
    author_segment, is_staff, created_at) values (?, ?, ?, ?, ?, 'other', 0, ?)`);
  const insertPresentation = db.prepare(`insert into presentations (oid, owner_id, title, slug,
    description_html, kind, schema_version, privacy, document, transcript, tags, curated, hidden,
    view_count, likes_count, thumbnail_svg, thumbnail_version, created_at, updated_at)
    values (?, ?, ?, ?, ?, 'deck', '2', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertIndex = db.prepare(`insert into presentations_fts (presentation_id, title, description,
    body, tags) values (?, ?, ?, ?, ?)`);
  const themes = ['ocean', 'sunset', 'forest', 'slate', 'berry', 'sand'];
  const start = Date.parse('2024-01-01T00:00:00Z');

  db.transaction(() => {
    const userIds = [];
    for (let u = 0; u < owners; u++) {
      const at = new Date(start + u * 60_000).toISOString();
      const first = capitalised(1);
      const last = capitalised(1);
      const row = insertUser.run(
        `u${u.toString(36).padStart(11, '0')}`,
        `bench${u}`,
        `bench${u}@example.com`,
        first,
        last,
        at,
      );
      userIds.push(row.lastInsertRowid);
    }
    for (let i = 0; i < count; i++) {
      const title = capitalised(between(2, 6));
      const description = `${capitalised(1)} ${phrase(between(8, 16))}.`;
      const topics = Array.from({ length: between(3, 6) }, (_, t) => ({
        id: `t${t + 1}`,
        title: capitalised(between(1, 4)),
        texts: [text(`t${t + 1}-body`, `${capitalised(1)} ${phrase(between(10, 24))}.`)],
        topics: [],
      }));
      if (next() < 1 / 3)
        topics[0].texts[0].paragraphs[0].text += ` With ${rare[between(0, rare.length - 1)]}.`;
      const document = {
        version: 2,
        title,
        theme: themes[i % 6],
        texts: [text('title', title, 'title')],
        topics,
      };
      const transcript = {
        texts: document.texts,
        topics: topics.map((t) => ({
          texts: [text(`${t.id}-title`, t.title, 'subtitle'), ...t.texts],
          topics: [],
        })),
      };
      const tags = Array.from({ length: between(0, 3) }, word);
      const body = [title, title, ...topics.flatMap((t) => [t.title, t.texts[0].paragraphs[0].text])].join(
        '\n',
      );
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#0b4f6c"/><text x="16" y="96" fill="#fff">${title}</text></svg>`;
      const at = new Date(start + i * 600_000).toISOString();
      const roll = next();
      const privacy = roll < 0.05 ? 'private' : roll < 0.1 ? 'reusable' : 'public';
      const row = insertPresentation.run(
        `b${i.toString(36).padStart(11, '0')}`,
        userIds[i % owners],
        title,
        slugify(title),
        `<p>${description}</p>`,
        privacy,
        JSON.stringify(document),
        JSON.stringify(transcript),
        JSON.stringify(tags),
        next() < 0.01 ? 1 : 0,
        next() < 0.005 ? 1 : 0,
        between(0, 5000),
        between(0, 200),
        svg,
        version(svg),
        at,
        at,
      );
      insertIndex.run(row.lastInsertRowid, title, description, body, tags.join(' '));
    }
  })();
  db.close();
  return { words, rare };
}
