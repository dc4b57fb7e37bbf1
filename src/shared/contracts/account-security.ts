import { z } from 'zod';
import { newPasswordSchema } from './auth';

// Session and account controls (issue 20, ASVS L2 §3 and §6): change password, the session list
// with sign-out, and re-entering the password before export or deletion.

/** The password he types to prove it is him; any length the sign-in form accepts. */
const currentPasswordSchema = z
  .string({ error: 'Required' })
  .min(1, 'Enter your current password')
  .max(128, 'Password must be at most 128 characters');

export const changePasswordPayloadSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: 'New password must be different from the current one',
    path: ['newPassword'],
  });
export type ChangePasswordPayload = z.input<typeof changePasswordPayloadSchema>;

export const reauthPayloadSchema = z.object({ password: currentPasswordSchema });
export type ReauthPayload = z.input<typeof reauthPayloadSchema>;

/** How long a re-entered password lets him export or delete before he must type it again. */
export const REAUTH_WINDOW_MINUTES = 5;
export const reauthAnswerSchema = z.object({ message: z.string(), validUntil: z.string() });

export const WRONG_PASSWORD = 'That password is not right. Please try again.';
export const REAUTH_REQUIRED = 'Please enter your password again to continue.';

export const sessionInfoSchema = z.object({
  /** A public id for this session; the token and its hash never leave the server. */
  id: z.uuid(),
  /** "Chrome on Android"; never the raw User-Agent, never an IP. */
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** Remembered for 30 days, or ending with the browser. */
  persistent: z.boolean(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const sessionListSchema = z.object({ sessions: z.array(sessionInfoSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionIdParamsSchema = z.object({ id: z.uuid('Unknown session') });
