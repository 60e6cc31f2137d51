import { craftLabel, CRAFTS, craftSchema, craftsForAlias, isCraft } from './crafts.ts';

describe('crafts', () => {
  test('the list holds the crafts a client books, with unique ids and labels', () => {
    const ids = CRAFTS.map((craft) => craft.id);
    for (const craft of [
      'director',
      'director of photography',
      'camera operator',
      'editor',
      'colourist',
      'sound recordist',
      'gaffer',
      'producer',
      'motion designer',
      'drone pilot',
      'first assistant camera',
      'grip',
      'production designer',
      'makeup artist',
      'vfx artist',
      'writer',
      'photographer',
      'animator',
      'composer',
      'production assistant',
    ]) {
      expect(ids).toContain(craft);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(CRAFTS.map((craft) => craft.label)).size).toBe(ids.length);
  });

  test('ids are lower-case words, so the full-text search reads them as words', () => {
    for (const craft of CRAFTS) expect(craft.id).toMatch(/^[a-z]+( [a-z]+)*$/);
  });

  test('only listed crafts pass the schema', () => {
    expect(craftSchema.parse('gaffer')).toBe('gaffer');
    const refused = craftSchema.safeParse('best boy');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Choose a craft from the list');
    expect(isCraft('Director')).toBe(false);
  });

  test('labels for people, and old values shown as written', () => {
    expect(craftLabel('first assistant camera')).toBe('1st AC / focus puller');
    expect(craftLabel('vfx artist')).toBe('VFX artist');
    expect(craftLabel('best boy')).toBe('Best boy');
  });

  test('the other words clients type name the craft', () => {
    expect(craftsForAlias('DoP')).toEqual(['director of photography']);
    expect(craftsForAlias('cinematographer')).toEqual(['director of photography']);
    expect(craftsForAlias('colorist')).toEqual(['colourist']);
    expect(craftsForAlias('drone')).toEqual(['drone pilot']);
    expect(craftsForAlias('sandwich')).toEqual([]);
  });
});
