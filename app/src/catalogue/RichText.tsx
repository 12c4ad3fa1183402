/**
 * A product description as stored: rich-text HTML (admin.md §3) that the API sanitises on write
 * to paragraphs, bold, italic, lists and safe links (docs/decisions.md "Product writes"), so the
 * store renders it as it is and ships no sanitiser of its own.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className === undefined ? 'rich-text' : `rich-text ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on write (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
