import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from './markdown';

describe('the newsletter preview’s Markdown (issue 30 item 16)', () => {
  it('renders headings, emphasis, lists and web links', () => {
    const html = markdownToSafeHtml('## Small habits\n\n**Listen** first.\n\n- one\n- two\n\n[Read more](https://attune.test/a)');
    expect(html).toContain('<h2>Small habits</h2>');
    expect(html).toContain('<strong>Listen</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<a href="https://attune.test/a" target="_blank" rel="noopener noreferrer">Read more</a>');
  });

  it('lets nothing run: raw HTML shows as text, script links and images are dropped', () => {
    const html = markdownToSafeHtml('<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) ![pic](https://evil.test/p.png)');
    expect(html).not.toMatch(/<script|<img|javascript:|onerror=alert\(1\)>/);
    expect(html).toContain('&lt;script&gt;');
  });
});
