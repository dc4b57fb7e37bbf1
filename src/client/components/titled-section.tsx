import type { ReactNode } from 'react';

type Props = {
  titleId: string;
  title: ReactNode;
  className: string;
  /** The heading's own classes, and those of the header that holds it and `aside`. */
  titleClassName: string;
  headerClassName: string;
  /** What stands with the heading in the header: a picker, an introduction. */
  aside?: ReactNode;
  children: ReactNode;
};

/** A region named by its h2, which leads a header of its own above the section's content. */
export function TitledSection({
  titleId,
  title,
  className,
  titleClassName,
  headerClassName,
  aside,
  children,
}: Props) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <div className={headerClassName}>
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
