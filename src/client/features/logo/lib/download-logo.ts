import { saveBlob } from '@client/lib/save-file';
import { logoFileName, logoSvg, type LogoVariant } from './logo-artwork';

export const SVG_SIZE = 256;
export const PNG_SIZE = 1024;

// The PNG is drawn from the SVG itself through a blob: URL (allowed by the CSP's img-src), so the
// two files are always the same artwork.
async function renderPng(variant: LogoVariant): Promise<Blob> {
  const svgUrl = URL.createObjectURL(
    new Blob([logoSvg(variant, PNG_SIZE)], { type: 'image/svg+xml' }),
  );
  try {
    const image = new Image(PNG_SIZE, PNG_SIZE);
    image.src = svgUrl;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = PNG_SIZE;
    canvas.height = PNG_SIZE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available');
    context.drawImage(image, 0, 0, PNG_SIZE, PNG_SIZE);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('PNG export failed'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(svgUrl);
  }
}

/** SPEC: one click downloads both an SVG (256×256) and a 1024×1024 PNG named after the variant. */
export async function downloadLogo(variant: LogoVariant): Promise<void> {
  saveBlob(
    new Blob([logoSvg(variant, SVG_SIZE)], { type: 'image/svg+xml' }),
    logoFileName(variant, 'svg'),
  );
  saveBlob(await renderPng(variant), logoFileName(variant, 'png'));
}
