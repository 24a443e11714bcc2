// Descriptions are HTML (spec §2 metadata card), sanitised on write against a small allow-list.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: false });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'h3',
    'h4',
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow ugc', target: '_blank' }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    ...ALLOWED,
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  }).trim();
}

/** Front matter descriptions are Markdown (bold, links); this turns them into safe HTML. */
export function descriptionFromMarkdown(text: string): string {
  return sanitizeDescription(markdown.render(text));
}
