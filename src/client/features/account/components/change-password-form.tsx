import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordPayloadSchema } from '@shared/contracts/account-security';
import { PASSWORD_CONTAINS_USERNAME, passwordContainsUsername } from '@shared/contracts/auth';
import { passwordStrength, STRENGTH_HINT } from '@shared/rules/password-strength';
import { FormTextField } from '@client/components/form-text-field';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import { useChangePassword } from '../api/change-password';

const NEW_PASSWORD_PREFIX = 'Invalid newPassword: ';
const CURRENT_PASSWORD_PREFIX = 'Invalid currentPassword: ';

/** Which field a server refusal belongs under; the rest is shown below the form. */
function placeServerError(error: unknown) {
  if (!(error instanceof ApiError)) return { form: error ? 'Could not change password.' : '' };
  const message = error.serverMessage ?? error.message;
  if (message.startsWith(NEW_PASSWORD_PREFIX))
    return { newPassword: message.slice(NEW_PASSWORD_PREFIX.length) };
  if (message.startsWith(CURRENT_PASSWORD_PREFIX))
    return { currentPassword: message.slice(CURRENT_PASSWORD_PREFIX.length) };
  if (error.status === 403) return { currentPassword: message };
  return { form: message };
}

/**
 * Same rules and reasons as sign-up (issue 20): 8 to 128 characters, not his username, not on
 * the common-password list (checked on the server, its reason shown under the field), with the
 * same strength hint. The server signs out every other session; this one stays signed in.
 */
export function ChangePasswordForm({ username }: { username: string }) {
  const schema = changePasswordPayloadSchema.refine(
    (value) => !passwordContainsUsername(value.newPassword, username),
    { message: PASSWORD_CONTAINS_USERNAME, path: ['newPassword'] },
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useChangePassword({ onSuccess: () => form.reset() });
  const { errors } = form.formState;
  const server = placeServerError(change.error);
  const newPassword = form.watch('newPassword') ?? '';

  return (
    <form
      noValidate
      className="grid max-w-md gap-4"
      onSubmit={form.handleSubmit((values) => change.mutate(values))}
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
      <FormTextField
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message ?? server.currentPassword}
        {...form.register('currentPassword')}
      />
      <FormTextField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`${STRENGTH_HINT[passwordStrength(newPassword)]} Not your username, not a common password.`}
        error={errors.newPassword?.message ?? server.newPassword}
        {...form.register('newPassword')}
      />
      {server.form && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {server.form}
        </p>
      )}
      <Button type="submit" className="w-full sm:w-auto" disabled={change.isPending}>
        {change.isPending ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  );
}
