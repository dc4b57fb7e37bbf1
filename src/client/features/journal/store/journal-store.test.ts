// @vitest-environment node
// Node's Web Crypto (globalThis.crypto.subtle) is the real thing; jsdom's is not.
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@client/testing/memory-storage';
import { PBKDF2_ITERATIONS, WrongPassphraseError } from '@client/lib/device-store/device-crypto';
import type { JournalEntry } from './journal-entry';
import { JOURNAL_BACKUP_PREFIX, JOURNAL_STORAGE_KEY } from './journal-storage';
import { JournalStore } from './journal-store';
import type { DraftEntry, JournalResult } from './journal-store';
import { exportJson, exportText, importSummary, parseImportFile } from './journal-transfer';

function setup(storage = new MemoryStorage(), start = 1_700_000_000_000) {
  let now = start;
  const store = new JournalStore({ storage, now: () => (now += 1000) });
  return { storage, store };
}

const draft = (content: string, extra: Partial<DraftEntry> = {}): DraftEntry => ({
  prompt: "What's one thing you're grateful for today?",
  content,
  category: 'general',
  date: 'November 22, 2026',
  ...extra,
});

function entriesOf(result: JournalResult): JournalEntry[] {
  if (result.snapshot.status !== 'ready') throw new Error(`journal is ${result.snapshot.status}`);
  return result.snapshot.entries;
}

function stored(storage: MemoryStorage): unknown {
  return JSON.parse(storage.getItem(JOURNAL_STORAGE_KEY) ?? 'null');
}

describe('journal store: plain entries', () => {
  it('appends entries in insertion order under one key, ids from the creation time', async () => {
    const { storage, store } = setup();
    expect(entriesOf(await store.load())).toEqual([]);
    const first = await store.save(draft('Coffee with Dan.\nFelt good.'));
    const second = await store.save(
      draft('Long day.', {
        category: 'work',
        prompt: 'What would make your work feel more meaningful?',
      }),
    );
    expect(first.ok && first.entry.id).toBe('1700000001000');
    expect(entriesOf(second).map((e) => e.content)).toEqual([
      'Coffee with Dan.\nFelt good.',
      'Long day.',
    ]);
    expect([...storage.data.keys()]).toEqual([JOURNAL_STORAGE_KEY]);
    expect(stored(storage)).toEqual([
      {
        id: '1700000001000',
        date: 'November 22, 2026',
        prompt: "What's one thing you're grateful for today?",
        content: 'Coffee with Dan.\nFelt good.',
        category: 'general',
      },
      {
        id: '1700000002000',
        date: 'November 22, 2026',
        prompt: 'What would make your work feel more meaningful?',
        content: 'Long day.',
        category: 'work',
      },
    ]);
  });

  it('edits an entry by id in place, keeping its id, date and position', async () => {
    const { storage, store } = setup();
    await store.save(draft('one'));
    const saved = await store.save(draft('two'));
    await store.save(draft('three'));
    if (!saved.ok) throw new Error('save failed');
    const edited = await store.save(
      draft('two, revised', { id: saved.entry.id, category: 'stress', date: 'ignored' }),
    );
    expect(entriesOf(edited).map((e) => e.content)).toEqual(['one', 'two, revised', 'three']);
    expect(entriesOf(edited)[1]).toMatchObject({
      id: saved.entry.id,
      date: 'November 22, 2026',
      category: 'stress',
    });
    expect(stored(storage)).toEqual(entriesOf(edited));
  });

  it('refuses to edit an entry that no longer exists', async () => {
    const { store } = setup();
    await store.save(draft('kept'));
    const result = await store.save(draft('ghost', { id: 'nope' }));
    expect(result).toMatchObject({ ok: false, error: 'not-found' });
    expect(entriesOf(await store.load()).map((e) => e.content)).toEqual(['kept']);
  });

  it('deletes an entry by id', async () => {
    const { storage, store } = setup();
    const a = await store.save(draft('a'));
    await store.save(draft('b'));
    if (!a.ok) throw new Error('save failed');
    const result = await store.remove(a.entry.id);
    expect(entriesOf(result).map((e) => e.content)).toEqual(['b']);
    expect(stored(storage)).toHaveLength(1);
  });
});

describe('journal store: damaged data and full storage', () => {
  it.each([
    ['not JSON', '{"entries": [unfinished'],
    ['a foreign object', '{"theme":"dark"}'],
    ['a number', '42'],
  ])('keeps %s aside, tells the user and starts afresh', async (_name, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(JOURNAL_STORAGE_KEY, raw);
    const { store } = setup(storage);
    const loaded = await store.load();
    expect(loaded.ok && loaded.notice?.kind).toBe('recovered');
    const backupKey = loaded.ok ? (loaded.notice?.backupKey ?? '') : '';
    expect(backupKey.startsWith(JOURNAL_BACKUP_PREFIX)).toBe(true);
    expect(storage.getItem(backupKey)).toBe(raw);
    expect(entriesOf(loaded)).toEqual([]);
    await store.save(draft('fresh start'));
    expect(storage.getItem(backupKey)).toBe(raw);
  });

  it('salvages the readable entries of a partly damaged list', async () => {
    const storage = new MemoryStorage();
    const good = {
      id: '1',
      date: 'May 1, 2026',
      prompt: 'p',
      content: 'still here',
      category: 'general',
    };
    storage.setItem(JOURNAL_STORAGE_KEY, JSON.stringify([good, { id: 2, text: 'old format' }]));
    const loaded = await setup(storage).store.load();
    expect(entriesOf(loaded)).toEqual([good]);
    expect(loaded.ok && loaded.notice?.kind).toBe('recovered');
  });

  it('never overwrites an earlier backup', async () => {
    const storage = new MemoryStorage();
    const store = new JournalStore({ storage, now: () => 5 });
    storage.setItem(JOURNAL_STORAGE_KEY, 'first damage');
    await store.load();
    storage.setItem(JOURNAL_STORAGE_KEY, 'second damage');
    await store.load();
    const backups = [...storage.data]
      .filter(([k]) => k.startsWith(JOURNAL_BACKUP_PREFIX))
      .map(([, v]) => v);
    expect(backups.sort()).toEqual(['first damage', 'second damage']);
  });

  it('leaves damaged data untouched when there is no room to keep a copy', async () => {
    const storage = new MemoryStorage();
    storage.setItem(JOURNAL_STORAGE_KEY, 'x'.repeat(100));
    storage.quotaChars = 150;
    const { store } = setup(storage);
    expect(await store.load()).toMatchObject({ ok: false, error: 'unreadable' });
    expect(await store.save(draft('new'))).toMatchObject({ ok: false, error: 'unreadable' });
    expect(storage.getItem(JOURNAL_STORAGE_KEY)).toBe('x'.repeat(100));
  });

  it('reports a full storage and loses nothing already saved', async () => {
    const { storage, store } = setup();
    await store.save(draft('saved before the disk filled up'));
    const before = storage.getItem(JOURNAL_STORAGE_KEY);
    storage.quotaChars = (before?.length ?? 0) + JOURNAL_STORAGE_KEY.length + 10;
    const result = await store.save(draft('y'.repeat(500)));
    expect(result).toMatchObject({ ok: false, error: 'quota' });
    expect(entriesOf(result).map((e) => e.content)).toEqual(['saved before the disk filled up']);
    expect(storage.getItem(JOURNAL_STORAGE_KEY)).toBe(before);
  });
});

describe('journal store: two tabs', { timeout: 30_000 }, () => {
  it('merges by id: neither tab overwrites the other', async () => {
    const storage = new MemoryStorage();
    const tabA = setup(storage, 1_000).store;
    const tabB = setup(storage, 2_000_000).store;
    await tabA.load();
    await tabB.load();
    await tabA.save(draft('from tab A'));
    const fromB = await tabB.save(draft('from tab B'));
    expect(entriesOf(fromB).map((e) => e.content)).toEqual(['from tab A', 'from tab B']);
    const aId = entriesOf(fromB)[0]?.id ?? '';
    await tabB.remove(aId);
    const edited = await tabA.save(draft('B, edited in A', { id: entriesOf(fromB)[1]?.id ?? '' }));
    expect(entriesOf(edited).map((e) => e.content)).toEqual(['B, edited in A']);
    // What a storage event in tab B would trigger:
    expect(entriesOf(await tabB.load()).map((e) => e.content)).toEqual(['B, edited in A']);
  });

  it('keeps two unlocked tabs of a locked journal in step', async () => {
    const storage = new MemoryStorage();
    const tabA = setup(storage, 1_000).store;
    const tabB = setup(storage, 2_000_000).store;
    await tabA.enableLock('correct horse battery');
    await tabB.unlock('correct horse battery');
    await tabA.save(draft('secret A'));
    const result = await tabB.save(draft('secret B'));
    expect(entriesOf(result).map((e) => e.content)).toEqual(['secret A', 'secret B']);
    expect(storage.getItem(JOURNAL_STORAGE_KEY)).not.toContain('secret');
  });
});

describe('journal store: export and import', () => {
  it('round-trips through the JSON export and merges by id', async () => {
    const source = setup().store;
    await source.save(draft('first\nwith a second line'));
    await source.save(draft('second', { category: 'emotions' }));
    const entries = entriesOf(await source.load());
    const file = exportJson(entries, new Date('2026-11-22T01:00:00Z'));

    const parsed = parseImportFile(file);
    if (!parsed.ok) throw new Error('export did not parse');
    const target = setup(new MemoryStorage(), 9_000_000_000_000).store;
    await target.save(draft('already on this device'));
    const imported = await target.importEntries(parsed.items);
    expect(imported).toMatchObject({ ok: true, added: 2, duplicates: 0, invalid: 0 });
    expect(entriesOf(imported).slice(1)).toEqual(entries);

    const again = await target.importEntries([...parsed.items, { nonsense: true }]);
    expect(again).toMatchObject({ ok: true, added: 0, duplicates: 2, invalid: 1 });
    expect(entriesOf(again)).toHaveLength(3);
    expect(importSummary({ added: 0, duplicates: 2, invalid: 1 })).toBe(
      'No new entries were added. 2 entries already in your journal were left as they were. 1 entry could not be read.',
    );
    expect(importSummary({ added: 1, duplicates: 0, invalid: 0 })).toBe('Added 1 entry.');
  });

  it('accepts a bare array and rejects anything else', () => {
    expect(parseImportFile('[]')).toEqual({ ok: true, items: [] });
    expect(parseImportFile('{"entries": []}')).toEqual({ ok: false });
    expect(parseImportFile('not json')).toEqual({ ok: false });
  });

  it('writes a readable text file', () => {
    const text = exportText(
      [
        {
          id: '1',
          date: 'November 22, 2026',
          prompt: 'What would make your work feel more meaningful?',
          content: 'Line one\nLine two',
          category: 'work',
        },
      ],
      new Date('2026-11-22T01:00:00Z'),
    );
    expect(text).toContain('1 entry');
    expect(text).toContain(
      'November 22, 2026 · Work & Career\n"What would make your work feel more meaningful?"\n\nLine one\nLine two',
    );
  });
});

describe('journal store: lock', { timeout: 30_000 }, () => {
  it('encrypts at rest, stays locked on the next visit and unlocks with the passphrase', async () => {
    const { storage, store } = setup();
    await store.save(draft('my private words'));
    const locked = await store.enableLock('correct horse battery');
    expect(locked.ok && locked.snapshot).toMatchObject({ status: 'ready', encrypted: true });

    const raw = storage.getItem(JOURNAL_STORAGE_KEY) ?? '';
    expect(raw).not.toContain('my private words');
    expect(stored(storage)).toMatchObject({
      format: 'steady-journal-encrypted',
      kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: PBKDF2_ITERATIONS },
    });
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);

    const nextVisit = setup(storage).store;
    expect(await nextVisit.load()).toMatchObject({
      ok: false,
      error: 'locked',
      snapshot: { status: 'locked' },
    });
    const unlocked = await nextVisit.unlock('correct horse battery');
    expect(entriesOf(unlocked).map((e) => e.content)).toEqual(['my private words']);

    await nextVisit.save(draft('written while unlocked'));
    expect(storage.getItem(JOURNAL_STORAGE_KEY)).not.toContain('written while unlocked');
    expect(nextVisit.relock()).toEqual({ status: 'locked' });
    expect(await nextVisit.save(draft('after relock'))).toMatchObject({
      ok: false,
      error: 'locked',
    });
  });

  it('uses a fresh salt per lock and a fresh IV per write', async () => {
    const sa = new MemoryStorage();
    const storeA = setup(sa).store;
    await storeA.enableLock('same passphrase');
    const first = JSON.parse(sa.getItem(JOURNAL_STORAGE_KEY) ?? '{}');
    await storeA.save(draft('x'));
    const second = JSON.parse(sa.getItem(JOURNAL_STORAGE_KEY) ?? '{}');
    expect(second.kdf.salt).toBe(first.kdf.salt);
    expect(second.iv).not.toBe(first.iv);
    const sb = new MemoryStorage();
    await setup(sb).store.enableLock('same passphrase');
    expect(JSON.parse(sb.getItem(JOURNAL_STORAGE_KEY) ?? '{}').kdf.salt).not.toBe(first.kdf.salt);
  });

  it('rejects a wrong passphrase and stays locked', async () => {
    const { storage, store } = setup();
    await store.save(draft('hidden'));
    await store.enableLock('correct horse battery');
    const other = setup(storage).store;
    await expect(other.unlock('wrong horse battery')).rejects.toBeInstanceOf(WrongPassphraseError);
    expect(await other.load()).toMatchObject({ ok: false, error: 'locked' });
    expect(await other.remove('anything')).toMatchObject({ ok: false, error: 'locked' });
  });

  it('starting over keeps the locked entries aside, still openable with the passphrase', async () => {
    const { storage, store } = setup();
    await store.save(draft('forgotten behind a passphrase'));
    await store.enableLock('correct horse battery');
    const envelope = storage.getItem(JOURNAL_STORAGE_KEY);
    const fresh = setup(storage).store;
    const result = await fresh.startOver();
    expect(result.ok && result.snapshot).toEqual({
      status: 'ready',
      entries: [],
      encrypted: false,
    });
    const backupKey = result.ok ? result.backupKey : '';
    expect(storage.getItem(backupKey)).toBe(envelope);
    expect(stored(storage)).toEqual([]);
    // The passphrase, if remembered later, still opens the copy kept aside.
    const restored = new MemoryStorage();
    restored.setItem(JOURNAL_STORAGE_KEY, storage.getItem(backupKey) ?? '');
    const reopened = await setup(restored).store.unlock('correct horse battery');
    expect(entriesOf(reopened).map((e) => e.content)).toEqual(['forgotten behind a passphrase']);
  });

  it('removing the lock writes the plain list back', async () => {
    const { storage, store } = setup();
    await store.save(draft('back to plain'));
    await store.enableLock('correct horse battery');
    expect(await store.enableLock('again')).toMatchObject({ ok: false, error: 'already-locked' });
    const result = await store.disableLock();
    expect(result.ok && result.snapshot).toMatchObject({ status: 'ready', encrypted: false });
    expect(stored(storage)).toEqual([expect.objectContaining({ content: 'back to plain' })]);
  });

  it('keeps the plain journal when the encrypted copy does not fit', async () => {
    const { storage, store } = setup();
    await store.save(draft('z'.repeat(300)));
    const before = storage.getItem(JOURNAL_STORAGE_KEY);
    storage.quotaChars = (before?.length ?? 0) + JOURNAL_STORAGE_KEY.length + 20;
    expect(await store.enableLock('correct horse battery')).toMatchObject({
      ok: false,
      error: 'quota',
    });
    expect(storage.getItem(JOURNAL_STORAGE_KEY)).toBe(before);
    expect(await store.save(draft('still plain'))).toMatchObject({ ok: false, error: 'quota' });
  });
});
