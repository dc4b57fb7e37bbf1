import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';
import { styledPrimitive } from './styled-primitive';

// Not modal: a modal menu hides the rest of the page with aria-hidden while leaving it
// focusable (axe: aria-hidden-focus). Focus still moves into the menu and Escape closes it.
export function DropdownMenu(props: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-48 overflow-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export const DropdownMenuItem = styledPrimitive(
  MenuPrimitive.Item,
  'relative flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4',
);

export const DropdownMenuLabel = styledPrimitive(
  MenuPrimitive.Label,
  'px-2 py-1.5 text-sm font-semibold',
);

export const DropdownMenuSeparator = styledPrimitive(
  MenuPrimitive.Separator,
  '-mx-1 my-1 h-px bg-muted',
);
