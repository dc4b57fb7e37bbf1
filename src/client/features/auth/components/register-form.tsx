import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { registerPayloadSchema, type User } from '@shared/contracts/auth';
import { passwordStrength, STRENGTH_HINT } from '@shared/rules/password-strength';
import { Button } from '@client/components/ui/button';
import { useRegister } from '../api/register';
import { serverMessage as apiServerMessage } from '@client/lib/api-client';
import { FormTextField } from '@client/components/form-text-field';
import { RememberMeField } from './remember-me-field';

export function RegisterForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const register = useRegister({ onSuccess });
  const form = useForm({
    resolver: zodResolver(registerPayloadSchema),
    defaultValues: { username: '', password: '', email: '', rememberMe: true },
  });
  const { errors } = form.formState;
  const pending = register.isPending;
  // The common-password blocklist lives on the server: its answer is shown under the field.
  const serverMessage = register.error ? apiServerMessage(register.error) : undefined;
  const serverPasswordError = serverMessage?.startsWith('Invalid password: ')
    ? serverMessage.slice('Invalid password: '.length)
    : undefined;
  const passwordError = errors.password?.message ?? serverPasswordError;
  const strengthHint = STRENGTH_HINT[passwordStrength(form.watch('password') ?? '')];

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => register.mutate(values))}
    >
      <FormTextField
        id="register-username"
        label="Username"
        placeholder="Choose a username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="At least 3 characters. No real name needed."
        error={errors.username?.message}
        {...form.register('username')}
      />
      <FormTextField
        id="register-password"
        label="Password"
        type="password"
        placeholder="Create a password"
        autoComplete="new-password"
        hint={strengthHint}
        error={passwordError}
        {...form.register('password')}
      />
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
      <Controller
        control={form.control}
        name="rememberMe"
        render={({ field }) => (
          <RememberMeField
            id="register-remember"
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
