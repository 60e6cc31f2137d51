const MAX_NAME_LENGTH = 200;

/**
 * The uploaded name as we keep and show it: no folders (old browsers send C:\fakepath\...), no control or
 * direction-override characters (which can make "gpj.exe" read as "exe.jpg"), at most 200 characters with
 * the extension kept. It is only ever displayed and offered as a download name, never used as a path.
 */
export function cleanFileName(name: string | undefined, fallbackExtension: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return fallbackExtension ? `file.${fallbackExtension}` : 'file';
  // Counted in characters, not UTF-16 units, so a cut never splits an emoji or a letter.
  const characters = [...cleaned];
  if (characters.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 12 ? cleaned.slice(dot) : '';
  return `${characters
    .slice(0, MAX_NAME_LENGTH - extension.length)
    .join('')
    .trimEnd()}${extension}`;
}
