import { downloadAttachment } from './download-attachment';

const file = { signed_url: 'http://localhost/api/files/f1?expires=1&signature=s', file_name: 'cut v2.mp4' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('downloadAttachment', () => {
  it('fetches the signed link as a blob and saves it under the file name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob(['bytes']))),
    );
    URL.createObjectURL = vi.fn(() => 'blob:local/1');
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);

    await downloadAttachment(file);

    expect(fetch).toHaveBeenCalledWith(file.signed_url);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.download).toBe('cut v2.mp4');
    expect(clicks[0]!.href).toBe('blob:local/1');
    expect(open).not.toHaveBeenCalled();
  });

  it('logs a failure silently and opens the link in a new tab', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 403 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);

    await expect(downloadAttachment(file)).resolves.toBeUndefined();

    expect(warn).toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith(file.signed_url, '_blank', 'noopener,noreferrer');
  });
});
