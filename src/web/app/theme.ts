import { createTheme, type MantineColorsTuple } from '@mantine/core';

// One theme for the whole product: a warm plum primary, soft neutrals, rounded but not bubbly.
const plum: MantineColorsTuple = [
  '#fcf0f6',
  '#f3dfe9',
  '#e6bcd2',
  '#d996ba',
  '#ce76a5',
  '#c76198',
  '#c35692',
  '#ac467e',
  '#9a3d71',
  '#873163',
];

export const theme = createTheme({
  primaryColor: 'plum',
  primaryShade: { light: 7, dark: 5 },
  colors: { plum },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "'Fraunces Variable', Georgia, 'Times New Roman', serif",
    fontWeight: '600',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Modal: { defaultProps: { radius: 'lg', centered: true } },
    TextInput: { defaultProps: { radius: 'md' } },
    PasswordInput: { defaultProps: { radius: 'md' } },
  },
});
