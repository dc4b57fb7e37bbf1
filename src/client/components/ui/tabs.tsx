import { Tabs as TabsPrimitive } from 'radix-ui';
import { styledPrimitive } from './styled-primitive';

export const Tabs = TabsPrimitive.Root;

export const TabsList = styledPrimitive(
  TabsPrimitive.List,
  'inline-flex h-auto min-h-10 items-center justify-center rounded-md bg-muted p-1 text-muted-foreground',
);

export const TabsTrigger = styledPrimitive(
  TabsPrimitive.Trigger,
  // Phones: 44 px tall, and a long label may wrap rather than run into its neighbour (reflow).
  'inline-flex min-h-11 items-center justify-center rounded-sm px-2 py-1.5 text-center text-sm font-medium leading-tight transition-all sm:px-3 md:min-h-8 md:whitespace-nowrap focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

export const TabsContent = styledPrimitive(
  TabsPrimitive.Content,
  'mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
);
