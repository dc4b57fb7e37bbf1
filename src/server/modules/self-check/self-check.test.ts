import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { selfCheckResultListSchema, selfCheckResultSchema } from '@shared/contracts/self-check';
import { describeEngines, signUp } from '../../../../test/server-harness';

const URL = '/api/protected/self-checks';

const save = (app: FastifyInstance, cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: URL, headers: { cookie }, payload });
const list = async (app: FastifyInstance, cookie: string) => {
  const response = await app.inject({ url: URL, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return selfCheckResultListSchema.parse(response.json());
};

describeEngines('self-check results saved to the account', (server) => {
  const at = (offsetMinutes = 0) =>
    new Date(server().clock.now().getTime() + offsetMinutes * 60_000).toISOString();
  const gad7 = (answers = [1, 2, 0, 1, 3, 0, 1]) => ({
    id: randomUUID(),
    instrument: 'gad7',
    answers,
    takenAt: at(-5),
  });

  it('needs a session for every call', async () => {
    const { app } = server();
    expect((await app.inject(URL)).statusCode).toBe(401);
    const post = await app.inject({ method: 'POST', url: URL, payload: gad7() });
    expect(post.statusCode).toBe(401);
    expect(post.json()).toEqual({ message: 'Please log in to continue.' });
    const remove = await app.inject({ method: 'DELETE', url: `${URL}/${randomUUID()}` });
    expect(remove.statusCode).toBe(401);
  });

  it('scores on the server from the answers, ignoring any score sent, and lists newest first', async () => {
    const { app } = server();
    const { cookie } = await signUp(app);
    const older = { ...gad7([3, 3, 3, 3, 3, 3, 3]), takenAt: at(-120), score: 0 };
    const first = await save(app, cookie, older);
    expect(first.statusCode, first.body).toBe(201);
    expect(selfCheckResultSchema.parse(first.json())).toMatchObject({
      id: older.id,
      form: 'gad7',
      score: 21,
      maxScore: 21,
      difficulty: null,
    });
    const phq2 = { id: randomUUID(), instrument: 'phq9', answers: [1, 0], takenAt: at(-60) };
    expect((await save(app, cookie, phq2)).json()).toMatchObject({
      form: 'phq2',
      score: 1,
      maxScore: 6,
    });
    const phq9 = {
      id: randomUUID(),
      instrument: 'phq9',
      answers: [2, 1, 1, 1, 0, 0, 2, 0, 1],
      difficulty: 2,
      takenAt: at(-1),
    };
    expect((await save(app, cookie, phq9)).json()).toMatchObject({
      form: 'phq9',
      score: 8,
      maxScore: 27,
      difficulty: 2,
    });
    const auditc = { id: randomUUID(), instrument: 'auditc', answers: [0, 0, 0], takenAt: at(-30) };
    expect((await save(app, cookie, auditc)).json()).toMatchObject({ score: 0, maxScore: 12 });

    expect((await list(app, cookie)).map((r) => [r.instrument, r.score, r.takenAt])).toEqual([
      ['phq9', 8, phq9.takenAt],
      ['auditc', 0, auditc.takenAt],
      ['phq9', 1, phq2.takenAt],
      ['gad7', 21, older.takenAt],
    ]);
    const response = await app.inject({ url: URL, headers: { cookie } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('stores a result saved twice once (201, then 200 with the first copy)', async () => {
    const { app } = server();
    const { cookie } = await signUp(app);
    const payload = gad7();
    expect((await save(app, cookie, payload)).statusCode).toBe(201);
    const again = await save(app, cookie, { ...payload, answers: [0, 0, 0, 0, 0, 0, 0] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: payload.id, score: 8 });
    expect(await list(app, cookie)).toHaveLength(1);
  });

  it('records that he took a check in his activity, with no score and no answers', async () => {
    const { app } = server();
    const { cookie } = await signUp(app);
    await save(app, cookie, { ...gad7([3, 3, 3, 3, 3, 3, 2]) });
    await save(app, cookie, {
      id: randomUUID(),
      instrument: 'auditc',
      answers: [4, 4, 4],
      takenAt: at(),
    });
    const activity = await app.inject({ url: '/api/protected/activity', headers: { cookie } });
    const checkIns = activity
      .json()
      .filter((a: { type: string }) => a.type === 'check-in')
      .map((a: { details: string }) => a.details)
      .sort();
    expect(checkIns).toEqual([
      'Took the anxiety self-check (GAD-7)',
      'Took the drinking self-check (AUDIT-C)',
    ]);
    expect(activity.body).not.toMatch(/\b(20|12)\b/);
  });

  it('counts each new result as a check-in on Regular Check-Ins (+10), whatever the score', async () => {
    const { app } = server();
    const { cookie } = await signUp(app);
    const progress = async () =>
      (await app.inject({ url: '/api/protected/achievements', headers: { cookie } }))
        .json()
        .find((a: { id: number }) => a.id === 1).progress;
    expect(await progress()).toBe(0);
    const calm = gad7([0, 0, 0, 0, 0, 0, 0]);
    await save(app, cookie, calm);
    expect(await progress()).toBe(10);
    await save(app, cookie, gad7([3, 3, 3, 3, 3, 3, 3]));
    expect(await progress()).toBe(20);
    // The same result again is not a new check-in.
    expect((await save(app, cookie, calm)).statusCode).toBe(200);
    expect(await progress()).toBe(20);
  });

  it.each([
    [{ instrument: 'bdi' }, /Invalid instrument: Expected phq9, gad7 or auditc/],
    [{ id: 'not-a-uuid' }, /Invalid id: Expected the result id the device made/],
    [{ answers: [1, 2, 0, 1, 3, 0] }, /Invalid answers: The GAD-7 has 7 answers/],
    [{ answers: [1, 2, 0, 1, 4, 0, 1] }, /Invalid answers: Answer 5 must be one of 0, 1, 2, 3/],
    [{ answers: [1, 2, 0, 1, 1.5, 0, 1] }, /Invalid answers/],
    [{ answers: '1,2,0,1,3,0,1' }, /Invalid answers: Expected a list of answers/],
    [{ answers: new Array(40).fill(0) }, /Invalid answers: Expected at most 9 answers/],
    [{ takenAt: 'yesterday' }, /Invalid takenAt: Expected takenAt as an ISO date and time/],
    [{ difficulty: 1 }, /Invalid difficulty: Only a full mood check/],
    [
      { instrument: 'phq9', answers: [1, 1] },
      /Invalid answers: A first-two score of 2 or more needs all 9/,
    ],
    [
      { instrument: 'phq9', answers: [0, 1, 3, 3, 3, 3, 3, 3, 3] },
      /Invalid answers: The other 7 questions are only asked when the first two score 2 or more/,
    ],
    [{ instrument: 'auditc', answers: [0, 2, 1] }, /Invalid answers: After "Never"/],
  ])('refuses %j with a 400 naming the problem', async (change, message) => {
    const { app } = server();
    const { cookie } = await signUp(app);
    const response = await save(app, cookie, { ...gad7(), ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await list(app, cookie)).toEqual([]);
  });

  it('refuses a date in the future or older than 400 days, and a missing or non-JSON body', async () => {
    const { app } = server();
    const { cookie } = await signUp(app);
    const future = await save(app, cookie, { ...gad7(), takenAt: at(60) });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: 'takenAt must not be in the future' });
    const old = await save(app, cookie, { ...gad7(), takenAt: at(-401 * 24 * 60) });
    expect(old.json()).toEqual({ message: 'takenAt must be within the last 400 days' });
    expect((await save(app, cookie, { ...gad7(), takenAt: at(2) })).statusCode).toBe(201);
    const empty = await app.inject({ method: 'POST', url: URL, headers: { cookie } });
    expect(empty.statusCode).toBe(400);
    const text = await app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"id":',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it("never shows, changes or deletes another user's results", async () => {
    const { app } = server();
    const owner = await signUp(app);
    const intruder = await signUp(app);
    const payload = gad7([3, 3, 3, 3, 3, 3, 3]);
    await save(app, owner.cookie, payload);

    expect(await list(app, intruder.cookie)).toEqual([]);
    const removal = await app.inject({
      method: 'DELETE',
      url: `${URL}/${payload.id}`,
      headers: { cookie: intruder.cookie },
    });
    expect(removal.statusCode).toBe(404);
    expect(removal.json()).toEqual({ message: 'Self-check result not found' });
    // Saving under the owner's id makes the intruder his own row and never returns the owner's.
    const clash = await save(app, intruder.cookie, { ...payload, answers: [0, 0, 0, 0, 0, 0, 0] });
    expect(clash.statusCode).toBe(201);
    expect(clash.json().score).toBe(0);
    expect((await list(app, owner.cookie)).map((r) => r.score)).toEqual([21]);
  });

  it('deletes his own result, then answers 404; a bad id is a 400', async () => {
    const { app } = server();
    const { cookie } = await signUp(app);
    const payload = gad7();
    await save(app, cookie, payload);
    const remove = () =>
      app.inject({ method: 'DELETE', url: `${URL}/${payload.id}`, headers: { cookie } });
    expect((await remove()).json()).toEqual({ message: 'Result deleted' });
    expect(await list(app, cookie)).toEqual([]);
    expect((await remove()).statusCode).toBe(404);
    const bad = await app.inject({ method: 'DELETE', url: `${URL}/42`, headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid params id: Expected a result id/);
  });
});
