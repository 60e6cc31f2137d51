import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams, type NavigateOptions } from 'react-router';
import { routerIsLeaving } from './router-navigation';

/** How long typing may pause before a search runs: a search per word, not per letter. */
export const FILTER_DEBOUNCE_MS = 300;

const trimmed = (text: string) => text.trim();

/**
 * Text typed into a search filter, written to the address bar once typing pauses. The box follows the
 * address bar when it changes from elsewhere (Clear filters, Back), but not when it only catches up with
 * typing: `urlForm` says what the typed text becomes in the address bar (trimmed by default), so the
 * space someone paused after ("music ") is not taken away from under their cursor.
 */
export function useDebouncedFilter(
  urlValue: string,
  write: (text: string) => void,
  urlForm: (text: string) => string = trimmed,
) {
  const [text, setText] = useState(urlValue);
  // The address bar's value this box last agreed with, in its address-bar form.
  const [agreed, setAgreed] = useState(urlValue);
  if (urlValue !== agreed) {
    setAgreed(urlValue);
    setText(urlValue);
  }
  const commit = useEffectEvent((value: string) => {
    setAgreed(urlForm(value));
    write(value);
  });
  const pending = urlForm(text) !== agreed;
  // Someone who types and then opens a result at once has left: a search written now would take them back
  // from the page they chose (its code may still be loading, so this page is still mounted).
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  // The rendered `leaving` can lag the click: the router renders its updates in a transition, which may
  // come after this timer is due. So the router itself is asked when the timer fires, and while it is on
  // its way elsewhere the write waits rather than interrupting it (decision 0078).
  const attempt = useEffectEvent((value: string, retry: () => void) => {
    if (routerIsLeaving(pathname)) retry();
    else commit(value);
  });
  useEffect(() => {
    if (!pending || leaving) return;
    let timer: ReturnType<typeof setTimeout>;
    const due = () => attempt(text, () => (timer = setTimeout(due, FILTER_DEBOUNCE_MS)));
    timer = setTimeout(due, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending, text, leaving]);
  return [text, setText] as const;
}

/**
 * `useSearchParams` whose functional updates compose. React Router hands the updater the parameters of the
 * last render, so two filters whose pauses end in the same tick (a slow device, a busy tab) would each
 * start from the same address and the second would wipe out the first. Here each update starts from the
 * one before it.
 */
export function useComposedSearchParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
    const next = change(new URLSearchParams(latest.current));
    latest.current = next;
    setParams(next, options);
  };
  return [params, update] as const;
}

/**
 * The address bar's search parameters and a setter for some of them: a value sets its parameter, an empty
 * one removes it, and updates compose (useComposedSearchParams). `replace` keeps typing out of the history,
 * so Back undoes a chosen filter rather than each pause in the search.
 */
export function useUrlFilters<Name extends string>() {
  const [params, update] = useComposedSearchParams();
  const set = (changes: Partial<Record<Name, string>>, replace = false) =>
    update(
      (current) => {
        for (const [key, value] of Object.entries<string | undefined>(changes)) {
          if (value) current.set(key, value);
          else current.delete(key);
        }
        return current;
      },
      { replace },
    );
  return [params, set] as const;
}
