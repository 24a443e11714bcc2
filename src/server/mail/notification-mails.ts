// The owners' notification e-mails (issue #16 item 3): a view through a share link, and the weekly
// summary. Plain text plus HTML in which every piece of people's text is escaped.
import { escapeHtml } from '../../domain/html';

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

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
}

const when = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function viewMail(notice: ViewNotice): ComposedMail {
  const link = notice.linkName ?? `link ${notice.linkId}`;
  const subject = `“${notice.title}” was viewed through ${link}`;
  const lines = [
    notice.first
      ? `Your presentation “${notice.title}” was viewed for the first time through ${link}.`
      : `Your presentation “${notice.title}” was viewed through ${link}.`,
    '',
    ...(notice.email ? [`Viewer: ${notice.email}`] : []),
    `When: ${when(notice.at)}`,
    '',
    `Statistics: ${notice.statsUrl}`,
    '',
    `You get this e-mail because of the link's notification setting in ${notice.brand}; change it in the presentation's settings.`,
  ];
  const html = [
    `<p>${escapeHtml(lines[0]!)}</p>`,
    '<ul>',
    ...(notice.email ? [`<li>Viewer: ${escapeHtml(notice.email)}</li>`] : []),
    `<li>When: ${escapeHtml(when(notice.at))}</li>`,
    '</ul>',
    `<p><a href="${escapeHtml(notice.statsUrl)}">See the statistics</a></p>`,
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
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const figures = (f: { views: number; likes: number; comments: number }) =>
  `${count(f.views, 'view')}, ${count(f.likes, 'like')}, ${count(f.comments, 'comment')}`;

export function summaryMail(input: SummaryInput): ComposedMail {
  const period = `${input.since.toISOString().slice(0, 10)} – ${input.until.toISOString().slice(0, 10)}`;
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
  const subject = `Your week on ${input.brand}: ${figures(totals)}`;
  const row = (p: SummaryInput['presentations'][number]) => `${p.title}: ${figures(p)}`;
  const linkRow = (l: SummaryInput['links'][number]) =>
    `${l.name ?? `link ${l.linkId}`} (${l.title}): ${count(l.views, 'view')}`;
  const text = [
    `Hello ${input.username},`,
    '',
    `Your presentations from ${period}:`,
    '',
    ...(active.length > 0
      ? active.map((p) => `- ${row(p)}\n  ${p.url}`)
      : ['No views, likes or comments this week.']),
    ...(input.links.length > 0 ? ['', 'Top share links:', ...input.links.map((l) => `- ${linkRow(l)}`)] : []),
    '',
    `Turn this summary off in your account settings: ${input.settingsUrl}`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(input.username)},</p>`,
    `<p>Your presentations from ${escapeHtml(period)}:</p>`,
    active.length > 0
      ? `<ul>${active
          .map((p) => `<li><a href="${escapeHtml(p.url)}">${escapeHtml(p.title)}</a>: ${figures(p)}</li>`)
          .join('')}</ul>`
      : '<p>No views, likes or comments this week.</p>',
    input.links.length > 0
      ? `<p>Top share links:</p><ul>${input.links.map((l) => `<li>${escapeHtml(linkRow(l))}</li>`).join('')}</ul>`
      : '',
    `<p><a href="${escapeHtml(input.settingsUrl)}">Turn this summary off in your account settings</a></p>`,
  ].join('\n');
  return { subject, text, html };
}
