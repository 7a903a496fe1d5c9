import type { Role, UserStatus } from '../../generated/prisma/enums.js';
import { dateOf, firstRow, prepared, query, type SqlProgram, type Slots } from '../../database/sql-program.js';

/** A session with the user it belongs to, as every signed-in request checks it. */
export interface SessionWithUser {
  revokedAt: Date | null;
  expiresAt: Date;
  user: { id: string; role: Role; name: string; email: string; status: UserStatus };
}

const SESSION_WITH_USER = prepared(['sessionId'], ({ sessionId }: Slots<{ sessionId: string }>) =>
  query
    .selectFrom('Session as s')
    .innerJoin('User as u', 'u.id', 's.userId')
    .select(['s.revokedAt', 's.expiresAt', 'u.id', 'u.role', 'u.name', 'u.email', 'u.status'])
    .where('s.id', '=', sessionId),
);

/**
 * Reads a session and its user in one statement. Every signed-in request runs it, so it is a SQL program on the
 * direct connection rather than a Prisma query (which would queue behind every other query of the process).
 */
export function* sessionWithUser(sessionId: string): SqlProgram<SessionWithUser | null> {
  const row = yield* firstRow(SESSION_WITH_USER.bind({ sessionId }));
  if (!row) return null;
  const { revokedAt, expiresAt, ...user } = row;
  return { revokedAt: dateOf(revokedAt), expiresAt: dateOf(expiresAt)!, user };
}
