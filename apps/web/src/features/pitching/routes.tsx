// Each page is its own chunk (docs/decisions/0067).
import { lazyPage } from '@/lib/lazy-page';

export const pages = {
  '/filmmaker/dashboard/pitching-room': lazyPage(() =>
    import('./my-pitches-page').then((module) => module.MyPitchesPage),
  ),
  '/client/dashboard/pitching-room': lazyPage(() =>
    import('./pitching-room-page').then((module) => module.PitchingRoomPage),
  ),
};
