import { Label as LabelPrimitive } from 'radix-ui';
import { styledPrimitive } from './styled-primitive';

export const Label = styledPrimitive(
  LabelPrimitive.Root,
  'text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
);
