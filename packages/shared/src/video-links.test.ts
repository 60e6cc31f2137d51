import { parseWebLink, recogniseVideo, toStoredVideoLink, webLinkProblem } from './video-links.ts';

describe('recogniseVideo', () => {
  test.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtube.com/watch?v=aqz-KE-bpKQ&t=42s&list=PL123', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?si=share', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/live/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['http://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
  ])('YouTube: %s', (url, id) => {
    expect(recogniseVideo(url)).toEqual({
      provider: 'youtube',
      video_id: id,
      embed_url: `https://www.youtube-nocookie.com/embed/${id}`,
    });
  });

  test.each([
    ['https://vimeo.com/1084537', '1084537', 'https://player.vimeo.com/video/1084537'],
    ['https://www.vimeo.com/1084537#t=10s', '1084537', 'https://player.vimeo.com/video/1084537'],
    ['https://vimeo.com/channels/staffpicks/1084537', '1084537', 'https://player.vimeo.com/video/1084537'],
    [
      'https://vimeo.com/groups/shortfilms/videos/1084537',
      '1084537',
      'https://player.vimeo.com/video/1084537',
    ],
    ['https://vimeo.com/showcase/9000/video/1084537', '1084537', 'https://player.vimeo.com/video/1084537'],
    // Unlisted videos play only with their hash.
    [
      'https://vimeo.com/1084537/a1b2c3d4e5',
      '1084537',
      'https://player.vimeo.com/video/1084537?h=a1b2c3d4e5',
    ],
    [
      'https://player.vimeo.com/video/1084537?h=a1b2c3d4e5&badge=0',
      '1084537',
      'https://player.vimeo.com/video/1084537?h=a1b2c3d4e5',
    ],
  ])('Vimeo: %s', (url, id, embed) => {
    expect(recogniseVideo(url)).toEqual({ provider: 'vimeo', video_id: id, embed_url: embed });
  });

  test.each([
    'https://www.youtube.com/channel/UCSMOQeBJ2RAnuFungnQOxLg',
    'https://www.youtube.com/watch?v=short',
    'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'https://notyoutube.com/watch?v=aqz-KE-bpKQ',
    'https://vimeo.com/about',
    'https://vimeo.com/showcase/9000',
    'https://player.vimeo.com/video/abc',
    'https://www.behance.net/maya-okafor',
    'javascript:alert(1)//youtube.com/watch?v=aqz-KE-bpKQ',
    'not a link',
  ])('anything else is a plain link without a player: %s', (url) => {
    expect(recogniseVideo(url)).toEqual({ provider: 'other', video_id: null, embed_url: null });
  });

  test('stores the typed link with the provider and id it found', () => {
    expect(toStoredVideoLink('https://youtu.be/aqz-KE-bpKQ')).toEqual({
      url: 'https://youtu.be/aqz-KE-bpKQ',
      provider: 'youtube',
      video_id: 'aqz-KE-bpKQ',
    });
  });
});

describe('links people may click', () => {
  test('accept https and http pages on a real host', () => {
    expect(webLinkProblem('https://mayaokafor.example/reel')).toBeNull();
    expect(webLinkProblem('http://mayaokafor.example')).toBeNull();
    expect(parseWebLink('  https://vimeo.com/1084537  ')?.hostname).toBe('vimeo.com');
  });

  test.each([
    ['javascript:alert(1)', 'Only https:// and http:// links are accepted'],
    ['data:text/html,<script>alert(1)</script>', 'Only https:// and http:// links are accepted'],
    ['ftp://files.example/reel.mov', 'Only https:// and http:// links are accepted'],
    ['vimeo.com/1084537', 'Enter a full link, starting with https://'],
    ['https://localhost/reel', 'Enter a full link, starting with https://'],
    ['https://user:secret@mayaokafor.example', 'Enter a full link, starting with https://'],
    [`https://example.com/${'a'.repeat(500)}`, 'Links can be at most 500 characters'],
  ])('refuse %s', (url, message) => {
    expect(webLinkProblem(url)).toBe(message);
  });
});
