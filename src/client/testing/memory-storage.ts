/**
 * localStorage in memory for store tests, with an optional quota (in characters of keys and
 * values) that throws the browser's QuotaExceededError when a write would go past it.
 */
export class MemoryStorage {
  readonly data = new Map<string, string>();
  quotaChars = Infinity;
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    const used = [...this.data].reduce((n, [k, v]) => n + (k === key ? 0 : k.length + v.length), 0);
    if (used + key.length + value.length > this.quotaChars) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.data.set(key, value);
  }
}
