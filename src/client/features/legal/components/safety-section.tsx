import type { TitledSectionProps } from '@client/components/titled-section-props';

/** One titled part of /safety; the heading names the section for screen readers. */
export function SafetySection({ id, title, children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
