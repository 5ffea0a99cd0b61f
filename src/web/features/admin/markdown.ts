import { Marked, type Tokens } from 'marked';

/**
 * Markdown to HTML for the administrator's newsletter preview (issue 30 item 16). The text is ours (the article
 * library and the admin's own name), but it goes into the page as HTML, so nothing in it may run: raw HTML is shown
 * as text, links keep only http(s) and mailto addresses, and images become their alt text (no remote loads).
 */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const safeMarked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      if (!/^(https?:|mailto:)/i.test(token.href)) return text;
      return `<a href="${escapeHtml(token.href)}" target="_blank" rel="noopener noreferrer">${text}</a>`;
    },
    image(token: Tokens.Image) {
      return escapeHtml(token.text);
    },
  },
});

export function markdownToSafeHtml(markdown: string): string {
  return safeMarked.parse(markdown) as string;
}
