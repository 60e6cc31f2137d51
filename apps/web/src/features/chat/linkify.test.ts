import { MAX_MESSAGE_LENGTH } from '@reelhire/shared/chat-messages';
import { linkify, safeHref } from './linkify';

const links = (text: string) => linkify(text).filter((part) => part.kind === 'link');

describe('linkify', () => {
  it('leaves text without addresses as one plain part', () => {
    expect(linkify('See you on set at 9')).toEqual([{ kind: 'text', text: 'See you on set at 9' }]);
    expect(linkify('')).toEqual([]);
  });

  it('links http and https addresses and keeps the text around them', () => {
    expect(linkify('Reel: https://vimeo.com/123456 and http://example.com/a?b=1#c done')).toEqual([
      { kind: 'text', text: 'Reel: ' },
      { kind: 'link', text: 'https://vimeo.com/123456', href: 'https://vimeo.com/123456' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://example.com/a?b=1#c', href: 'http://example.com/a?b=1#c' },
      { kind: 'text', text: ' done' },
    ]);
  });

  it('links a bare www. address over https', () => {
    expect(links('try www.reelhire.test/talent')).toEqual([
      { kind: 'link', text: 'www.reelhire.test/talent', href: 'https://www.reelhire.test/talent' },
    ]);
  });

  it('links e-mail addresses, bare or with mailto:', () => {
    expect(links('mail maya@example.com or mailto:ops@reelhire.test?subject=Hi')).toEqual([
      { kind: 'link', text: 'maya@example.com', href: 'mailto:maya@example.com' },
      {
        kind: 'link',
        text: 'mailto:ops@reelhire.test?subject=Hi',
        href: 'mailto:ops@reelhire.test?subject=Hi',
      },
    ]);
  });

  it('leaves sentence punctuation and unmatched brackets outside the link', () => {
    expect(linkify('(see https://a.io/x).')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://a.io/x', href: 'https://a.io/x' },
      { kind: 'text', text: ').' },
    ]);
    expect(links('Read https://en.wikipedia.org/wiki/Film_(disambiguation), then')[0]).toMatchObject({
      text: 'https://en.wikipedia.org/wiki/Film_(disambiguation)',
    });
    expect(links('Is it https://a.io/x?')[0]).toMatchObject({ text: 'https://a.io/x' });
  });

  it('keeps the whole text, in order, whatever it links', () => {
    const text = 'a https://x.io, b www.y.io. c z@z.io! (https://w.io/(1)) end';
    expect(
      linkify(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });

  describe('never links an unsafe address', () => {
    it.each([
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com/file',
      'mailto:javascript:alert(1)',
      'mailto:',
      'http://',
      'https://localhostx',
      'https://bank.example.com@evil.test/login',
      'https://user:pass@example.com',
      'https://[::1',
    ])('%s', (attack) => {
      expect(links(attack)).toEqual([]);
      expect(safeHref(attack.trim())).toBeNull();
    });

    it('stops a link at quotes and angle brackets, so markup stays text', () => {
      expect(links('https://a.io/"onmouseover="alert(1)')).toEqual([
        { kind: 'link', text: 'https://a.io/', href: 'https://a.io/' },
      ]);
      expect(links('<a href="javascript:alert(1)">https://a.io</a>')).toEqual([
        { kind: 'link', text: 'https://a.io', href: 'https://a.io/' },
      ]);
      expect(links('https://a.io\\@evil.test')).toEqual([
        { kind: 'link', text: 'https://a.io', href: 'https://a.io/' },
      ]);
    });

    it('links only the https address inside a blob: one', () => {
      expect(links('blob:https://example.com/uuid')).toEqual([
        { kind: 'link', text: 'https://example.com/uuid', href: 'https://example.com/uuid' },
      ]);
    });

    it('does not link a javascript: address that follows a safe word', () => {
      expect(links('wwwjavascript:alert(1) xhttps://a.io')).toEqual([]);
    });
  });

  it('handles the longest hostile messages quickly', () => {
    const hostile = [
      'a'.repeat(MAX_MESSAGE_LENGTH - 2) + '@a',
      'a@' + 'a-'.repeat(MAX_MESSAGE_LENGTH / 2),
      '.'.repeat(MAX_MESSAGE_LENGTH),
      'https://' + '('.repeat(MAX_MESSAGE_LENGTH - 8),
      'https://a.io/' + ')'.repeat(MAX_MESSAGE_LENGTH - 13),
    ];
    const started = performance.now();
    for (const text of hostile) linkify(text);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
