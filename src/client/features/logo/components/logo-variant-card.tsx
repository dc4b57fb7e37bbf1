import { useState } from 'react';
import { Download } from 'lucide-react';
import { downloadLogo } from '../lib/download-logo';
import { logoSvg, type LogoVariant } from '../lib/logo-artwork';
import { cn } from '@client/lib/utils';

type Props = { variant: LogoVariant; name: string; hint: string };

export function LogoVariantCard({ variant, name, hint }: Props) {
  const [status, setStatus] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');

  async function onClick() {
    setStatus('working');
    try {
      await downloadLogo(variant);
      setStatus('done');
    } catch (error) {
      console.error('Logo download failed', error);
      setStatus('failed');
    }
  }

  return (
    <li className="flex flex-col">
      <button
        type="button"
        onClick={onClick}
        disabled={status === 'working'}
        className="group flex w-full flex-1 flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center shadow-sm transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-70"
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex size-40 items-center justify-center rounded-xl [&_svg]:size-32',
            variant === 'icon-only' &&
              'bg-[image:repeating-conic-gradient(#e2e8f0_0%_25%,#fff_0%_50%)] bg-size-[16px_16px]',
          )}
          // Trusted: our own static artwork from logo-artwork.ts.
          dangerouslySetInnerHTML={{ __html: logoSvg(variant, 128) }}
        />
        <span className="flex-1">
          <span className="block text-lg font-semibold">{name}</span>
          <span className="block text-sm text-muted-foreground">{hint}</span>
        </span>
        <span className="inline-flex items-center gap-2 whitespace-nowrap rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground group-hover:bg-primary/90">
          <Download className="size-4" aria-hidden="true" />
          <span className="sr-only">Download </span>SVG + PNG
        </span>
      </button>
      <p role="status" className="mt-2 min-h-5 text-center text-sm text-muted-foreground">
        {status === 'working' && 'Preparing files…'}
        {status === 'done' && 'Downloaded the SVG and PNG files'}
        {status === 'failed' && 'Download failed. Please try again.'}
      </p>
    </li>
  );
}
