/**
 * Paper is white: a results report printed (or saved as PDF) from dark mode would come out as pale grey text on a
 * white page, since browsers leave dark backgrounds out of print. While the print dialog is open the page takes the
 * light scheme, then returns to the member's own (decision 077).
 */
const ATTRIBUTE = 'data-mantine-color-scheme';
let before: string | null = null;

window.addEventListener('beforeprint', () => {
  before = document.documentElement.getAttribute(ATTRIBUTE);
  document.documentElement.setAttribute(ATTRIBUTE, 'light');
});

window.addEventListener('afterprint', () => {
  if (before) document.documentElement.setAttribute(ATTRIBUTE, before);
  before = null;
});
