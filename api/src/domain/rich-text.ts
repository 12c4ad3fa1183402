import sanitizeHtml from 'sanitize-html';

/**
 * What a product description may hold (admin.md §3 "description (rich-text HTML)"): the editor's
 * paragraphs, bold, italic, lists and links. The store renders the stored HTML as it is, so
 * everything else (scripts, styles, event handlers, other URL schemes) is removed on write.
 */
const DESCRIPTION_RULES: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link leaves the store in a new tab without handing it the opener.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

/**
 * The description with only the allowed markup left.
 *
 * @example
 * sanitiseDescription('<p onclick="x()">Hi<script>steal()</script></p>') // '<p>Hi</p>'
 */
export function sanitiseDescription(html: string): string {
  return sanitizeHtml(html, DESCRIPTION_RULES).trim();
}
