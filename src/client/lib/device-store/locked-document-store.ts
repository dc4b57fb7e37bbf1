import {
  createDeviceKey,
  decryptText,
  deriveDeviceKey,
  encryptText,
  envelopeSchemaFor,
  keyFits,
} from './device-crypto';
import type { DeviceKey, EncryptedEnvelope } from './device-crypto';
import { backUpUnreadable, writeKey } from './device-storage';
import type { StorageLike } from './device-storage';

// One document kept on the device under one localStorage key: plain JSON, or, once the user
// locks it, one AES-GCM envelope in its place (writing the envelope over the same key replaces
// the plain text in one step, so no readable copy is left behind). Every change re-reads what is
// stored and applies itself to that, so two open tabs never overwrite each other's work; a
// cross-tab lock keeps one tab's read-modify-write from interleaving with another's while
// encryption awaits. Unreadable data is set aside under a backup key, never deleted. The journal
// and the safety plan are both kept this way.

export type DocumentSpec<T> = {
  key: string;
  backupPrefix: string;
  envelopeFormat: string;
  empty: () => T;
  /** Strict parse of stored JSON; when it is partly damaged, whatever can still be read. */
  parse: (value: unknown) => { ok: true; value: T } | { ok: false; salvaged: T };
};

export type Snapshot<T> = { status: 'locked' } | { status: 'ready'; value: T; encrypted: boolean };

export type StoreNotice = { kind: 'recovered'; backupKey: string };

/** `not-found`: a change named an item that another tab has removed meanwhile. */
export type StoreError =
  'quota' | 'unavailable' | 'locked' | 'unreadable' | 'already-locked' | 'not-found';

export type StoreResult<T, X = object> =
  | ({ ok: true; snapshot: Snapshot<T>; notice?: StoreNotice } & X)
  | { ok: false; error: StoreError; snapshot: Snapshot<T> };

/** What a change does: the new value, whether to write it, and a key change (null = unlock). */
export type Change<T, X> = { value: T; write: boolean; key?: DeviceKey | null; extra: X };

export type DocumentStoreOptions = {
  storage: StorageLike;
  crypto?: Crypto;
  now?: () => number;
  withLock?: <R>(task: () => Promise<R>) => Promise<R>;
};

type Stored<T> =
  | { kind: 'empty' }
  | { kind: 'plain'; value: T }
  | { kind: 'encrypted'; envelope: EncryptedEnvelope }
  | { kind: 'unreadable'; raw: string; salvaged: T };

type Current<T> = { value: T; encrypted: boolean; notice?: StoreNotice };
type Failure<T> = { ok: false; error: StoreError; snapshot: Snapshot<T> };

const LOCKED: { status: 'locked' } = { status: 'locked' };

export class LockedDocumentStore<T> {
  private key: DeviceKey | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly storage: StorageLike;
  private readonly crypto: Crypto;
  private readonly now: () => number;
  private readonly withLock: <R>(task: () => Promise<R>) => Promise<R>;
  private readonly envelope: ReturnType<typeof envelopeSchemaFor>;

  constructor(
    private readonly spec: DocumentSpec<T>,
    options: DocumentStoreOptions,
  ) {
    this.storage = options.storage;
    this.crypto = options.crypto ?? globalThis.crypto;
    this.now = options.now ?? Date.now;
    this.withLock = options.withLock ?? ((task) => task());
    this.envelope = envelopeSchemaFor(spec.envelopeFormat);
  }

  /** Reads the document; also what a `storage` event from another tab should trigger. */
  load(): Promise<StoreResult<T>> {
    return this.change((value) => ({ value, write: false, extra: {} }));
  }

  /** Throws WrongPassphraseError when the passphrase does not fit. */
  async unlock(passphrase: string): Promise<StoreResult<T>> {
    const stored = this.read();
    if (stored.kind === 'encrypted') {
      const { salt, iterations } = stored.envelope.kdf;
      const key = await deriveDeviceKey(passphrase, salt, iterations, this.crypto);
      await decryptText(stored.envelope, key, this.crypto);
      this.key = key;
    }
    return this.load();
  }

  /** Forgets the key: the document stays encrypted and must be unlocked again. */
  relock(): Snapshot<T> {
    this.key = null;
    return LOCKED;
  }

  isStoredEncrypted(): boolean {
    return this.read().kind === 'encrypted';
  }

  async enableLock(passphrase: string): Promise<StoreResult<T>> {
    if (this.isStoredEncrypted()) return this.failure('already-locked', LOCKED);
    const key = await createDeviceKey(passphrase, this.crypto);
    return this.change((value, encrypted) =>
      encrypted ? 'already-locked' : { value, write: true, key, extra: {} },
    );
  }

  disableLock(): Promise<StoreResult<T>> {
    return this.change((value) => ({ value, write: true, key: null, extra: {} }));
  }

  /**
   * For a forgotten passphrase: the locked data is kept aside under a backup key (never deleted,
   * so the passphrase can still open it if it comes back) and an empty document starts.
   */
  startOver(): Promise<StoreResult<T, { backupKey: string }>> {
    return this.enqueue(() =>
      this.withLock(async (): Promise<StoreResult<T, { backupKey: string }>> => {
        const raw = this.storage.getItem(this.spec.key);
        const backup =
          raw === null
            ? null
            : backUpUnreadable(this.storage, this.spec.backupPrefix, raw, this.now());
        if (backup && !backup.ok) return this.failure('quota', LOCKED);
        const empty = this.spec.empty();
        const written = writeKey(this.storage, this.spec.key, JSON.stringify(empty));
        if (!written.ok) return this.failure(written.reason, LOCKED);
        this.key = null;
        return {
          ok: true,
          snapshot: { status: 'ready', value: empty, encrypted: false },
          backupKey: backup?.key ?? '',
        };
      }),
    );
  }

  /** Applies a change to what is stored now, in order with every other change in this tab. */
  change<X>(
    apply: (value: T, encrypted: boolean) => Change<T, X> | StoreError,
  ): Promise<StoreResult<T, X>> {
    return this.enqueue(() =>
      this.withLock(async (): Promise<StoreResult<T, X>> => {
        const current = await this.readCurrent();
        if ('error' in current) return current;
        const here: Snapshot<T> = {
          status: 'ready',
          value: current.value,
          encrypted: current.encrypted,
        };
        const next = apply(current.value, current.encrypted);
        if (typeof next === 'string') return this.failure(next, here);
        const key = next.key === undefined ? (current.encrypted ? this.key : null) : next.key;
        if (next.write) {
          const json = JSON.stringify(next.value);
          const text = key
            ? JSON.stringify(await encryptText(json, key, this.spec.envelopeFormat, this.crypto))
            : json;
          const written = writeKey(this.storage, this.spec.key, text);
          // Storage is unchanged after a failed write, so what is already saved stays saved.
          if (!written.ok) return this.failure(written.reason, here);
        }
        this.key = key;
        return {
          ok: true,
          snapshot: { status: 'ready', value: next.value, encrypted: key !== null },
          ...(current.notice ? { notice: current.notice } : {}),
          ...next.extra,
        };
      }),
    );
  }

  private enqueue<R>(run: () => Promise<R>): Promise<R> {
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  private read(): Stored<T> {
    const raw = this.storage.getItem(this.spec.key);
    if (raw === null || raw === '') return { kind: 'empty' };
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return { kind: 'unreadable', raw, salvaged: this.spec.empty() };
    }
    const envelope = this.envelope.safeParse(value);
    if (envelope.success) return { kind: 'encrypted', envelope: envelope.data };
    const parsed = this.spec.parse(value);
    return parsed.ok
      ? { kind: 'plain', value: parsed.value }
      : { kind: 'unreadable', raw, salvaged: parsed.salvaged };
  }

  private async readCurrent(): Promise<Current<T> | Failure<T>> {
    const stored = this.read();
    switch (stored.kind) {
      // A held key means the user locked the document: an emptied store stays encrypted.
      case 'empty':
        return { value: this.spec.empty(), encrypted: this.key !== null };
      case 'plain':
        return { value: stored.value, encrypted: false };
      case 'encrypted': {
        const key = this.key;
        // Another tab may have set a new passphrase (new salt): this tab must be unlocked again.
        if (!key || !keyFits(stored.envelope, key)) return this.forget();
        let text: string;
        try {
          text = await decryptText(stored.envelope, key, this.crypto);
        } catch {
          return this.forget();
        }
        const value = this.parseDecrypted(text);
        return value !== null
          ? { value, encrypted: true }
          : this.failure('unreadable', {
              status: 'ready',
              value: this.spec.empty(),
              encrypted: true,
            });
      }
      case 'unreadable': {
        const readOnly: Snapshot<T> = { status: 'ready', value: stored.salvaged, encrypted: false };
        const backup = backUpUnreadable(
          this.storage,
          this.spec.backupPrefix,
          stored.raw,
          this.now(),
        );
        if (!backup.ok) return this.failure('unreadable', readOnly);
        const written = writeKey(this.storage, this.spec.key, JSON.stringify(stored.salvaged));
        if (!written.ok) return this.failure(written.reason, readOnly);
        return {
          value: stored.salvaged,
          encrypted: false,
          notice: { kind: 'recovered', backupKey: backup.key },
        };
      }
    }
  }

  private parseDecrypted(text: string): T | null {
    try {
      const parsed = this.spec.parse(JSON.parse(text));
      return parsed.ok ? parsed.value : null;
    } catch {
      return null;
    }
  }

  private forget(): Failure<T> {
    this.key = null;
    return this.failure('locked', LOCKED);
  }

  private failure(error: StoreError, snapshot: Snapshot<T>): Failure<T> {
    return { ok: false, error, snapshot };
  }
}
