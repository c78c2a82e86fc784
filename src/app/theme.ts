import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** A calm clinical teal; every shade passes AA for text on white from index 7 up. */
const clinic: MantineColorsTuple = ['#e6f7f6', '#ccebe9', '#9bd7d3', '#66c2bc', '#3dafa8', '#22a19a', '#0f8c86', '#0b7a75', '#066b66', '#005955'];

/** The one theme: one primary colour, Georgian font first, 8 px rhythm, large tap targets. */
export const theme = createTheme({
  primaryColor: 'clinic',
  primaryShade: { light: 7, dark: 5 },
  colors: { clinic },
  fontFamily: '"Noto Sans Georgian", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: '"Noto Sans Georgian", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '600' },
  fontSizes: { xs: '0.8125rem', sm: '0.9375rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  spacing: { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    NativeSelect: { defaultProps: { size: 'md' } },
  },
});

/** SPEC §9: header heights. */
export const HEADER_HEIGHT = 58;
/** Wider than this, the side menu stays open for anonymous visitors (SPEC §2). */
export const MENU_BREAKPOINT_PX = 1000;

/**
 * Mantine's default secondary ("dimmed") text is gray.6, about 3.3:1 on white: too faint for
 * older patients and below WCAG AA. Hints and secondary text use gray.7 (about 7:1) instead.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
