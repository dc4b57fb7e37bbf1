// The sign-in and sign-up forms' checks, in their own chunk with Zod: the forms fetch it when
// first submitted (lazyResolver), so /auth's first load carries no schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginPayloadSchema, registerPayloadSchema } from '@shared/contracts/auth';

export const loginResolver = zodResolver(loginPayloadSchema);
export const registerResolver = zodResolver(registerPayloadSchema);
