import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@client/lib/utils';

type Props = {
  level: 1 | 2;
  id: string;
  /** Moves focus here when it mounts (or when this turns true), so a screen reader starts here. */
  focusOnMount?: boolean;
  className: string;
  children: ReactNode;
};

/** A heading that takes focus when a new view replaces the old one, without a focus ring. */
export function FocusHeading({ level, id, focusOnMount = true, className, children }: Props) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Heading id={id} ref={ref} tabIndex={-1} className={cn(className, 'focus:outline-none')}>
      {children}
    </Heading>
  );
}
