import { isMobileDevice, MOBILE_MEDIA_QUERY } from './mobile';

const desktopUa =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const phoneUa =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

function windowWith(narrow: boolean, userAgent: string) {
  return {
    matchMedia: (query: string) => ({ matches: narrow && query === MOBILE_MEDIA_QUERY }) as MediaQueryList,
    navigator: { userAgent } as Navigator,
  };
}

describe('isMobileDevice', () => {
  it('uses the 768 px breakpoint', () => {
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 768px)');
  });

  it('is true for a narrow viewport or a touch device, false for a wide desktop', () => {
    expect(isMobileDevice(windowWith(true, desktopUa))).toBe(true);
    expect(isMobileDevice(windowWith(false, phoneUa))).toBe(true);
    expect(isMobileDevice(windowWith(false, desktopUa))).toBe(false);
  });
});
