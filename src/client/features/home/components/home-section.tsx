import type { TitledSectionProps } from '@client/components/titled-section-props';

/** A plain home-page band with a centred title that names it for screen readers. */
export function HomeSection({ id, title, children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className="py-16">
      <div className="container mx-auto max-w-6xl px-4">
        <h2 id={id} className="text-center text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
