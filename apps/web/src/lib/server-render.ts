import { createContext, useContext } from 'react';

/**
 * What a render on the server (decisions 0080 and 0084) knows that the browser reads from its own storage,
 * and how a page tells the server it cannot be served as it stands. Absent in the browser.
 */
export interface ServerRender {
  /** The dashboard sidebar's open state, from the request's cookie (the app writes it beside local storage). */
  sidebarOpen: boolean;
  /** The page is not what the visitor would see (the access guard sends them elsewhere, or is still asking). */
  decline: () => void;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}
