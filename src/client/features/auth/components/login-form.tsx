import { useController, useForm } from 'react-hook-form';
import type { User } from '@shared/contracts/auth';
import { lazyResolver } from '@client/lib/lazy-resolver';
import { useLogin } from '../api/login';
import { CredentialsForm } from './credentials-form';

const resolver = lazyResolver(() =>
  import('../lib/credential-resolvers').then((module) => module.loginResolver),
);

export function LoginForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const login = useLogin({ onSuccess });
  const form = useForm({
    resolver,
    defaultValues: { username: '', password: '', rememberMe: true },
  });
  const { errors } = form.formState;
  const rememberMe = useController({ control: form.control, name: 'rememberMe' }).field;

  return (
    <CredentialsForm
      idPrefix="login"
      onSubmit={form.handleSubmit((values) => login.mutate(values))}
      username={{
        placeholder: 'Enter your username',
        error: errors.username?.message,
        ...form.register('username'),
      }}
      password={{
        placeholder: 'Enter your password',
        autoComplete: 'current-password',
        error: errors.password?.message,
        ...form.register('password'),
      }}
      rememberMe={rememberMe}
      pending={login.isPending}
      submitLabel="Login"
      pendingLabel="Logging in..."
    />
  );
}
