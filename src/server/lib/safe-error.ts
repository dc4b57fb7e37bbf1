// What an error may say in a log. Error messages are not safe to log: a failed query's message
// carries its parameters (mood notes, usernames, password hashes), and a driver's `detail` quotes
// the offending values. Only codes, names and where it happened are kept (issue 20, finding 2).

export type SafeErrorLog = {
  type: string;
  code?: string;
  /** The SQL verb and table of a failed query ("insert into moods"), never its values. */
  statement?: string;
  constraint?: string;
  table?: string;
  /** Stack frames without the message line(s). */
  frames?: string[];
};

const WRITE = /\b(insert into|update|delete from)\s+"(\w+)"/i;
const READ = /\bfrom\s+"(\w+)"/i;

/** "insert into moods", "select sessions": what a query did and where, from its SQL text. */
function statementName(query: string): string {
  const write = WRITE.exec(query);
  if (write) return `${write[1]?.toLowerCase()} ${write[2]}`;
  const read = READ.exec(query);
  return read ? `select ${read[1]}` : (query.trim().split(/\s+/)[0]?.toLowerCase() ?? 'query');
}

function field(error: object, name: string): string | undefined {
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

export function safeError(error: unknown): SafeErrorLog {
  if (!(error instanceof Error)) return { type: typeof error };
  const log: SafeErrorLog = { type: error.name };
  // Drizzle wraps the driver's error: the code and constraint are on the cause.
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    log.code ??= field(current, 'code');
    log.constraint ??= field(current, 'constraint');
    log.table ??= field(current, 'table');
    const query = field(current, 'query');
    if (query && !log.statement) log.statement = statementName(query);
    current = current.cause;
  }
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .map((line) => line.trim());
  if (frames?.length) log.frames = frames.slice(0, 12);
  return log;
}
