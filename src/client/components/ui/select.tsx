import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@client/lib/utils';

// A styled native select: fully accessible, works by keyboard and on phones, no extra JS.
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pl-3 pr-9 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60 md:text-sm',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 opacity-60"
        aria-hidden="true"
      />
    </div>
  );
}
