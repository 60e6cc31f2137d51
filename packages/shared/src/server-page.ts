/**
 * Public pages the server renders (docs/decisions/0080): the markup arrives with the page's data, and the app
 * itself (React, the router, the forms) loads on the visitor's first sign of use. The server writes the page
 * with these names and this boot script; the web app reads the state and, once live, replays what was held.
 */
export const SERVER_PAGE = {
  /** `<script type="application/json">` with the page's query answers (TanStack Query's dehydrated state). */
  stateElementId: 'reelhire-page-state',
  /** `<meta>` whose content is the app's entry module and whose data-preload lists its static imports. */
  entryMetaName: 'reelhire:entry',
  /** Set on `<html>` when the app starts at once and draws the page itself (a stored session). */
  appBootValue: 'app',
  /** The boot script's handle on window, which the app reads to say it is live. */
  bootGlobal: '__reelhireBoot',
  /** Local storage keys of a stored session or sign-in start with this (the web's AUTH_STORAGE_KEY). */
  sessionKeyPrefix: 'reelhire-auth',
  /**
   * The cookie that tells the server whose signed-in page to render (docs/decisions/0084): the session's
   * access token, written by the app beside its stored session and read only to render pages, never by the API.
   */
  renderCookie: 'reelhire-render',
  /**
   * `<meta>` whose content is the id of the user a page was rendered for (absent on a public page), and
   * whose `data-sidebar-open` is the sidebar state it was drawn with.
   */
  userMetaName: 'reelhire:user',
  /**
   * How long after a signed-in page has loaded its app starts by itself if nobody has touched it yet
   * (decision 0084): its live parts (the bell, chat, to-dos) then follow changes for a visitor who only looks.
   */
  signedInStartAfterLoadMs: 4000,
  /** The dashboard sidebar's state (docs/product.md §1's `sidebar-open`) as a cookie, for the server's render. */
  sidebarCookie: 'sidebar-open',
} as const;
