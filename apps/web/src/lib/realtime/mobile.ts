import { ATTACHMENTS } from '@reelhire/shared/constants';

/** Phones and small tablets: the viewport SPEC calls mobile (768 px or less). */
export const MOBILE_MEDIA_QUERY = `(max-width: ${ATTACHMENTS.carouselMobileBreakpointPx}px)`;

const TOUCH_UA = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|BlackBerry|Opera Mini/i;

/**
 * Whether this device gets docs/product.md §9's mobile timings (longer join delay, cleanup delay and
 * too-many-connections retry): a narrow viewport or a touch device's user agent. Mobile networks drop and
 * resume often, so the realtime client waits longer before tearing down what it may need again.
 */
export function isMobileDevice(
  win: Pick<Window, 'matchMedia' | 'navigator'> | undefined = globalThis.window,
) {
  if (!win) return false;
  const narrow = typeof win.matchMedia === 'function' && win.matchMedia(MOBILE_MEDIA_QUERY).matches;
  return narrow || TOUCH_UA.test(win.navigator?.userAgent ?? '');
}
