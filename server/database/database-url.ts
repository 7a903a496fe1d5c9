/** Whether a DATABASE_URL points at PostgreSQL rather than at a SQLite file. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}
