// Fills a migrated, empty Podium database (SQLite, or a PostgreSQL schema) with generated
// presentations for the search benchmark: one transaction (SQLite) or batches (PostgreSQL), the columns the app writes
// (src/features/decks/presentation.service.ts createPresentation + search.repository.ts
// indexPresentation). Words are drawn by their frequency in the demo talks (content/), so common
// words are common and rare words rare, as in real decks; deterministic (bench/lib/words.mjs).
import Database from 'better-sqlite3';
import pg from 'pg';
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
 * The generated users and presentations, one at a time (a million rows never sit in memory), and
 * the vocabulary drawn from with the rare words: made-up names (the long tail), one of which is
 * mentioned in every third presentation. Each presentation carries the columns the app writes and
 * the text its search index holds.
 */
export function corpus({ count = 100_000, owners = 2_000, seed = 42 } = {}) {
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
  const themes = ['ocean', 'sunset', 'forest', 'slate', 'berry', 'sand'];
  const start = Date.parse('2024-01-01T00:00:00Z');

  function* users() {
    for (let u = 0; u < owners; u++) {
      yield {
        oid: `u${u.toString(36).padStart(11, '0')}`,
        username: `bench${u}`,
        email: `bench${u}@example.com`,
        firstName: capitalised(1),
        lastName: capitalised(1),
        createdAt: new Date(start + u * 60_000).toISOString(),
      };
    }
  }

  /** Presentation i is owned by user number i % owners (0-based, in the order users() gave them). */
  function* presentations() {
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
      yield {
        owner: i % owners,
        oid: `b${i.toString(36).padStart(11, '0')}`,
        title,
        slug: slugify(title),
        descriptionHtml: `<p>${description}</p>`,
        privacy: roll < 0.05 ? 'private' : roll < 0.1 ? 'reusable' : 'public',
        document: JSON.stringify(document),
        transcript: JSON.stringify(transcript),
        tags: JSON.stringify(tags),
        curated: next() < 0.01 ? 1 : 0,
        hidden: next() < 0.005 ? 1 : 0,
        viewCount: between(0, 5000),
        likesCount: between(0, 200),
        thumbnailSvg: svg,
        thumbnailVersion: version(svg),
        at,
        search: { title, description, body, tags: tags.join(' ') },
      };
    }
  }
  return { words, rare, users, presentations };
}

/** Inserts the corpus into a migrated, empty SQLite database; answers its words and rare words. */
export function generate(databaseFile, options = {}) {
  const { words, rare, users, presentations } = corpus(options);
  const db = new Database(databaseFile);
  db.pragma('synchronous = OFF');
  const insertUser = db.prepare(`insert into users (oid, username, email, first_name, last_name,
    author_segment, is_staff, created_at) values (?, ?, ?, ?, ?, 'other', 0, ?)`);
  const insertPresentation = db.prepare(`insert into presentations (oid, owner_id, title, slug,
    description_html, kind, schema_version, privacy, document, transcript, tags, curated, hidden,
    view_count, likes_count, thumbnail_svg, thumbnail_version, created_at, updated_at, search_text)
    values (?, ?, ?, ?, ?, 'deck', '2', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertIndex = db.prepare(`insert into presentations_fts (presentation_id, title, description,
    body, tags) values (?, ?, ?, ?, ?)`);
  db.transaction(() => {
    const userIds = [];
    for (const u of users())
      userIds.push(
        insertUser.run(u.oid, u.username, u.email, u.firstName, u.lastName, u.createdAt).lastInsertRowid,
      );
    for (const p of presentations()) {
      const row = insertPresentation.run(
        p.oid,
        userIds[p.owner],
        p.title,
        p.slug,
        p.descriptionHtml,
        p.privacy,
        p.document,
        p.transcript,
        p.tags,
        p.curated,
        p.hidden,
        p.viewCount,
        p.likesCount,
        p.thumbnailSvg,
        p.thumbnailVersion,
        p.at,
        p.at,
        `${p.search.description}\n${p.search.body}`,
      );
      insertIndex.run(
        row.lastInsertRowid,
        p.search.title,
        p.search.description,
        p.search.body,
        p.search.tags,
      );
    }
  })();
  db.close();
  return { words, rare };
}

/**
 * Inserts the corpus into a migrated, empty PostgreSQL schema, a few thousand rows per statement,
 * with the search vector the app computes (search.repository.ts). Answers its words and rare words.
 */
export async function generatePostgres(url, schema, options = {}) {
  const { words, rare, users, presentations } = corpus(options);
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    const userIds = [];
    for (const u of users()) {
      const { rows } = await client.query(
        `insert into users (oid, username, email, first_name, last_name, author_segment, is_staff, created_at)
         values ($1, $2, $3, $4, $5, 'other', 0, $6) returning id`,
        [u.oid, u.username, u.email, u.firstName, u.lastName, u.createdAt],
      );
      userIds.push(rows[0].id);
    }
    const columns = [
      'oid',
      'owner_id',
      'title',
      'slug',
      'description_html',
      'privacy',
      'document',
      'transcript',
      'tags',
      'curated',
      'hidden',
      'view_count',
      'likes_count',
      'thumbnail_svg',
      'thumbnail_version',
      'created_at',
      'search_description',
      'search_body',
      'search_tags',
    ];
    let batch = [];
    const flush = async () => {
      if (batch.length === 0) return;
      // One array per column, unnested into rows: one statement, any batch size.
      const arrays = columns.map((_, c) => batch.map((row) => row[c]));
      await client.query(
        `insert into presentations (oid, owner_id, title, slug, description_html, kind, schema_version,
           privacy, document, transcript, tags, curated, hidden, view_count, likes_count, thumbnail_svg,
           thumbnail_version, created_at, updated_at, search_text, search_head, search_vector)
         select oid, owner_id, title, slug, description_html, 'deck', '2', privacy, document, transcript,
           tags, curated, hidden, view_count, likes_count, thumbnail_svg, thumbnail_version,
           created_at, created_at, search_description || E'\\n' || search_body,
           setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', search_tags), 'B') ||
           setweight(to_tsvector('simple', search_description), 'C'),
           setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', search_tags), 'B') ||
           setweight(to_tsvector('simple', search_description), 'C') || setweight(to_tsvector('simple', search_body), 'D')
         from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
           $8::text[], $9::text[], $10::int[], $11::int[], $12::int[], $13::int[], $14::text[], $15::text[],
           $16::timestamptz[], $17::text[], $18::text[], $19::text[])
           as t(${columns.join(', ')})`,
        arrays,
      );
      batch = [];
    };
    for (const p of presentations()) {
      batch.push([
        p.oid,
        userIds[p.owner],
        p.title,
        p.slug,
        p.descriptionHtml,
        p.privacy,
        p.document,
        p.transcript,
        p.tags,
        p.curated,
        p.hidden,
        p.viewCount,
        p.likesCount,
        p.thumbnailSvg,
        p.thumbnailVersion,
        p.at,
        p.search.description,
        p.search.body,
        p.search.tags,
      ]);
      if (batch.length === 2_000) await flush();
    }
    await flush();
    await client.query('analyze presentations');
  } finally {
    await client.end();
  }
  return { words, rare };
}
