import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { FormTextField } from '@client/components/form-text-field';
import { Button } from '@client/components/ui/button';
import { RememberMeField } from './remember-me-field';

type FieldProps = Omit<ComponentProps<typeof FormTextField>, 'id' | 'label'>;

type CredentialsFormProps = {
  idPrefix: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  username: FieldProps;
  password: FieldProps;
  /** The remember-me field as react-hook-form controls it (unset counts as checked). */
  rememberMe: { value: boolean | undefined; onChange: (checked: boolean) => void };
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Fields shown between the password and remember-me (sign-up's optional email). */
  children?: ReactNode;
};

/** Login and sign-up alike: username, password, remember-me and the submit button. */
export function CredentialsForm({
  idPrefix,
  onSubmit,
  username,
  password,
  rememberMe,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: CredentialsFormProps) {
  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <FormTextField
        id={`${idPrefix}-username`}
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...username}
      />
      <FormTextField id={`${idPrefix}-password`} label="Password" type="password" {...password} />
      {children}
      <RememberMeField
        id={`${idPrefix}-remember`}
        checked={rememberMe.value ?? true}
        onCheckedChange={rememberMe.onChange}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
