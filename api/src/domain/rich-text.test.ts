import { describe, expect, it } from 'vitest';
import { sanitiseDescription } from './rich-text.js';

describe('sanitiseDescription (admin.md §3 rich-text description)', () => {
  it('keeps paragraphs, bold, italic, lists and safe links', () => {
    const html =
      '<p><strong>Bold</strong> <em>it</em></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitiseDescription(html)).toBe(html);
    expect(sanitiseDescription('<a href="https://bridge.example/x">x</a>')).toBe(
      '<a href="https://bridge.example/x" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('removes scripts, handlers, styles and unsafe links', () => {
    expect(sanitiseDescription('<p onclick="x()">Hi<script>steal()</script></p>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitiseDescription('<img src=x onerror="alert(1)"><p style="color:red">A</p>')).toBe(
      '<p>A</p>',
    );
    expect(sanitiseDescription('<style>p{}</style><a href="javascript:alert(1)">go</a>')).toBe(
      '<a rel="noopener noreferrer" target="_blank">go</a>',
    );
    expect(sanitiseDescription('<iframe src="https://evil.example"></iframe>')).toBe('');
  });
});
