import { z } from 'zod';

/**
 * The crafts a filmmaker can offer: the roles a client hiring a crew actually books. A craft's id is its
 * lowercase name, stored as is in `filmmakers.crafts`, so the full-text search reads it as words.
 * `aliases` are the other words clients type for the same job (search expands them).
 */
export const CRAFTS = [
  { id: 'director', label: 'Director', aliases: [] },
  {
    id: 'director of photography',
    label: 'Director of photography',
    aliases: ['dop', 'dp', 'cinematographer', 'cinematography'],
  },
  { id: 'camera operator', label: 'Camera operator', aliases: ['videographer', 'shooter', 'cameraman'] },
  { id: 'first assistant camera', label: '1st AC / focus puller', aliases: ['1st', 'ac', 'focus'] },
  { id: 'producer', label: 'Producer', aliases: [] },
  { id: 'production manager', label: 'Production manager', aliases: [] },
  { id: 'production assistant', label: 'Production assistant / runner', aliases: ['runner', 'pa'] },
  { id: 'editor', label: 'Editor', aliases: ['editing', 'cutter'] },
  { id: 'colourist', label: 'Colourist', aliases: ['colorist', 'grader', 'grading'] },
  { id: 'sound recordist', label: 'Sound recordist', aliases: ['recordist', 'mixer', 'boom'] },
  { id: 'sound designer', label: 'Sound designer', aliases: ['foley'] },
  { id: 'composer', label: 'Composer', aliases: ['music', 'score'] },
  { id: 'gaffer', label: 'Gaffer', aliases: ['lighting', 'spark', 'electrician'] },
  { id: 'grip', label: 'Grip', aliases: ['dolly'] },
  { id: 'production designer', label: 'Production designer', aliases: ['art'] },
  { id: 'makeup artist', label: 'Hair and makeup artist', aliases: ['mua', 'makeup', 'hair'] },
  { id: 'motion designer', label: 'Motion designer', aliases: ['motion', 'graphics'] },
  { id: 'animator', label: 'Animator', aliases: ['animation'] },
  { id: 'vfx artist', label: 'VFX artist', aliases: ['vfx', 'compositor', 'compositing'] },
  { id: 'drone pilot', label: 'Drone pilot', aliases: ['drone', 'aerial', 'aerials', 'uav'] },
  { id: 'writer', label: 'Writer', aliases: ['screenwriter', 'scriptwriter', 'copywriter'] },
  { id: 'photographer', label: 'Stills photographer', aliases: ['stills', 'photography'] },
] as const satisfies readonly { id: string; label: string; aliases: readonly string[] }[];

export type Craft = (typeof CRAFTS)[number]['id'];

export const CRAFT_IDS = CRAFTS.map((craft) => craft.id) as [Craft, ...Craft[]];

export function isCraft(value: unknown): value is Craft {
  return typeof value === 'string' && (CRAFT_IDS as readonly string[]).includes(value);
}

export const craftSchema = z.enum(CRAFT_IDS, { error: 'Choose a craft from the list' });

/** How a craft reads to people; an unknown value (an old record) is shown as written. */
export function craftLabel(craft: string): string {
  const known = CRAFTS.find((entry) => entry.id === craft);
  return known ? known.label : craft.charAt(0).toUpperCase() + craft.slice(1);
}

/** The crafts a search word names through an alias ("dop" is a director of photography). */
export function craftsForAlias(word: string): Craft[] {
  const lower = word.toLowerCase();
  return CRAFTS.filter((craft) => (craft.aliases as readonly string[]).includes(lower)).map((c) => c.id);
}
