import type { AccountExport } from '@shared/contracts/account';
import { describeSubject } from '@shared/rules/activity-subjects';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { AccountRepo } from './account.repo';
import { moodHistoryCsv } from './mood-csv';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function createAccountService(deps: { repo: AccountRepo; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    async exportData(userId: number): Promise<AccountExport> {
      const [user, sessions, achievements, moods, activities, selfChecks] = await Promise.all([
        repo.findUser(userId),
        repo.sessions(userId),
        repo.achievements(userId),
        repo.moods(userId),
        repo.activities(userId),
        repo.selfChecks(userId),
      ]);
      if (!user) throw new HttpError(401, 'Please log in to continue.');
      return {
        format: 'steady-export/1',
        exportedAt: iso(clock.now()),
        user: {
          id: user.id,
          username: user.username,
          email: user.email,
          createdAt: iso(user.createdAt),
        },
        sessions: sessions.map((s) => ({
          createdAt: iso(s.createdAt),
          expiresAt: iso(s.expiresAt),
          persistent: s.persistent,
          device: s.device,
          lastUsedAt: isoOrNull(s.lastUsedAt),
        })),
        achievements: achievements.map((a) => ({
          achievementId: a.achievementId,
          title: a.title,
          progress: a.progress,
          unlocked: a.unlocked,
          unlockedAt: isoOrNull(a.unlockedAt),
          updatedAt: iso(a.updatedAt),
        })),
        moods: moods.map((m) => ({
          id: m.id,
          value: m.value,
          note: m.note,
          tags: m.tags,
          date: iso(m.createdAt),
        })),
        activities: activities.map((a) => ({
          id: a.id,
          type: a.type,
          subject: a.subject,
          details: a.details ?? describeSubject(a.type, a.subject ?? ''),
          date: iso(a.createdAt),
        })),
        selfChecks: selfChecks.map((c) => ({
          id: c.clientId,
          instrument: c.instrument,
          answers: c.answers,
          score: c.score,
          difficulty: c.difficulty,
          takenAt: iso(c.takenAt),
          savedAt: iso(c.createdAt),
        })),
      };
    },

    /** Mood history as CSV (issue 19): date, value, note, tags; oldest first, like the JSON. */
    async moodCsv(userId: number): Promise<{ day: string; csv: string }> {
      const moods = await repo.moods(userId);
      return { day: iso(clock.now()).slice(0, 10), csv: moodHistoryCsv(moods) };
    },

    async deleteAccount(userId: number): Promise<void> {
      if (!(await repo.deleteUser(userId))) throw new HttpError(401, 'Please log in to continue.');
    },
  };
}
