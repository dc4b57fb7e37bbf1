import { z } from 'zod';

// The optional lock on what Steady keeps on the device (the journal, the safety plan). The data is
// encrypted with AES-GCM (256-bit key) derived from the
// passphrase with PBKDF2-SHA-256 at OWASP's 2023 minimum of 600,000 iterations and a random
// 16-byte salt. The derived key is non-extractable and lives only in memory for the visit: the
// passphrase and the key are never stored, so a forgotten passphrase cannot be recovered.

export const PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const IV_BYTES = 12;

const envelopeSchema = z.object({
  format: z.string().min(1),
  version: z.literal(1),
  kdf: z.object({
    name: z.literal('PBKDF2'),
    hash: z.literal('SHA-256'),
    iterations: z.number().int().min(PBKDF2_ITERATIONS),
    salt: z.string().min(1),
  }),
  iv: z.string().min(1),
  ciphertext: z.string().min(1),
});

/** Each kind of document names its envelope, so one is never mistaken for another's. */
export function envelopeSchemaFor(format: string) {
  return envelopeSchema.extend({ format: z.literal(format) });
}

export type EncryptedEnvelope = z.infer<typeof envelopeSchema>;

export type DeviceKey = { key: CryptoKey; salt: string; iterations: number };

export class WrongPassphraseError extends Error {
  constructor() {
    super('The passphrase does not unlock this data.');
    this.name = 'WrongPassphraseError';
  }
}

export async function createDeviceKey(
  passphrase: string,
  crypto: Crypto = globalThis.crypto,
): Promise<DeviceKey> {
  const salt = toBase64(crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
  return deriveDeviceKey(passphrase, salt, PBKDF2_ITERATIONS, crypto);
}

export async function deriveDeviceKey(
  passphrase: string,
  salt: string,
  iterations: number,
  crypto: Crypto = globalThis.crypto,
): Promise<DeviceKey> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(passphrase),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  const key = await crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(salt), iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  return { key, salt, iterations };
}

export async function encryptText(
  plaintext: string,
  deviceKey: DeviceKey,
  format: string,
  crypto: Crypto = globalThis.crypto,
): Promise<EncryptedEnvelope> {
  // A fresh IV for every write: reusing one with the same AES-GCM key would break confidentiality.
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    deviceKey.key,
    new TextEncoder().encode(plaintext),
  );
  return {
    format,
    version: 1,
    kdf: {
      name: 'PBKDF2',
      hash: 'SHA-256',
      iterations: deviceKey.iterations,
      salt: deviceKey.salt,
    },
    iv: toBase64(iv),
    ciphertext: toBase64(new Uint8Array(ciphertext)),
  };
}

/** Throws WrongPassphraseError when the key does not fit (AES-GCM authentication fails). */
export async function decryptText(
  envelope: EncryptedEnvelope,
  deviceKey: DeviceKey,
  crypto: Crypto = globalThis.crypto,
): Promise<string> {
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(envelope.iv) },
      deviceKey.key,
      fromBase64(envelope.ciphertext),
    );
    return new TextDecoder().decode(plaintext);
  } catch {
    throw new WrongPassphraseError();
  }
}

/** The key can only decrypt envelopes made with the same salt and iteration count. */
export function keyFits(envelope: EncryptedEnvelope, deviceKey: DeviceKey): boolean {
  return envelope.kdf.salt === deviceKey.salt && envelope.kdf.iterations === deviceKey.iterations;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
