import { useController, useForm } from 'react-hook-form';
import type { User } from '@shared/contracts/auth';
import { lazyResolver } from '@client/lib/lazy-resolver';
import { passwordStrength, STRENGTH_HINT } from '@shared/rules/password-strength';
import { useRegister } from '../api/register';
import { serverMessage as apiServerMessage } from '@client/lib/api-client';
import { FormTextField } from '@client/components/form-text-field';
import { CredentialsForm } from './credentials-form';

const resolver = lazyResolver(() =>
  import('../lib/credential-resolvers').then((module) => module.registerResolver),
);

export function RegisterForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const register = useRegister({ onSuccess });
  const form = useForm({
    resolver,
    defaultValues: { username: '', password: '', email: '', rememberMe: true },
  });
  const { errors } = form.formState;
  const rememberMe = useController({ control: form.control, name: 'rememberMe' }).field;
  // The common-password blocklist lives on the server: its answer is shown under the field.
  const serverMessage = register.error ? apiServerMessage(register.error) : undefined;
  const serverPasswordError = serverMessage?.startsWith('Invalid password: ')
    ? serverMessage.slice('Invalid password: '.length)
    : undefined;
  const passwordError = errors.password?.message ?? serverPasswordError;
  const strengthHint = STRENGTH_HINT[passwordStrength(form.watch('password') ?? '')];

  return (
    <CredentialsForm
      idPrefix="register"
      onSubmit={form.handleSubmit((values) => register.mutate(values))}
      username={{
        placeholder: 'Choose a username',
        hint: 'At least 3 characters. No real name needed.',
        error: errors.username?.message,
        ...form.register('username'),
      }}
      password={{
        placeholder: 'Create a password',
        autoComplete: 'new-password',
        hint: strengthHint,
        error: passwordError,
        ...form.register('password'),
      }}
      rememberMe={rememberMe}
      pending={register.isPending}
      submitLabel="Create Account"
      pendingLabel="Creating account..."
    >
      <FormTextField
        id="register-email"
        label="Email (Optional)"
        type="email"
        placeholder="you@example.com"
        autoComplete="email"
        hint="Stored only if you enter one, never shared."
        error={errors.email?.message}
        {...form.register('email')}
      />
    </CredentialsForm>
  );
}
