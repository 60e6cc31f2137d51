import { MyPitchesPage } from './my-pitches-page';
import { PitchingRoomPage } from './pitching-room-page';

export const pages = {
  '/filmmaker/dashboard/pitching-room': MyPitchesPage,
  '/client/dashboard/pitching-room': PitchingRoomPage,
};
