import type { SelfCheckPayload, SelfCheckResult } from '@shared/contracts/self-check';
import { SELF_CHECK_LIST_LIMIT, SELF_CHECK_MAX_AGE_DAYS } from '@shared/contracts/self-check';
import { INSTRUMENTS, isInstrumentId } from '@shared/self-check/instruments';
import { scoreAnswers } from '@shared/self-check/scoring';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { SelfCheckRepo, SelfCheckRow } from './self-check.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A device clock a little ahead of ours is not an error. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export type SelfCheckDeps = {
  repo: SelfCheckRepo;
  clock: Clock;
  /** Wired in app.ts to the progress module: the activity list shows that he took a check. */
  recordCheckIn: (userId: number, details: string) => Promise<void>;
};

export function createSelfCheckService(deps: SelfCheckDeps) {
  const { repo, clock } = deps;
  return {
    /** Stores a result once; `created` is false when this id was saved before. */
    async save(
      userId: number,
      payload: SelfCheckPayload,
    ): Promise<{ result: SelfCheckResult; created: boolean }> {
      const takenAt = new Date(payload.takenAt);
      const now = clock.now().getTime();
      if (takenAt.getTime() > now + CLOCK_SKEW_MS)
        throw new HttpError(400, 'takenAt must not be in the future');
      if (takenAt.getTime() < now - SELF_CHECK_MAX_AGE_DAYS * DAY_MS)
        throw new HttpError(400, `takenAt must be within the last ${SELF_CHECK_MAX_AGE_DAYS} days`);
      // Scored here, from the answers: what is stored can never disagree with them.
      const { score } = scoreAnswers(payload.instrument, payload.answers);
      const { row, created } = await repo.insert({
        userId,
        clientId: payload.id,
        instrument: payload.instrument,
        answers: [...payload.answers],
        score,
        difficulty: payload.difficulty ?? null,
        takenAt,
        createdAt: clock.now(),
      });
      // The activity says which check, never the score or an answer: scores earn nothing.
      if (created) {
        const { topic, name } = INSTRUMENTS[payload.instrument];
        await deps.recordCheckIn(userId, `Took the ${topic.toLowerCase()} self-check (${name})`);
      }
      return { result: toResult(row), created };
    },

    async list(userId: number): Promise<SelfCheckResult[]> {
      return (await repo.list(userId, SELF_CHECK_LIST_LIMIT)).map(toResult);
    },

    async remove(userId: number, id: string): Promise<void> {
      if (!(await repo.remove(userId, id))) throw new HttpError(404, 'Self-check result not found');
    },
  };
}

export function toResult(row: SelfCheckRow): SelfCheckResult {
  if (!isInstrumentId(row.instrument)) throw new Error(`unknown instrument ${row.instrument}`);
  const scored = scoreAnswers(row.instrument, row.answers);
  return {
    id: row.clientId,
    instrument: row.instrument,
    form: scored.form,
    answers: row.answers,
    score: row.score,
    maxScore: scored.maxScore,
    difficulty: row.difficulty,
    takenAt: row.takenAt.toISOString(),
  };
}

export type SelfCheckService = ReturnType<typeof createSelfCheckService>;
