// The Steady mark: two calm waves, the lower one solid, the upper one softer. The favicon and the
// web-app icons in public/ are exported from these same shapes.

export type LogoVariant = 'circle-gradient' | 'circle-solid' | 'square-gradient' | 'icon-only';

export const LOGO_VARIANTS: readonly { id: LogoVariant; name: string; hint: string }[] = [
  { id: 'circle-gradient', name: 'Circle gradient', hint: 'Best for profile photos' },
  { id: 'circle-solid', name: 'Circle solid', hint: 'Flat color for print and small sizes' },
  { id: 'square-gradient', name: 'Square gradient', hint: 'App icons and social posts' },
  { id: 'icon-only', name: 'Icon only', hint: 'Transparent background' },
];

export const BRAND_BLUE = '#1d4ed8';
export const BRAND_TEAL = '#0f766e';

const WAVES = (color: string) =>
  `<path d="M14 38c6-10 12-10 18 0s12 10 18 0" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M14 26c6-10 12-10 18 0s12 10 18 0" fill="none" stroke="${color}" stroke-opacity=".6" stroke-width="5" stroke-linecap="round"/>`;

function gradient(id: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND_BLUE}"/><stop offset="1" stop-color="${BRAND_TEAL}"/></linearGradient></defs>`;
}

function shapes(variant: LogoVariant, gradientId: string): string {
  switch (variant) {
    case 'circle-gradient':
      return `${gradient(gradientId)}<circle cx="32" cy="32" r="32" fill="url(#${gradientId})"/>${WAVES('#fff')}`;
    case 'circle-solid':
      return `<circle cx="32" cy="32" r="32" fill="${BRAND_BLUE}"/>${WAVES('#fff')}`;
    case 'square-gradient':
      return `${gradient(gradientId)}<rect width="64" height="64" rx="14" fill="url(#${gradientId})"/>${WAVES('#fff')}`;
    case 'icon-only':
      return WAVES(BRAND_BLUE);
  }
}

/** A standalone SVG document of one variant at the given pixel size. */
export function logoSvg(
  variant: LogoVariant,
  size: number,
  title = `Steady logo, ${variant.replace('-', ' ')}`,
): string {
  // Each inline copy needs its own gradient id, or every logo on the page would share the first.
  const gradientId = `steady-gradient-${variant}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}" role="img">` +
    `<title>${title}</title>${shapes(variant, gradientId)}</svg>`
  );
}

export function logoFileName(variant: LogoVariant, extension: 'svg' | 'png'): string {
  return `steady-logo-${variant}.${extension}`;
}
