/**
 * The demo clinic's pictures, drawn as small SVG files: a portrait-style avatar per doctor and a
 * logo per clinic. No text is drawn, so they look the same whatever fonts a browser has.
 */

/** Colours of one avatar: background, its darker ring, hair, skin, and the scrubs under the coat. */
export interface AvatarPalette {
  background: string;
  ring: string;
  hair: string;
  skin: string;
  scrubs: string;
}

export const AVATAR_PALETTES: AvatarPalette[] = [
  { background: '#dbeafe', ring: '#bfdbfe', hair: '#3b2f2a', skin: '#f1c7a5', scrubs: '#2f7d8c' },
  { background: '#fce7f3', ring: '#fbcfe8', hair: '#5a3825', skin: '#eab893', scrubs: '#5b6bbf' },
  { background: '#dcfce7', ring: '#bbf7d0', hair: '#1f1d1b', skin: '#e0a981', scrubs: '#2e7d5b' },
  { background: '#fef3c7', ring: '#fde68a', hair: '#7a4a2a', skin: '#f3d0b3', scrubs: '#3b6fb6' },
  { background: '#ede9fe', ring: '#ddd6fe', hair: '#2b2523', skin: '#d9a27c', scrubs: '#6b4fa8' },
  { background: '#e0f2fe', ring: '#bae6fd', hair: '#9a9a9a', skin: '#efc3a0', scrubs: '#23788f' },
  { background: '#ffe4e6', ring: '#fecdd3', hair: '#4a2c20', skin: '#f0c29e', scrubs: '#b04a5a' },
  { background: '#ecfccb', ring: '#d9f99d', hair: '#262220', skin: '#dca882', scrubs: '#4d7c2f' },
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A head-and-shoulders portrait of a doctor in a white coat, on a soft coloured circle. */
export function avatarSvg(opts: { label: string; gender: 'male' | 'female'; palette: AvatarPalette }): string {
  const p = opts.palette;
  const longHair = opts.gender === 'female';
  const hairBack = longHair
    ? `<path d="M80 112c-4-44 22-66 48-66s52 22 48 66l6 70c-18 10-90 10-108 0z" fill="${p.hair}"/>`
    : '';
  const hairTop = longHair
    ? `<path d="M86 112c-2-34 18-52 42-52s46 16 42 52c-10-16-22-26-38-30-8 12-26 24-46 30z" fill="${p.hair}"/>`
    : `<path d="M88 106c-4-32 14-48 40-48s44 14 40 46c-4-10-10-18-18-22-14 6-40 6-56 0-4 6-6 14-6 24z" fill="${p.hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="${esc(opts.label)}">
<title>${esc(opts.label)}</title>
<defs><clipPath id="frame"><circle cx="128" cy="128" r="128"/></clipPath></defs>
<g clip-path="url(#frame)">
<rect width="256" height="256" fill="${p.background}"/>
<circle cx="128" cy="128" r="118" fill="none" stroke="${p.ring}" stroke-width="8"/>
${hairBack}
<path d="M112 150h32v36h-32z" fill="${p.skin}"/>
<path d="M112 166c10 8 22 8 32 0v10c-10 6-22 6-32 0z" fill="#000" opacity=".08"/>
<path d="M30 256c4-44 34-70 70-76l28 22 28-22c36 6 66 32 70 76z" fill="#ffffff"/>
<path d="M100 180l28 22 28-22 4 4-32 40-32-40z" fill="${p.scrubs}"/>
<path d="M100 180l-8 6 24 70h12zM156 180l8 6-24 70h-12z" fill="#e8edf2"/>
<path d="M150 210c14 10 16 26 10 38" fill="none" stroke="#56606b" stroke-width="4" stroke-linecap="round"/>
<circle cx="159" cy="250" r="6" fill="#56606b"/>
<ellipse cx="128" cy="112" rx="38" ry="44" fill="${p.skin}"/>
<ellipse cx="90" cy="116" rx="6" ry="9" fill="${p.skin}"/>
<ellipse cx="166" cy="116" rx="6" ry="9" fill="${p.skin}"/>
${hairTop}
<circle cx="114" cy="116" r="3.5" fill="#2d2a28"/>
<circle cx="142" cy="116" r="3.5" fill="#2d2a28"/>
<path d="M116 136c8 6 16 6 24 0" fill="none" stroke="#a15c4a" stroke-width="3" stroke-linecap="round"/>
</g>
</svg>
`;
}

/** Colours and motif of a clinic's mark. */
export interface LogoStyle {
  label: string;
  primary: string;
  secondary: string;
  motif: 'family' | 'sea';
}

/**
 * A rounded square in the clinic's colour. 'family': a white heart holding a warm cross;
 * 'sea': a white cross above two waves.
 */
export function clinicLogoSvg(style: LogoStyle): string {
  const mark = style.motif === 'family'
    ? `<path d="M128 206c-56-36-80-66-80-98 0-26 20-44 44-44 16 0 28 8 36 22 8-14 20-22 36-22 24 0 44 18 44 44 0 32-24 62-80 98z" fill="#ffffff"/>
<rect x="115" y="88" width="26" height="72" rx="9" fill="${style.secondary}"/>
<rect x="92" y="111" width="72" height="26" rx="9" fill="${style.secondary}"/>`
    : `<rect x="110" y="40" width="36" height="104" rx="12" fill="#ffffff"/>
<rect x="76" y="74" width="104" height="36" rx="12" fill="#ffffff"/>
<path d="M48 172c13-10 27-10 40 0s27 10 40 0 27-10 40 0 27 10 40 0" fill="none" stroke="${style.secondary}" stroke-width="12" stroke-linecap="round"/>
<path d="M48 202c13-10 27-10 40 0s27 10 40 0 27-10 40 0 27 10 40 0" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity=".55"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="${esc(style.label)}">
<title>${esc(style.label)}</title>
<rect x="8" y="8" width="240" height="240" rx="56" fill="${style.primary}"/>
${mark}
</svg>
`;
}
