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
    // A person's photo always sits next to their name here: decorative for screen readers.
    // Where an avatar stands alone, pass `alt` with the name.
    Avatar: { defaultProps: { alt: '' } },
  },
});

/** SPEC §9: header heights. */
export const HEADER_HEIGHT = 58;
/** Wider than this, the side menu stays open for anonymous visitors (SPEC §2). */
export const MENU_BREAKPOINT_PX = 1000;

/**
 * Text of the "light" variant (badges, alerts: a pale tint of the colour behind text of the
 * colour) is shade 6 by default, 1.8–3.6:1 against its tint: below WCAG AA for every colour but
 * violet. These reach at least 4.6:1 even on a tint twice as strong (a light badge on a tinted
 * row): shade 9, or shade 9 darkened where even that is not enough.
 */
const LIGHT_VARIANT_TEXT: Record<string, string> = {
  clinic: 'var(--mantine-color-clinic-9)',
  red: '#b52626',
  pink: 'var(--mantine-color-pink-9)',
  grape: 'var(--mantine-color-grape-9)',
  violet: 'var(--mantine-color-violet-9)',
  indigo: 'var(--mantine-color-indigo-9)',
  blue: '#175fa2',
  cyan: '#0a6c7e',
  teal: '#077252',
  green: '#257535',
  lime: '#456f0a',
  yellow: '#a15300',
  orange: '#ae3a0c',
};

/**
 * White text on the "filled" variant (buttons, badges, alerts) is on shade 6 by default: 2.0–3.8:1
 * for every colour but violet. These backgrounds, and their hover, give white text at least
 * 4.6:1: a darker shade, or shade 9 darkened where even that is not enough. The "outline"
 * variant's text and border on white use the same colour.
 */
const FILLED: Record<string, [string, string]> = {
  gray: ['var(--mantine-color-gray-7)', 'var(--mantine-color-gray-8)'],
  red: ['var(--mantine-color-red-9)', '#b52626'],
  pink: ['var(--mantine-color-pink-7)', 'var(--mantine-color-pink-8)'],
  grape: ['var(--mantine-color-grape-7)', 'var(--mantine-color-grape-8)'],
  indigo: ['var(--mantine-color-indigo-7)', 'var(--mantine-color-indigo-8)'],
  blue: ['var(--mantine-color-blue-8)', 'var(--mantine-color-blue-9)'],
  cyan: ['var(--mantine-color-cyan-9)', '#0a6778'],
  teal: ['var(--mantine-color-teal-9)', '#077252'],
  green: ['#29833b', '#257836'],
  lime: ['#4e7e0b', '#47720a'],
  yellow: ['#ad5900', '#9a5000'],
  orange: ['#ce440e', '#bd3f0d'],
};

/**
 * Mantine's default secondary ("dimmed") text is gray.6, about 3.3:1 on white: too faint for
 * older patients and below WCAG AA. Hints and secondary text use gray.7 (about 7:1) instead; the
 * light variant's text and the filled variant's background are darkened as above.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Input errors: red.6 is 3.3:1 on white; red.9 5.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [`--mantine-color-${color}-light-color`, text])),
    ...Object.fromEntries(
      Object.entries(FILLED).flatMap(([color, [filled, hover]]) => [
        [`--mantine-color-${color}-filled`, filled],
        [`--mantine-color-${color}-filled-hover`, hover],
        [`--mantine-color-${color}-outline`, filled],
      ]),
    ),
  },
  dark: {},
});
