import { styledPrimitive } from './styled-primitive';

export const Card = styledPrimitive(
  'div',
  'rounded-xl border bg-card text-card-foreground shadow-card',
);

export const CardHeader = styledPrimitive('div', 'flex flex-col gap-1.5 p-6');

export const CardTitle = styledPrimitive(
  'h3',
  'text-xl font-semibold leading-tight tracking-tight',
);

export const CardDescription = styledPrimitive('p', 'text-sm text-muted-foreground');

export const CardContent = styledPrimitive('div', 'p-6 pt-0');

export const CardFooter = styledPrimitive('div', 'flex items-center p-6 pt-0');
