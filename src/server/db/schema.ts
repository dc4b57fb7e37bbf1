import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL. Migrations in drizzle/ are generated from this file.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    // Optional and stored only when the user gives one.
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a database leak does not leak usable sessions.
    tokenHash: bytea('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    // The session's name in his session list and in "sign out" calls: the token hash is a
    // credential and never leaves the server (issue 20).
    publicId: uuid('public_id').notNull().defaultRandom(),
    // "Chrome on Android", derived from the User-Agent at sign-in. The raw header and the IP are
    // never stored. Null for sessions made before the list existed.
    device: text('device'),
    // Moved forward at most once a minute, so a busy session costs one write a minute.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    // Set when he re-enters his password; export and deletion need it to be minutes old at most.
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    uniqueIndex('sessions_public_id_key').on(table.publicId),
  ],
);

export const achievements = pgTable('achievements', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull(),
  category: text('category').notNull(),
});

export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: integer('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    progress: smallint('progress').notNull().default(0),
    unlocked: boolean('unlocked').notNull().default(false),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.achievementId] })],
);

export const moods = pgTable(
  'moods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    note: text('note'),
    // Factors on the check-in (issue 19), normalised lowercase text; empty when none.
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [index('moods_user_created_idx').on(table.userId, table.createdAt)],
);

export const activities = pgTable(
  'activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    // What the activity was about, by id (a learning module's slug, a chat topic's id), for the
    // types that achievements count. Its title comes from the catalogue when the list is read, so
    // renaming a title changes neither the count nor the stored rows.
    subject: text('subject'),
    // Free text for the other types (a check-in's mood, a breathing session's name).
    details: text('details'),
    createdAt: createdAt(),
  },
  (table) => [
    index('activities_user_created_idx').on(table.userId, table.createdAt),
    check(
      'activities_subject_or_details',
      sql`${table.subject} is not null or ${table.details} is not null`,
    ),
  ],
);

// Self-check results he chose to save to his account (issue 18). The score is worked out on the
// server from the answers; client_id is the id his device gave the result, so saving the same
// result twice stores it once.
export const selfChecks = pgTable(
  'self_checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    instrument: text('instrument').notNull(),
    answers: smallint('answers').array().notNull(),
    score: smallint('score').notNull(),
    difficulty: smallint('difficulty'),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('self_checks_user_client_key').on(table.userId, table.clientId),
    index('self_checks_user_taken_idx').on(table.userId, table.takenAt),
  ],
);

// Analytics hold aggregates only: per UTC day the visit and unique-visitor counts (kept for the
// all-time total), per day and page a counter (kept 30 days), and today's salted visitor hashes.
// Neither an IP address nor a user agent is ever stored.
export const visitDays = pgTable('visit_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  visits: integer('visits').notNull().default(0),
  uniques: integer('uniques').notNull().default(0),
});

export const visitPageDays = pgTable(
  'visit_page_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    page: text('page').notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.page] })],
);

// Only today's hashes exist: they go with the salt, so no visitor can be linked across days.
export const visitDayVisitors = pgTable(
  'visit_day_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: bytea('visitor_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitorHash] })],
);

export const visitDaySalts = pgTable('visit_day_salts', {
  // Deleted once its UTC day is over, so yesterday's hashes can no longer be recomputed.
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: bytea('salt').notNull(),
});
