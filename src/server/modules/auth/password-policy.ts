import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_TOO_COMMON } from '@shared/contracts/auth';
import { HttpError } from '../../http/errors';

// The blocklist is zxcvbn-ts's maintained list of common passwords (about 49,000 entries from
// leaked-password corpora), shipped in @zxcvbn-ts/language-common. It stays on the server: the
// client would download 370 kB for it. Compared case-insensitively ("Password" is as weak).
const COMMON = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** Throws the 400 the forms show under the password field (issue 20, finding 4). */
export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password))
    throw new HttpError(400, `Invalid ${field}: ${PASSWORD_TOO_COMMON}`);
}
