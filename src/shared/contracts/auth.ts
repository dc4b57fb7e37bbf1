import { z } from 'zod';

// Shared by the auth forms and the server, so both give the same messages (SPEC.md §5).
export const usernameSchema = z
  .string({ error: 'Required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[\p{L}\p{N}_.-]+$/u, 'Username may use letters, numbers, dots, dashes and underscores');

// 128 is a generous cap that keeps hashing cheap to abuse; nothing is truncated below it.
export const passwordSchema = z
  .string({ error: 'Required' })
  .min(6, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters');

export const loginPayloadSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  rememberMe: z.boolean().default(true),
});

export const registerPayloadSchema = loginPayloadSchema.extend({
  email: z
    .union([z.literal(''), z.email('Please enter a valid email').max(254)])
    .optional()
    .transform((value) => (value ? value : undefined)),
});

export const userSchema = z.object({ id: z.number().int(), username: z.string() });

export type LoginPayload = z.input<typeof loginPayloadSchema>;
export type RegisterPayload = z.input<typeof registerPayloadSchema>;
export type User = z.infer<typeof userSchema>;

export const messageSchema = z.object({ message: z.string() });
