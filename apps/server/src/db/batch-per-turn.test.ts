import { createTurnBatcher } from './batch-per-turn.ts';

interface Call {
  room: string;
  text: string;
}

function recorder(options: { fail?: (items: Call[]) => boolean; hold?: Promise<void> } = {}) {
  const batches: Call[][] = [];
  const run = async (items: Call[]) => {
    batches.push(items);
    await options.hold;
    if (options.fail?.(items)) throw new Error('batch failed');
    return items.map((item) => `${item.room}:${item.text}`);
  };
  return { batches, run };
}

test('the calls of one turn go in one batch and each gets its own answer', async () => {
  const { batches, run } = recorder();
  const store = createTurnBatcher({ run });
  const answers = await Promise.all([
    store({ room: 'a', text: '1' }),
    store({ room: 'b', text: '2' }),
    store({ room: 'c', text: '3' }),
  ]);
  expect(answers).toEqual(['a:1', 'b:2', 'c:3']);
  expect(batches).toHaveLength(1);
});

test('calls made in a later turn go in a later batch', async () => {
  const { batches, run } = recorder();
  const store = createTurnBatcher({ run });
  await store({ room: 'a', text: '1' });
  await store({ room: 'a', text: '2' });
  expect(batches.map((batch) => batch.map((call) => call.text))).toEqual([['1'], ['2']]);
});

test('calls with the same key run one batch after the other, in the order made', async () => {
  let release!: () => void;
  const hold = new Promise<void>((resolve) => (release = resolve));
  const { batches, run } = recorder({ hold });
  const store = createTurnBatcher({ run, serialKeys: (call: Call) => [call.room] });
  const done = Promise.all([
    store({ room: 'a', text: '1' }),
    store({ room: 'a', text: '2' }),
    store({ room: 'b', text: '3' }),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 20));
  // While the first batch holds room a, its second call waits; room b went with the first.
  expect(batches.map((batch) => batch.map((call) => call.text))).toEqual([['1', '3']]);
  release();
  expect(await done).toEqual(['a:1', 'a:2', 'b:3']);
  expect(batches.map((batch) => batch.map((call) => call.text))).toEqual([['1', '3'], ['2']]);
});

test('a batch holds at most maxBatch calls; the rest follow without waiting for it', async () => {
  let release!: () => void;
  const hold = new Promise<void>((resolve) => (release = resolve));
  const { batches, run } = recorder({ hold });
  const store = createTurnBatcher({ run, maxBatch: 2, maxInFlight: 5 });
  const done = Promise.all(['1', '2', '3', '4', '5'].map((text) => store({ room: text, text })));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(batches.map((batch) => batch.length)).toEqual([2, 2, 1]);
  release();
  expect(await done).toHaveLength(5);
});

test('calls made while maxInFlight batches run gather into the next batch', async () => {
  let release!: () => void;
  const hold = new Promise<void>((resolve) => (release = resolve));
  const { batches, run } = recorder({ hold });
  const store = createTurnBatcher({ run, maxInFlight: 1 });
  const first = store({ room: 'a', text: '1' });
  await new Promise((resolve) => setImmediate(resolve));
  // One batch runs; the calls of the next turns wait for it, then go together.
  const later = [store({ room: 'b', text: '2' })];
  await new Promise((resolve) => setImmediate(resolve));
  later.push(store({ room: 'c', text: '3' }));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(batches.map((batch) => batch.map((call) => call.text))).toEqual([['1']]);
  release();
  expect(await Promise.all([first, ...later])).toEqual(['a:1', 'b:2', 'c:3']);
  expect(batches.map((batch) => batch.map((call) => call.text))).toEqual([['1'], ['2', '3']]);
});

test('a failed batch rejects every call in it, and later calls still run', async () => {
  const { run } = recorder({ fail: (items) => items.some((item) => item.text === 'bad') });
  const store = createTurnBatcher({ run, serialKeys: (call: Call) => [call.room] });
  const results = await Promise.allSettled([
    store({ room: 'a', text: 'bad' }),
    store({ room: 'b', text: 'ok' }),
  ]);
  expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  // The keys of the failed batch are free again.
  expect(await store({ room: 'a', text: 'fine' })).toBe('a:fine');
});
