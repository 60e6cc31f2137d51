import { ReceiptQueue } from './receipt-queue';

describe('the receipt queue', () => {
  it('sends receipts of one sender one at a time, in order', async () => {
    const queue = new ReceiptQueue();
    const sent: string[] = [];
    let finishFirst!: () => void;
    const send = vi.fn(async (status: string) => {
      sent.push(status);
      if (sent.length === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
    });
    queue.request('room', 'c1', 'delivered', send);
    await Promise.resolve();
    queue.request('room', 'c1', 'read', send);
    await Promise.resolve();
    expect(sent).toEqual(['delivered']);
    finishFirst();
    await queue.settled();
    await queue.settled();
    expect(sent).toEqual(['delivered', 'read']);
  });

  it('merges receipts asked for while one waits into the strongest', async () => {
    const queue = new ReceiptQueue();
    const send = vi.fn(async () => {});
    queue.request('room', 'c1', 'delivered', send);
    queue.request('room', 'c1', 'read', send);
    queue.request('room', 'c1', 'delivered', send);
    await queue.settled();
    expect(send.mock.calls).toEqual([['read']]);
  });

  it('logs a failed receipt and goes on', async () => {
    const log = vi.fn();
    const queue = new ReceiptQueue(log);
    queue.request('room', 'c1', 'delivered', async () => {
      throw new Error('offline');
    });
    await queue.settled();
    const send = vi.fn(async () => {});
    queue.request('room', 'c1', 'read', send);
    await queue.settled();
    expect(log).toHaveBeenCalledWith('Marking messages delivered failed', expect.any(Error));
    expect(send).toHaveBeenCalledWith('read');
  });
});
