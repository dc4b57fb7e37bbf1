import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { ACHIEVEMENTS } from '@shared/constants/achievements';
import type { ActivityEntry, MoodEntry, UserAchievement } from '@shared/contracts/progress';
import { describeEngines, signUp } from '../../../../test/server-harness';

const DAY = 24 * 60 * 60 * 1000;

function client(app: FastifyInstance, cookie: string) {
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    achievements: async () =>
      (await call('GET', '/api/protected/achievements')).json<UserAchievement[]>(),
    achievement: async (id: number) => {
      const list = (await call('GET', '/api/protected/achievements')).json<UserAchievement[]>();
      const found = list.find((entry) => entry.id === id);
      if (!found) throw new Error(`achievement ${id} missing`);
      return found;
    },
    update: (id: number | string, body: unknown) =>
      call('POST', `/api/protected/achievements/${id}`, body),
    moods: async () => (await call('GET', '/api/protected/mood')).json<MoodEntry[]>(),
    saveMood: (body: unknown) => call('POST', '/api/protected/mood', body),
    activity: async () => (await call('GET', '/api/protected/activity')).json<ActivityEntry[]>(),
    meditate: (body: unknown) => call('POST', '/api/protected/meditation', body),
    read: (moduleId: string) => call('POST', '/api/protected/resources/read', { moduleId }),
  };
}

describeEngines('progress: achievements, mood, activity', (server) => {
  const newUser = async () => {
    const { app } = server();
    const { cookie } = await signUp(app);
    return client(app, cookie);
  };

  it('answers 401 to every call without a session, even with an invalid body', async () => {
    const { app } = server();
    const calls = [
      { method: 'GET', url: '/api/protected/achievements' },
      {
        method: 'POST',
        url: '/api/protected/achievements/1',
        payload: { progress: 10, unlocked: false },
      },
      { method: 'GET', url: '/api/protected/mood' },
      { method: 'POST', url: '/api/protected/mood', payload: { value: 9 } },
      { method: 'GET', url: '/api/protected/activity' },
      { method: 'POST', url: '/api/protected/meditation', payload: { exerciseId: 'box' } },
      {
        method: 'POST',
        url: '/api/protected/resources/read',
        payload: { moduleId: 'work-stress' },
      },
    ] as const;
    for (const call of calls) {
      const response = await app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in to continue.' });
    }
  });

  it('lists the whole catalogue with the user’s progress, the account one already earned', async () => {
    const user = await newUser();
    const list = await user.achievements();
    expect(list.map((entry) => entry.id)).toEqual(ACHIEVEMENTS.map((a) => a.id));
    const first = list.find((entry) => entry.id === 1);
    expect(first).toEqual({
      id: 1,
      progress: 0,
      unlocked: false,
      unlockedDate: null,
      achievement: {
        id: 1,
        title: 'Regular Check-Ins',
        description: expect.any(String),
        icon: 'Calendar',
        category: 'tracking',
      },
    });
    const account = list.find((entry) => entry.id === 11);
    expect(account).toMatchObject({
      progress: 100,
      unlocked: true,
      unlockedDate: server().clock.now().toISOString(),
    });
    expect(list.find((entry) => entry.id === 13)).toMatchObject({ progress: 20, unlocked: false });
  });

  it('saves progress, caps it at 100, unlocks at 100 and sets the unlock date once', async () => {
    const user = await newUser();
    const { clock } = server();
    const saved = await user.update(2, { progress: 30, unlocked: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id: 2,
      progress: 30,
      unlocked: false,
      unlockedDate: null,
      achievement: { id: 2 },
    });

    const capped = await user.update(2, { progress: 150, unlocked: false });
    expect(capped.json()).toMatchObject({
      progress: 100,
      unlocked: true,
      unlockedDate: clock.now().toISOString(),
    });
    const firstUnlock = clock.now().toISOString();

    clock.advance(3 * DAY);
    const again = await user.update(2, { progress: 100, unlocked: true });
    expect(again.json()).toMatchObject({
      progress: 100,
      unlocked: true,
      unlockedDate: firstUnlock,
    });
    const lower = await user.update(2, { progress: 0, unlocked: false });
    expect(lower.json()).toMatchObject({
      progress: 100,
      unlocked: true,
      unlockedDate: firstUnlock,
    });
    expect(await user.achievement(2)).toMatchObject({
      progress: 100,
      unlocked: true,
      unlockedDate: firstUnlock,
    });
  });

  it("'Complete' unlocks at once, and progress never goes down on a locked achievement", async () => {
    const user = await newUser();
    expect((await user.update(3, { progress: 100, unlocked: true })).json()).toMatchObject({
      progress: 100,
      unlocked: true,
    });
    expect((await user.update(4, { progress: 40, unlocked: true })).json()).toMatchObject({
      progress: 100,
      unlocked: true,
    });
    await user.update(5, { progress: 50, unlocked: false });
    expect((await user.update(5, { progress: 20, unlocked: false })).json()).toMatchObject({
      progress: 50,
      unlocked: false,
    });
    expect((await user.update(5, { progress: 60 })).json()).toMatchObject({
      progress: 60,
      unlocked: false,
    });
  });

  it('answers 404 for an unknown achievement and 400 for an invalid update', async () => {
    const user = await newUser();
    const missing = await user.update(999, { progress: 10, unlocked: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Achievement 999 not found' });
    expect((await user.update(99999999999, { progress: 10 })).statusCode).toBe(400);
    for (const [id, body] of [
      ['abc', { progress: 10, unlocked: false }],
      [0, { progress: 10, unlocked: false }],
      [2, { progress: -1, unlocked: false }],
      [2, { progress: 2.5, unlocked: false }],
      [2, { progress: '50', unlocked: false }],
      [2, { unlocked: true }],
      [2, { progress: 10, unlocked: 'yes' }],
    ] as const) {
      const response = await user.update(id, body);
      expect(response.statusCode, JSON.stringify({ id, body })).toBe(400);
      expect(response.json().message).toMatch(/^Invalid /);
    }
    expect(await user.achievement(2)).toMatchObject({ progress: 0, unlocked: false });
  });

  it('rejects mood values other than whole numbers 1 to 5 and notes over 1000 characters', async () => {
    const user = await newUser();
    for (const body of [
      { value: 0 },
      { value: 6 },
      { value: 2.5 },
      { value: '3' },
      {},
      { value: null },
      { value: 3, note: 'x'.repeat(1001) },
      { value: 3, note: 7 },
      { value: 3, note: 'a\u0000b' },
    ]) {
      const response = await user.saveMood(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json().message).toMatch(/^Invalid (value|note)/);
    }
    expect(await user.moods()).toEqual([]);
  });

  it('saves a mood with its note trimmed, omits an empty note, and lists newest first', async () => {
    const user = await newUser();
    const { clock } = server();
    const first = await user.saveMood({ value: 2, note: '  rough day at work \n' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      value: 2,
      note: 'rough day at work',
      tags: [],
      date: clock.now().toISOString(),
    });
    clock.advance(60_000);
    const second = await user.saveMood({ value: 4, note: '   ' });
    expect(second.json()).toEqual({
      id: expect.any(Number),
      value: 4,
      tags: [],
      date: clock.now().toISOString(),
    });
    const third = await user.saveMood({ value: 5, note: ` ${'y'.repeat(1000)} ` });
    expect(third.statusCode).toBe(201);
    expect(third.json().note).toHaveLength(1000);

    const list = await user.moods();
    expect(list.map((entry) => entry.value)).toEqual([5, 4, 2]);
    expect(list[1]).not.toHaveProperty('note');
    expect(list[2]).toEqual(first.json());
  });

  it('records each check-in as an activity that never repeats the note', async () => {
    const user = await newUser();
    const { clock } = server();
    clock.advance(60_000);
    await user.saveMood({ value: 1, note: 'private words' });
    clock.advance(60_000);
    await user.saveMood({ value: 5 });
    const activity = await user.activity();
    expect(activity.map((entry) => [entry.type, entry.details])).toEqual([
      ['check-in', 'Checked in feeling Great'],
      ['check-in', 'Checked in feeling Very Low'],
      ['account', 'Created your account'],
    ]);
    expect(activity[0]?.date).toBe(clock.now().toISOString());
    expect(JSON.stringify(activity)).not.toContain('private words');
  });

  it('advances the tracking achievements: seven different days, a good day, a note', async () => {
    const user = await newUser();
    const { clock } = server();
    await user.saveMood({ value: 3 });
    await user.saveMood({ value: 3 });
    expect(await user.achievement(8)).toMatchObject({ progress: 14, unlocked: false });
    expect(await user.achievement(9)).toMatchObject({ progress: 0, unlocked: false });
    expect(await user.achievement(10)).toMatchObject({ progress: 0, unlocked: false });
    // The client's own bonus (SPEC.md §4) is the only thing that moves achievement 1.
    expect(await user.achievement(1)).toMatchObject({ progress: 0 });

    await user.saveMood({ value: 4, note: 'slept well' });
    expect(await user.achievement(9)).toMatchObject({ progress: 100, unlocked: true });
    expect(await user.achievement(10)).toMatchObject({ progress: 100, unlocked: true });

    for (let day = 1; day < 7; day += 1) {
      clock.advance(DAY);
      await user.saveMood({ value: 2 });
    }
    expect(await user.achievement(8)).toMatchObject({
      progress: 100,
      unlocked: true,
      unlockedDate: clock.now().toISOString(),
    });
  });

  it('records breathing sessions and advances the mindfulness achievements', async () => {
    const user = await newUser();
    const first = await user.meditate({ exerciseId: '478', name: '4-7-8 Breathing' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ recorded: true });
    expect(await user.achievement(4)).toMatchObject({ progress: 100, unlocked: true });
    expect(await user.achievement(5)).toMatchObject({ progress: 10, unlocked: false });
    await user.meditate({ exerciseId: 'box' });
    expect(await user.achievement(5)).toMatchObject({ progress: 20 });
    expect((await user.activity()).slice(0, 2).map((entry) => [entry.type, entry.details])).toEqual(
      [
        ['meditation', 'Completed a breathing session: box'],
        ['meditation', 'Completed a breathing session: 4-7-8 Breathing'],
      ],
    );
    for (const body of [
      {},
      { exerciseId: '' },
      { exerciseId: 'x'.repeat(41) },
      { exerciseId: 'has space' },
      { exerciseId: 'box', name: 'n'.repeat(61) },
      { exerciseId: 'box', name: 'a\u0000' },
    ]) {
      expect((await user.meditate(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('counts each module once a day and advances the learning achievements', async () => {
    const user = await newUser();
    const { clock } = server();
    expect((await user.read('work-stress')).json()).toEqual({ recorded: true });
    expect((await user.read('work-stress')).json()).toEqual({ recorded: false });
    expect(await user.achievement(6)).toMatchObject({ progress: 100, unlocked: true });
    expect(await user.achievement(7)).toMatchObject({ progress: 16, unlocked: false });
    expect((await user.activity()).filter((entry) => entry.type === 'resource')).toHaveLength(1);

    clock.advance(DAY);
    expect((await user.read('work-stress')).json()).toEqual({ recorded: true });
    expect(await user.achievement(7)).toMatchObject({ progress: 16 });
    for (const moduleId of [
      'stress-responses',
      'sleep-mood-connection',
      'healthy-communication',
      'exercise-mental-health',
      'anger-management',
    ]) {
      await user.read(moduleId);
    }
    expect(await user.achievement(7)).toMatchObject({ progress: 100, unlocked: true });
    const resources = (await user.activity()).filter((entry) => entry.type === 'resource');
    expect(resources).toHaveLength(7);
    // The title comes from the catalogue (shared/content/modules/catalogue.ts), not a copy of it.
    expect(resources[0]?.details).toBe('Read the module “Anger Management Techniques”');
    expect((await user.read('not-a-module')).statusCode).toBe(400);
  });

  it('re-evaluates the milestone whenever another achievement unlocks', async () => {
    const user = await newUser();
    expect(await user.achievement(13)).toMatchObject({ progress: 20, unlocked: false });
    await user.meditate({ exerciseId: 'box' });
    expect(await user.achievement(13)).toMatchObject({ progress: 40, unlocked: false });
    await user.saveMood({ value: 5, note: 'good run' });
    expect(await user.achievement(13)).toMatchObject({ progress: 80, unlocked: false });
    await user.update(12, { progress: 100, unlocked: true });
    const list = await user.achievements();
    expect(list.filter((entry) => entry.unlocked).map((entry) => entry.id)).toEqual([
      4, 9, 10, 11, 12, 13,
    ]);
    expect(list.find((entry) => entry.id === 13)).toMatchObject({ progress: 100, unlocked: true });
  });

  it('counts unlocks made before the account achievement is first seen', async () => {
    const user = await newUser();
    await user.meditate({ exerciseId: 'box' });
    await user.saveMood({ value: 5, note: 'good run' });
    await user.read('anger-management');
    const list = await user.achievements();
    expect(list.filter((entry) => entry.unlocked).map((entry) => entry.id)).toEqual([
      4, 6, 9, 10, 11, 13,
    ]);
  });

  it('keeps each user’s achievements, moods and activity to themselves', async () => {
    const alice = await newUser();
    const bob = await newUser();
    await alice.saveMood({ value: 1, note: 'alice only' });
    await alice.update(2, { progress: 70, unlocked: false });
    await alice.meditate({ exerciseId: 'box' });

    expect(await bob.moods()).toEqual([]);
    expect((await bob.activity()).map((entry) => entry.type)).toEqual(['account']);
    expect(await bob.achievement(2)).toMatchObject({ progress: 0, unlocked: false });
    expect(await bob.achievement(4)).toMatchObject({ unlocked: false });

    await bob.update(2, { progress: 100, unlocked: true });
    expect(await alice.achievement(2)).toMatchObject({ progress: 70, unlocked: false });
    expect((await alice.moods()).map((entry) => entry.note)).toEqual(['alice only']);
  });
});
