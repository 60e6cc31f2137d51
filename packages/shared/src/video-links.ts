/**
 * Showreels and work links: any web page may be linked, and YouTube and Vimeo videos are recognised so
 * that the portfolio page can embed them. Only http(s) links are accepted, because these links are
 * shown to every visitor and a `javascript:` or `data:` link would run in their browser.
 */

export const VIDEO_PROVIDERS = ['youtube', 'vimeo', 'other'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export interface RecognisedVideo {
  provider: VideoProvider;
  /** YouTube's 11-character id or Vimeo's number; null for any other page. */
  video_id: string | null;
  /** The privacy-friendly player to frame (youtube-nocookie, player.vimeo.com); null for other pages. */
  embed_url: string | null;
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const VIMEO_ID = /^\d{5,12}$/;
/** Unlisted Vimeo videos need their hash in the player link, or the player refuses them. */
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

const other: RecognisedVideo = { provider: 'other', video_id: null, embed_url: null };

/** Parses a link that people may click: http(s), a real host name, no credentials. */
export function parseWebLink(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (!url.hostname.includes('.')) return null;
  return url;
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (host === 'youtu.be') candidate = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) candidate = segments[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

function vimeoVideo(url: URL): { id: string; hash: string | null } | null {
  const host = url.hostname.toLowerCase();
  if (!VIMEO_HOSTS.has(host)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const queryHash = url.searchParams.get('h');
  const hashOf = (value: string | null | undefined) => (value && VIMEO_HASH.test(value) ? value : null);
  if (host === 'player.vimeo.com') {
    return segments[0] === 'video' && VIMEO_ID.test(segments[1] ?? '')
      ? { id: segments[1]!, hash: hashOf(queryHash) }
      : null;
  }
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), /channels/staffpicks/123, /groups/x/videos/123,
  // /showcase/9/video/123, /album/9/video/123.
  const videoAt = segments.findIndex((segment) => segment === 'video' || segment === 'videos');
  if (videoAt >= 0 && VIMEO_ID.test(segments[videoAt + 1] ?? '')) {
    return { id: segments[videoAt + 1]!, hash: hashOf(queryHash) };
  }
  if (VIMEO_ID.test(segments[0] ?? ''))
    return { id: segments[0]!, hash: hashOf(segments[1]) ?? hashOf(queryHash) };
  if (segments[0] === 'channels' && VIMEO_ID.test(segments[2] ?? '')) {
    return { id: segments[2]!, hash: hashOf(queryHash) };
  }
  return null;
}

/** Which video a link shows, if it is a YouTube or Vimeo video. */
export function recogniseVideo(link: string): RecognisedVideo {
  const url = parseWebLink(link);
  if (!url) return other;
  const youtube = youtubeId(url);
  if (youtube) {
    return {
      provider: 'youtube',
      video_id: youtube,
      embed_url: `https://www.youtube-nocookie.com/embed/${youtube}`,
    };
  }
  const vimeo = vimeoVideo(url);
  if (vimeo) {
    return {
      provider: 'vimeo',
      video_id: vimeo.id,
      embed_url: `https://player.vimeo.com/video/${vimeo.id}${vimeo.hash ? `?h=${vimeo.hash}` : ''}`,
    };
  }
  return other;
}

export const WEB_LINK_MAX_LENGTH = 500;

/** What is wrong with a link typed into a profile, or null when it may be shown to visitors. */
export function webLinkProblem(value: string): string | null {
  if (value.length > WEB_LINK_MAX_LENGTH) return `Links can be at most ${WEB_LINK_MAX_LENGTH} characters`;
  let scheme: string;
  try {
    scheme = new URL(value).protocol;
  } catch {
    return 'Enter a full link, starting with https://';
  }
  if (scheme !== 'https:' && scheme !== 'http:') return 'Only https:// and http:// links are accepted';
  return parseWebLink(value) ? null : 'Enter a full link, starting with https://';
}

/** A video link as stored: what was typed, plus the provider and video id recognised from it. */
export interface StoredVideoLink {
  url: string;
  provider: VideoProvider;
  video_id: string | null;
}

export function toStoredVideoLink(url: string): StoredVideoLink {
  const { provider, video_id } = recogniseVideo(url);
  return { url, provider, video_id };
}
