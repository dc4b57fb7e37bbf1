import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { loginPayloadSchema, type User } from '@shared/contracts/auth';
import { Button } from '@client/components/ui/button';
import { useLogin } from '../api/login';
import { FormTextField } from '@client/components/form-text-field';
import { RememberMeField } from './remember-me-field';

export function LoginForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const login = useLogin({ onSuccess });
  const form = useForm({
    resolver: zodResolver(loginPayloadSchema),
    defaultValues: { username: '', password: '', rememberMe: true },
  });
  const { errors } = form.formState;
  const pending = login.isPending;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => login.mutate(values))}
    >
      <FormTextField
        id="login-username"
        label="Username"
        placeholder="Enter your username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <FormTextField
        id="login-password"
        label="Password"
        type="password"
        placeholder="Enter your password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Controller
        control={form.control}
        name="rememberMe"
        render={({ field }) => (
          <RememberMeField
            id="login-remember"
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
