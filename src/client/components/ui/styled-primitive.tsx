import { createElement, type ComponentProps, type ElementType } from 'react';
import { cn } from '@client/lib/utils';

/**
 * The shape most of our shadcn primitives share: an element or Radix part that always carries
 * its own classes, merged with any the caller adds, and passes every other prop straight on.
 */
export function styledPrimitive<T extends ElementType>(Component: T, baseClassName: string) {
  return function StyledPrimitive({
    className,
    ...props
  }: ComponentProps<T> & { className?: string }) {
    return createElement(Component, { className: cn(baseClassName, className), ...props });
  };
}
