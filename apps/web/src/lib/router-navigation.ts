/** What a timer needs of the app's router: where it is going now. */
interface NavigationSource {
  state: { navigation: { state: string; location?: { pathname: string } | undefined } };
}

let source: NavigationSource | undefined;

/**
 * Registers the app's router where it is created, so that code running outside a render (a timer) can ask
 * it where it is going now. `useNavigation` answers as of the last render, and React Router renders its
 * updates in a transition, which can come after a timer that is already due (decision 0078).
 */
export function registerRouter(router: NavigationSource | undefined): void {
  source = router;
}

/** Whether the router is on its way from `pathname` to another page, as of this moment. */
export function routerIsLeaving(pathname: string): boolean {
  const navigation = source?.state.navigation;
  return (
    navigation !== undefined &&
    navigation.state !== 'idle' &&
    navigation.location !== undefined &&
    navigation.location.pathname !== pathname
  );
}
