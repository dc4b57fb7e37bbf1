// What Steady keeps on the device lives in localStorage, one key per document (the journal, the
// safety plan). Writes never throw: a full or blocked storage is reported, and because a failed
// setItem leaves the old value in place, what was saved before stays saved.

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export type WriteResult = { ok: true } | { ok: false; reason: 'quota' | 'unavailable' };

export function writeKey(storage: StorageLike, key: string, value: string): WriteResult {
  try {
    storage.setItem(key, value);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: isQuotaError(error) ? 'quota' : 'unavailable' };
  }
}

/**
 * Keeps unreadable data under a key of its own before the document key is written again, so a
 * bug, an older version or another app's data is never destroyed. A new key each time: an earlier
 * backup is never overwritten.
 */
export function backUpUnreadable(
  storage: StorageLike,
  prefix: string,
  raw: string,
  nowMs: number,
): { ok: true; key: string } | { ok: false } {
  let key = `${prefix}${nowMs}`;
  for (let n = 1; storage.getItem(key) !== null; n += 1) key = `${prefix}${nowMs}-${n}`;
  return writeKey(storage, key, raw).ok ? { ok: true, key } : { ok: false };
}

/** Browsers disagree on the name and code of a full-storage error. */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name = 'name' in error ? error.name : undefined;
  const code = 'code' in error ? error.code : undefined;
  return (
    name === 'QuotaExceededError' ||
    name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    code === 22 ||
    code === 1014
  );
}

/** Web Locks keep one tab's read-modify-write from interleaving with another's. */
export function crossTabLock(name: string) {
  return async <T>(task: () => Promise<T>): Promise<T> => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    return locks ? await locks.request(name, task) : await task();
  };
}
