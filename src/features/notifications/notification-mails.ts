// The notification e-mails: a view through a share link, the weekly summary, a webhook turned
// off, and a mention in a comment. Plain text plus HTML in which every piece of people's text is
// escaped. They speak the recipient's language (users.language; English when none is chosen), with
// dates and counts formatted for it and times stated in UTC.

import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';
import { type Translate, translator } from '../../i18n/translate';
import { escapeHtml } from '../../kernel/html';

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** The recipient's language as stored (null or unknown: English). */
export const mailLanguage = (language: string | null | undefined): Language =>
  isLanguage(language) ? language : DEFAULT_LANGUAGE;

export interface ViewNotice {
  title: string;
  linkName: string | null;
  linkId: string;
  /** The address the visitor gave, when the link asks for one. */
  email: string | null;
  at: Date;
  statsUrl: string;
  brand: string;
  first: boolean;
  /** The owner's language (users.language); null or absent: English. */
  language?: string | null;
}

/** "26 Nov 2026, 10:15 UTC" in the recipient's language. */
const when = (at: Date, language: Language) =>
  new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);

export function viewMail(notice: ViewNotice): ComposedMail {
  const language = mailLanguage(notice.language);
  const t = translator(language);
  const link = notice.linkName ?? t('mails.view.link', { id: notice.linkId });
  const time = when(notice.at, language);
  const subject = t('mails.view.subject', { title: notice.title, link });
  const lines = [
    t(notice.first ? 'mails.view.bodyFirst' : 'mails.view.body', { title: notice.title, link }),
    '',
    ...(notice.email ? [t('mails.view.viewer', { email: notice.email })] : []),
    t('mails.view.when', { time }),
    '',
    t('mails.view.stats', { url: notice.statsUrl }),
    '',
    t('mails.view.why', { brand: notice.brand }),
  ];
  const html = [
    `<p>${escapeHtml(lines[0]!)}</p>`,
    '<ul>',
    ...(notice.email ? [`<li>${escapeHtml(t('mails.view.viewer', { email: notice.email }))}</li>`] : []),
    `<li>${escapeHtml(t('mails.view.when', { time }))}</li>`,
    '</ul>',
    `<p><a href="${escapeHtml(notice.statsUrl)}">${escapeHtml(t('mails.view.statsLink'))}</a></p>`,
    `<p>${escapeHtml(lines[lines.length - 1]!)}</p>`,
  ].join('\n');
  return { subject, text: lines.join('\n'), html };
}

export interface SummaryInput {
  username: string;
  since: Date;
  until: Date;
  presentations: { title: string; url: string; views: number; likes: number; comments: number }[];
  links: { name: string | null; linkId: string; title: string; views: number }[];
  settingsUrl: string;
  brand: string;
  /** The owner's language (users.language); null or absent: English. */
  language?: string | null;
}

type Figures = { views: number; likes: number; comments: number };

/** Stands for a title in a translated row, so the HTML can put a link there (escapeHtml keeps it). */
const TITLE_MARK = '\u0000';

export function summaryMail(input: SummaryInput): ComposedMail {
  const language = mailLanguage(input.language);
  const t: Translate = translator(language);
  const numbers = new Intl.NumberFormat(language);
  const counted = (id: 'mails.summary.views' | 'mails.summary.likes' | 'mails.summary.comments', n: number) =>
    t(id, { n, count: numbers.format(n) });
  const figures = (f: Figures) =>
    t('mails.summary.figures', {
      views: counted('mails.summary.views', f.views),
      likes: counted('mails.summary.likes', f.likes),
      comments: counted('mails.summary.comments', f.comments),
    });
  const period = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    input.since,
    input.until,
  );
  const active = input.presentations
    .filter((p) => p.views + p.likes + p.comments > 0)
    .sort((a, b) => b.views - a.views || b.likes - a.likes);
  const totals = active.reduce(
    (sum, p) => ({
      views: sum.views + p.views,
      likes: sum.likes + p.likes,
      comments: sum.comments + p.comments,
    }),
    { views: 0, likes: 0, comments: 0 },
  );
  const subject = t('mails.summary.subject', { brand: input.brand, figures: figures(totals) });
  const row = (title: string, p: Figures) => t('mails.summary.row', { title, figures: figures(p) });
  const linkRow = (l: SummaryInput['links'][number]) =>
    t('mails.summary.linkRow', {
      link: l.name ?? t('mails.view.link', { id: l.linkId }),
      title: l.title,
      views: counted('mails.summary.views', l.views),
    });
  const none = t('mails.summary.none');
  const topLinks = t('mails.summary.topLinks');
  const text = [
    t('mails.summary.hello', { username: input.username }),
    '',
    t('mails.summary.period', { period }),
    '',
    ...(active.length > 0 ? active.map((p) => `- ${row(p.title, p)}\n  ${p.url}`) : [none]),
    ...(input.links.length > 0 ? ['', topLinks, ...input.links.map((l) => `- ${linkRow(l)}`)] : []),
    '',
    t('mails.summary.off', { url: input.settingsUrl }),
  ].join('\n');
  const htmlRow = (p: SummaryInput['presentations'][number]) =>
    escapeHtml(row(TITLE_MARK, p)).replace(
      TITLE_MARK,
      `<a href="${escapeHtml(p.url)}">${escapeHtml(p.title)}</a>`,
    );
  const html = [
    `<p>${escapeHtml(t('mails.summary.hello', { username: input.username }))}</p>`,
    `<p>${escapeHtml(t('mails.summary.period', { period }))}</p>`,
    active.length > 0
      ? `<ul>${active.map((p) => `<li>${htmlRow(p)}</li>`).join('')}</ul>`
      : `<p>${escapeHtml(none)}</p>`,
    input.links.length > 0
      ? `<p>${escapeHtml(topLinks)}</p><ul>${input.links.map((l) => `<li>${escapeHtml(linkRow(l))}</li>`).join('')}</ul>`
      : '',
    `<p><a href="${escapeHtml(input.settingsUrl)}">${escapeHtml(t('mails.summary.offLink'))}</a></p>`,
  ].join('\n');
  return { subject, text, html };
}

export interface WebhookOffNotice {
  url: string;
  failures: number;
  settingsUrl: string;
  brand: string;
  language?: string | null;
}

/** A webhook was turned off after `failures` deliveries in a row failed: where to turn it back on. */
export function webhookOffMail(notice: WebhookOffNotice): ComposedMail {
  const t = translator(mailLanguage(notice.language));
  const subject = t('mails.webhookOff.subject');
  const body = t('mails.webhookOff.body', { url: notice.url, count: notice.failures });
  const turnOn = t('mails.webhookOff.turnOn', { url: notice.settingsUrl });
  const why = t('mails.webhookOff.why', { brand: notice.brand });
  const html = [
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(notice.settingsUrl)}">${escapeHtml(t('mails.webhookOff.turnOnLink'))}</a></p>`,
    `<p>${escapeHtml(why)}</p>`,
  ].join('\n');
  return { subject, text: [body, '', turnOn, '', why].join('\n'), html };
}

export interface MentionNotice {
  /** Who wrote the comment, as pages name them. */
  author: string;
  title: string;
  /** The comment as written (quoted, shortened past a few lines' worth). */
  body: string;
  /** The deck's editor, where the comment is. */
  url: string;
  brand: string;
  /** The mentioned person's language (users.language); null or absent: English. */
  language?: string | null;
}

/** The longest quote of the comment a mention mail carries; the rest is in the editor. */
const QUOTE_LENGTH = 500;

/** Someone mentioned the recipient in a comment on a presentation they collaborate on. */
export function mentionMail(notice: MentionNotice): ComposedMail {
  const t = translator(mailLanguage(notice.language));
  const quote =
    notice.body.length > QUOTE_LENGTH ? `${notice.body.slice(0, QUOTE_LENGTH).trimEnd()}…` : notice.body;
  const subject = t('mails.mention.subject', { author: notice.author, title: notice.title });
  const intro = t('mails.mention.body', { author: notice.author, title: notice.title });
  const open = t('mails.mention.open', { url: notice.url });
  const why = t('mails.mention.why', { brand: notice.brand });
  const quoted = quote
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<blockquote>${escapeHtml(quote).replaceAll('\n', '<br>')}</blockquote>`,
    `<p><a href="${escapeHtml(notice.url)}">${escapeHtml(t('mails.mention.openLink'))}</a></p>`,
    `<p>${escapeHtml(why)}</p>`,
  ].join('\n');
  return { subject, text: [intro, '', quoted, '', open, '', why].join('\n'), html };
}
