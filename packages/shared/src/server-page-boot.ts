import { SIDEBAR } from './constants.ts';
import { SERVER_PAGE } from './server-page.ts';

// Its own module, read by the server and the benchmarks: the web app never bundles the script's text.

/**
 * The page's only inline script, allowed by its hash in the Content-Security-Policy. Plain ES5-level script
 * with no build step: it is the whole of a public page's first-load JavaScript.
 *
 * - A public page and a stored session: the visitor sees their own header and buttons, so the app starts at
 *   once and draws the page itself (`data-boot="app"` hides the server's signed-out markup meanwhile).
 * - A page the server drew for a signed-in user (decision 0084) is taken over only by the same user's stored
 *   session, with the sidebar as this browser keeps it; otherwise the app starts at once and draws the page
 *   itself, as above. Taken over, it starts on the first sign of a person as below, or a few seconds after
 *   the page has loaded, so that its live parts follow changes for a visitor who only looks.
 * - Otherwise the app starts on the first sign of a person: a pointer moving or pressing, a key, a focus, a
 *   touch, a wheel. Links are plain links and work before it; a press on a button or a form's submission
 *   that comes before the app is live is held and replayed once it is (nothing is lost, nothing runs twice);
 *   so is a press on a label, a radio button or a checkbox, whose change the app would otherwise not see.
 */
export const SERVER_PAGE_BOOT_SCRIPT = `(function () {
  var boot = (window.${SERVER_PAGE.bootGlobal} = { started: false, live: false, pending: [] });
  var html = document.documentElement;
  boot.start = function () {
    if (boot.started) return;
    boot.started = true;
    var meta = document.querySelector('meta[name="${SERVER_PAGE.entryMetaName}"]');
    if (!meta) return;
    (meta.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    import(meta.content);
  };
  var signedIn = false;
  var storedUser = null;
  var sidebarOpen = '${SIDEBAR.defaultOpen}';
  try {
    sidebarOpen = localStorage.getItem('${SIDEBAR.storageKey}') || sidebarOpen;
    for (var i = 0; i < localStorage.length; i++) {
      if ((localStorage.key(i) || '').indexOf('${SERVER_PAGE.sessionKeyPrefix}') === 0) signedIn = true;
    }
    var stored = JSON.parse(localStorage.getItem('${SERVER_PAGE.sessionKeyPrefix}') || 'null');
    storedUser = stored && stored.user ? stored.user.id : null;
  } catch (error) {}
  var pageUser = document.querySelector('meta[name="${SERVER_PAGE.userMetaName}"]');
  var drawnAsStored = pageUser
    ? pageUser.content === storedUser && pageUser.getAttribute('data-sidebar-open') === sidebarOpen
    : !signedIn;
  if (!drawnAsStored) {
    html.setAttribute('data-boot', '${SERVER_PAGE.appBootValue}');
    boot.start();
    return;
  }
  if (pageUser) {
    addEventListener('load', function () {
      setTimeout(boot.start, ${SERVER_PAGE.signedInStartAfterLoadMs});
    });
  }
  ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'].forEach(function (type) {
    addEventListener(type, boot.start, { capture: true, passive: true });
  });
  // A field taking focus starts it too (a screen reader moves focus without keys), but not the page's own
  // autofocus before the visitor has done anything.
  addEventListener('focusin', function (event) {
    var activation = navigator.userActivation;
    var own = event.target instanceof Element && event.target.hasAttribute('autofocus');
    if (!own || !activation || activation.hasBeenActive) boot.start();
  }, true);
  // A held control is found again if the app drew its part of the page anew: by its place under <body>,
  // as long as the element there is the same kind with the same text.
  function pathOf(element) {
    var path = [];
    for (var node = element; node && node !== document.body && node.parentElement; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return path;
  }
  function current(element, path) {
    if (element.isConnected) return element;
    var node = document.body;
    for (var i = 0; node && i < path.length; i++) node = node.children[path[i]];
    var same =
      node &&
      node.tagName === element.tagName &&
      node.textContent === element.textContent &&
      node.getAttribute('aria-label') === element.getAttribute('aria-label');
    return same ? node : null;
  }
  // A press replayed as the browser makes one: a menu's trigger opens on the pointer going down, not on the
  // click (Radix's dropdown menus do), and the app saw neither while it was not live.
  function press(target) {
    ['pointerdown', 'mousedown', 'pointerup', 'mouseup'].forEach(function (type) {
      var init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: type.indexOf('down') > 0 ? 1 : 0, pointerType: 'mouse', isPrimary: true };
      var Kind = type.indexOf('pointer') === 0 && window.PointerEvent ? PointerEvent : MouseEvent;
      target.dispatchEvent(new Kind(type, init));
    });
    target.click();
  }
  function hold(event, replay) {
    event.preventDefault();
    event.stopImmediatePropagation();
    boot.pending.push(replay);
    boot.start();
  }
  addEventListener('click', function (event) {
    if (boot.live || !(event.target instanceof Element)) return;
    var control = event.target.closest(
      'button, [role="button"], [role="radio"], [role="checkbox"], [role="switch"], [role="tab"], summary, label, ' +
        'input[type="submit"], input[type="button"], input[type="radio"], input[type="checkbox"]',
    );
    if (!control || control.closest('a[href]')) return;
    var path = pathOf(control);
    hold(event, function () {
      var target = current(control, path);
      if (target) press(target);
    });
  }, true);
  addEventListener('submit', function (event) {
    if (boot.live) return;
    var form = event.target;
    var path = pathOf(form);
    hold(event, function () {
      var target = current(form, path);
      if (target) target.requestSubmit();
    });
  }, true);
})();`;
