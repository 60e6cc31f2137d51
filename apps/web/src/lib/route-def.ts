import type { RouteDef } from '@reelhire/shared/routes';
import { useMatches } from 'react-router';

/** The route-table entry of the page being shown (its title, area and guard). */
export function useRouteDef(): RouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { route?: RouteDef } | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
