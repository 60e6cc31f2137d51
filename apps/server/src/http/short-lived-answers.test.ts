import { shortLivedAnswers } from './short-lived-answers.ts';

// What a caller of a short-lived answer notices: one computation for a burst, fresh ones after the time,
// failures never kept, and a bounded number of keys.

function clock() {
  let at = 1_000;
  return { now: () => at, move: (ms: number) => (at += ms) };
}

test('a burst of the same question is answered by one computation, kept until its time is up', async () => {
  const time = clock();
  const answers = shortLivedAnswers<string>({ ttlMs: 5_000, maxAnswers: 10, now: time.now });
  let computed = 0;
  const compute = async () => `answer ${(computed += 1)}`;
  const burst = await Promise.all(Array.from({ length: 20 }, () => answers.get('q', compute)));
  expect(new Set(burst)).toEqual(new Set(['answer 1']));
  expect(computed).toBe(1);
  time.move(4_999);
  expect(await answers.get('q', compute)).toBe('answer 1');
  time.move(1);
  expect(await answers.get('q', compute)).toBe('answer 2');
  // Another question is answered on its own.
  expect(await answers.get('other', compute)).toBe('answer 3');
});

test('the time counts from the answer, not the question', async () => {
  const time = clock();
  const answers = shortLivedAnswers<string>({ ttlMs: 5_000, maxAnswers: 10, now: time.now });
  let finish!: (value: string) => void;
  const first = answers.get('q', () => new Promise<string>((resolve) => (finish = resolve)));
  time.move(10_000);
  finish('slow answer');
  expect(await first).toBe('slow answer');
  time.move(4_000);
  expect(await answers.get('q', async () => 'new')).toBe('slow answer');
});

test('a failure reaches everyone who waited for it, and the next question tries again', async () => {
  const answers = shortLivedAnswers<string>({ ttlMs: 5_000, maxAnswers: 10 });
  const failing = () => Promise.reject(new Error('database away'));
  const waiting = [answers.get('q', failing), answers.get('q', failing)];
  for (const one of waiting) await expect(one).rejects.toThrow('database away');
  expect(await answers.get('q', async () => 'back')).toBe('back');
});

test('keeps at most its number of questions, dropping the oldest', async () => {
  const answers = shortLivedAnswers<string>({ ttlMs: 5_000, maxAnswers: 2 });
  let computed = 0;
  const compute = async () => `answer ${(computed += 1)}`;
  await answers.get('a', compute);
  await answers.get('b', compute);
  await answers.get('c', compute);
  expect(computed).toBe(3);
  expect(await answers.get('c', compute)).toBe('answer 3');
  expect(await answers.get('b', compute)).toBe('answer 2');
  // 'a' was dropped to make room for 'c'.
  expect(await answers.get('a', compute)).toBe('answer 4');
});

test('an answer it is told not to keep goes to those who waited for it, and no further', async () => {
  const answers = shortLivedAnswers<string>({ ttlMs: 5_000, maxAnswers: 10 });
  let computed = 0;
  const compute = async () => `${(computed += 1) === 1 ? 'private' : 'public'} answer`;
  const keep = (answer: string) => !answer.startsWith('private');
  const [first, second] = await Promise.all([
    answers.get('q', compute, keep),
    answers.get('q', compute, keep),
  ]);
  expect([first, second]).toEqual(['private answer', 'private answer']);
  expect(await answers.get('q', compute, keep)).toBe('public answer');
  expect(await answers.get('q', compute, keep)).toBe('public answer');
  expect(computed).toBe(2);
});

test('a computation that hangs is waited for no longer than twice the time an answer is kept', async () => {
  const time = clock();
  const answers = shortLivedAnswers<string>({ ttlMs: 5_000, maxAnswers: 10, now: time.now });
  const hung = answers.get('q', () => new Promise<string>(() => {}));
  time.move(9_999);
  expect(answers.get('q', async () => 'second try')).toBe(hung);
  time.move(1);
  expect(await answers.get('q', async () => 'second try')).toBe('second try');
  expect(await answers.get('q', async () => 'third try')).toBe('second try');
});
