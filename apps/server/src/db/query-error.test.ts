import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';
import { isDatabaseUnavailable, safeErrorMessage, withoutQueryValues } from './query-error.ts';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

/** What PostgreSQL answers for a row its check refuses: the row's values are in `detail`. */
function checkViolation() {
  return Object.assign(new Error('new row for relation "users" violates check constraint "x"'), {
    code: '23514',
    constraint: 'x',
    detail: `Failing row contains (1, maya@example.com, ${HASH}).`,
  });
}

describe('withoutQueryValues (decision 0019)', () => {
  test('a failed drizzle query keeps its SQL and error codes and loses its values', () => {
    const error = new DrizzleQueryError(
      'insert into users values ($1, $2)',
      ['a@b.c', HASH],
      checkViolation(),
    );
    const lines: string[] = [];
    pino({}, { write: (line: string) => void lines.push(line) }).error(
      { err: pino.stdSerializers.err(withoutQueryValues(error)) },
      'failed',
    );
    expect(lines.join('')).not.toContain(HASH);
    expect(lines.join('')).toContain('insert into users values ($1, $2)');
    const safe = withoutQueryValues(error);
    expect(safe).toBeInstanceOf(DrizzleQueryError);
    expect(safe.message).toBe('Failed query: insert into users values ($1, $2)');
    expect(safe).not.toHaveProperty('params');
    expect(safe.cause).toMatchObject({ code: '23514', constraint: 'x' });
    expect(safe.cause).not.toHaveProperty('detail');
    // The original is left as it was (the caller may still inspect it).
    expect(error.params).toEqual(['a@b.c', HASH]);
  });

  test('a database error logged on its own loses its detail; other errors come back as they are', () => {
    expect(JSON.stringify(pino.stdSerializers.err(withoutQueryValues(checkViolation())))).not.toContain(HASH);
    const plain = new Error('boom');
    expect(withoutQueryValues(plain)).toBe(plain);
    expect(withoutQueryValues('text')).toBe('text');
  });

  test('safeErrorMessage gives the message a stored last_error may show', () => {
    const error = new DrizzleQueryError(
      'insert into dev_mailbox values ($1)',
      ['code 271828'],
      checkViolation(),
    );
    expect(safeErrorMessage(error)).toBe('Failed query: insert into dev_mailbox values ($1)');
    expect(safeErrorMessage('plain')).toBe('plain');
  });
});

describe('isDatabaseUnavailable (decision 0069)', () => {
  const coded = (code: string) => Object.assign(new Error('x'), { code });

  test('a server shutting down, a refused or lost connection, wrapped by drizzle or not, is unavailable', () => {
    expect(isDatabaseUnavailable(coded('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(coded('08006'))).toBe(true);
    expect(isDatabaseUnavailable(coded('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], coded('57P01')))).toBe(true);
  });

  test('a statement the database refused is not', () => {
    expect(isDatabaseUnavailable(coded('23505'))).toBe(false);
    expect(isDatabaseUnavailable(coded('40001'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
