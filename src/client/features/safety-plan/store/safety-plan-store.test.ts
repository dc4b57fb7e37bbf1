// @vitest-environment node
// Node's Web Crypto (globalThis.crypto.subtle) is the real thing; jsdom's is not.
import { describe, expect, it } from 'vitest';
import { CRISIS_LINES } from '@shared/safety/crisis-lines';
import { MemoryStorage } from '@client/testing/memory-storage';
import { WrongPassphraseError } from '@client/lib/device-store/device-crypto';
import { LockedDocumentStore } from '@client/lib/device-store/locked-document-store';
import type { StoreResult } from '@client/lib/device-store/locked-document-store';
import { exportPlanJson, mergePlans, parsePlanFile, walletCard } from './plan-transfer';
import { emptyPlan } from './safety-plan';
import type { SafetyPlan } from './safety-plan';
import { SAFETY_PLAN_BACKUP_PREFIX, SAFETY_PLAN_DOCUMENT } from './safety-plan-store';

const KEY = SAFETY_PLAN_DOCUMENT.key;

const setup = (storage = new MemoryStorage()) => ({
  storage,
  store: new LockedDocumentStore(SAFETY_PLAN_DOCUMENT, { storage, now: () => 1_700_000_000_000 }),
});

const add = (store: LockedDocumentStore<SafetyPlan>, text: string) =>
  store.change((plan) => ({
    value: { ...plan, warningSigns: [...plan.warningSigns, { id: text, text }] },
    write: true,
    extra: {},
  }));

function planOf(result: StoreResult<SafetyPlan>): SafetyPlan {
  if (result.snapshot.status !== 'ready') throw new Error(`not ready: ${JSON.stringify(result)}`);
  return result.snapshot.value;
}

describe('safety plan on the device', () => {
  it('keeps the plan under one key and reads it back', async () => {
    const { storage, store } = setup();
    expect(planOf(await store.load())).toEqual(emptyPlan());
    await add(store, 'Not sleeping');
    expect([...storage.data.keys()]).toEqual([KEY]);
    const again = setup(storage).store;
    expect(planOf(await again.load()).warningSigns.map((i) => i.text)).toEqual(['Not sleeping']);
  });

  it('sets damaged data aside and keeps what still reads', async () => {
    const storage = new MemoryStorage();
    const damaged = {
      ...emptyPlan(),
      warningSigns: [{ id: 'a', text: 'Sunday nights' }, { id: 'b' }],
      helpers: 'not a list',
    };
    storage.data.set(KEY, JSON.stringify(damaged));
    const result = await setup(storage).store.load();
    expect(result.ok && result.notice?.kind).toBe('recovered');
    expect(planOf(result).warningSigns).toEqual([{ id: 'a', text: 'Sunday nights' }]);
    const backups = [...storage.data.keys()].filter((k) => k.startsWith(SAFETY_PLAN_BACKUP_PREFIX));
    expect(backups).toHaveLength(1);
    expect(storage.data.get(backups[0] ?? '')).toBe(JSON.stringify(damaged));
  });

  it('never mistakes a locked journal for a plan', async () => {
    const storage = new MemoryStorage();
    const journalEnvelope = JSON.stringify({
      format: 'steady-journal-encrypted',
      version: 1,
      kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 600_000, salt: 'c2FsdA==' },
      iv: 'aXY=',
      ciphertext: 'Y2lwaGVy',
    });
    storage.data.set(KEY, journalEnvelope);
    const result = await setup(storage).store.load();
    expect(result.ok && result.notice?.kind).toBe('recovered');
    expect(planOf(result)).toEqual(emptyPlan());
  });

  it('loses nothing when storage is full', async () => {
    const { storage, store } = setup();
    await add(store, 'Not sleeping');
    const before = storage.data.get(KEY);
    storage.quotaChars = (before?.length ?? 0) + KEY.length;
    const result = await add(store, 'x'.repeat(200));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toBe('quota');
    expect(storage.data.get(KEY)).toBe(before);
    expect(planOf(result).warningSigns.map((i) => i.text)).toEqual(['Not sleeping']);
  });

  it('locks with a passphrase (AES-GCM), unlocks, and refuses a wrong one', async () => {
    const { storage, store } = setup();
    await add(store, 'Drinking more than usual');
    await store.enableLock('granite kettle morning');
    const raw = storage.data.get(KEY) ?? '';
    expect(JSON.parse(raw).format).toBe('steady-safety-plan-encrypted');
    expect(raw).not.toContain('Drinking');

    const other = setup(storage).store;
    expect((await other.load()).snapshot.status).toBe('locked');
    await expect(other.unlock('wrong passphrase')).rejects.toBeInstanceOf(WrongPassphraseError);
    const opened = await other.unlock('granite kettle morning');
    expect(planOf(opened).warningSigns.map((i) => i.text)).toEqual(['Drinking more than usual']);
    // Changes made while unlocked stay encrypted.
    await add(other, 'Sunday nights');
    expect(storage.data.get(KEY)).not.toContain('Sunday');
  }, 30_000);
});

describe('export, import and the wallet card', () => {
  const plan: SafetyPlan = {
    ...emptyPlan(),
    copingAlone: ['Walk', 'Shower', 'Music', 'Journal'].map((text) => ({ id: text, text })),
    helpers: [
      { id: 'h1', name: 'Declan', phone: '07700 900123' },
      { id: 'h2', name: 'No number', phone: '' },
    ],
    professionals: [{ id: 'p1', name: 'My doctor', phone: '020 7946 0000' }],
  };

  it('round-trips through the export file and refuses other files', () => {
    const file = exportPlanJson(plan, new Date('2026-11-23T10:00:00Z'));
    const parsed = parsePlanFile(file);
    expect(parsed.ok && parsed.plan).toEqual(plan);
    expect(parsePlanFile('not json').ok).toBe(false);
    expect(parsePlanFile('[1,2,3]').ok).toBe(false);
    expect(parsePlanFile('{"format":"steady-journal-export","entries":[]}').ok).toBe(false);
  });

  it('an import adds only what is new and removes nothing', () => {
    const here: SafetyPlan = {
      ...emptyPlan(),
      copingAlone: [{ id: 'x', text: 'walk' }],
      reasons: [{ id: 'r', text: 'My kids' }],
    };
    const merged = mergePlans(here, plan);
    expect(merged.copingAlone.map((i) => i.text)).toEqual(['walk', 'Shower', 'Music', 'Journal']);
    expect(merged.reasons).toEqual(here.reasons);
    expect(mergePlans(merged, plan)).toEqual(merged);
  });

  it('the wallet card takes three steps, three people with a number and three lines', () => {
    const card = walletCard(plan, CRISIS_LINES.GB);
    expect(card.steps).toEqual(['Walk', 'Shower', 'Music']);
    expect(card.people.map((p) => p.name)).toEqual(['Declan', 'My doctor']);
    expect(card.lines).toHaveLength(3);
    expect(card.lines[0]?.how).toContain('116 123');
  });
});
