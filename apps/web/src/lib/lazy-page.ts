import type { ComponentType } from 'react';

// A product area's page that loads on its own chunk when its route is opened, instead of with every page of
// its area (docs/decisions/0067). The router (app/router.tsx) awaits `load` in the route's `lazy`, so the page
// renders once its code has arrived, as an area's eager pages do.

export interface LazyPage {
  readonly load: () => Promise<ComponentType>;
}

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  return { load };
}

export function isLazyPage(page: ComponentType | LazyPage): page is LazyPage {
  return typeof page === 'object' && 'load' in page;
}
