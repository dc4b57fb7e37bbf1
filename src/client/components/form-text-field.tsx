import type { ComponentProps } from 'react';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

type FormTextFieldProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export function FormTextField({ id, label, error, hint, ...inputProps }: FormTextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
