import { Spinner } from '@client/components/ui/spinner';

/**
 * What a page shows while its code or its user loads. It holds a screen's height so the footer
 * stays out of view until the page replaces it: a short placeholder let the footer jump up the
 * screen and back down (a layout shift of 0.9 on a signed-out visit to /progress).
 */
export function PagePlaceholder({ label = 'Loading' }: { label?: string | undefined }) {
  return (
    <div className="flex min-h-svh flex-col items-center gap-3 pt-16">
      <Spinner label={label} />
      {label !== 'Loading' && <p className="text-muted-foreground">{label}</p>}
    </div>
  );
}
