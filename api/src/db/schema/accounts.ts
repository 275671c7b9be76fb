import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** Stored trimmed and lowercased; unique. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: at('email_verified_at'),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

/** Only the SHA-256 of the cookie's token is kept, so a database leak opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    /** Absolute expiry: the session ends then, however active it is. */
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** One live e-mailed code per user and purpose; the code itself is stored hashed. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('email_codes_user_purpose_key').on(table.userId, table.purpose)],
);

/**
 * Events counted by the rate limits (login failures, mails sent, code tries), kept in the database
 * so every API process sees the same counts.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: id(),
    /** e.g. `login-failure:email:ada@example.com`, `mail:verify:ada@example.com`. */
    key: text('key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('attempts_key_created_at_idx').on(table.key, table.createdAt)],
);
