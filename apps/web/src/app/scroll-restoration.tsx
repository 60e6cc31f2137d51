import { useState } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';
import { takesOverServerPage } from '@/lib/server-page';

/**
 * React Router's scroll restoration, except on a page the server drew until the visitor leaves it. There the
 * router has no saved position for the first page and would scroll to the top as the app takes over
 * (decision 0080), on the visitor's first press or key: what they had scrolled to, and the control they were
 * pressing, would jump away under the pointer. From the first navigation on it runs as everywhere else and
 * stays on: a new page opens at the top, and Back returns to where a page was left (the landing page itself,
 * whose position nobody kept, opens at its top).
 */
export function AppScrollRestoration() {
  const location = useLocation();
  const [landing] = useState(() => (takesOverServerPage() ? location.key : null));
  const [left, setLeft] = useState(landing === null);
  // A value kept from an earlier render, updated during render as React documents for derived state.
  if (!left && location.key !== landing) setLeft(true);
  return left ? <ScrollRestoration /> : null;
}
