import { FILE_KIND_RULES, type FileKind } from '@reelhire/shared/file-kinds';
import {
  fileExtension,
  fileFormatOfMime,
  fileFormatOfName,
  type FileCategory,
  type FileFormat,
} from '@reelhire/shared/file-formats';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../../http/errors.ts';

/** Enough of the start of a file to recognise it, including office documents inside a ZIP. */
export const CONTENT_SAMPLE_BYTES = 64 * 1024;

export interface FileContent {
  /** The type the file is stored and served with. */
  mime: string;
  label: string;
  category: FileCategory | 'other';
  /** The format from our table, when it is one we know; unknown formats only go where 'any' is allowed. */
  format: FileFormat | undefined;
}

/** Programs and installers: never accepted, whatever the kind, so nobody can hand one to someone else. */
const PROGRAM_TYPES = new Map<string, string>([
  ['application/x-msdownload', 'a Windows program'],
  ['application/x-elf', 'a Linux program'],
  ['application/x-mach-binary', 'a macOS program'],
  ['application/vnd.android.package-archive', 'an Android app'],
  ['application/java-archive', 'a Java program'],
  ['application/java-vm', 'a Java program'],
  ['application/wasm', 'a WebAssembly program'],
  ['application/x-deb', 'a Linux package'],
  ['application/x-rpm', 'a Linux package'],
  ['application/x-apple-diskimage', 'a macOS disk image'],
  ['application/x.ms.shortcut', 'a Windows shortcut'],
  ['application/x-ms-regedit', 'a Windows registry file'],
  ['application/x-google-chrome-extension', 'a browser extension'],
  ['application/x-xpinstall', 'a browser extension'],
  ['application/x-shockwave-flash', 'a Flash program'],
]);

// prettier-ignore
const PROGRAM_EXTENSIONS = new Set([
  'exe', 'dll', 'msi', 'msp', 'com', 'scr', 'pif', 'cpl', 'bat', 'cmd', 'ps1', 'psm1', 'vbs', 'vbe',
  'js', 'jse', 'mjs', 'wsf', 'wsh', 'hta', 'lnk', 'reg', 'sh', 'bash', 'zsh', 'command', 'app', 'dmg',
  'pkg', 'apk', 'jar', 'deb', 'rpm', 'appimage', 'so', 'dylib', 'html', 'htm', 'xhtml', 'xht',
]);

const PLAIN_TEXT = fileFormatOfMime('text/plain')!;

const UNRECOGNISED: FileContent = {
  mime: 'application/octet-stream',
  label: 'a file of a type we do not recognise',
  category: 'other',
  format: undefined,
};

function fromFormat(format: FileFormat): FileContent {
  return { mime: format.mime, label: format.label, category: format.category, format };
}

/** Text files have no magic bytes: valid UTF-8 without NUL bytes is as close as we can get. */
function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** 'an' before acronyms spelled from a vowel sound (an MP4, an SRT), 'a' otherwise (a TAR). */
const articleFor = (acronym: string) => (/^[aefhilmnorsx]/i.test(acronym) ? 'an' : 'a');

const sameFormat = (a: FileFormat, b: FileContent) =>
  a.mime === b.mime || (a.family !== undefined && a.family === b.format?.family);

const refuse = (message: string) => new HttpError(415, message);

export interface IdentifyFileContentOptions {
  kind: FileKind;
  /** The first bytes of the file (CONTENT_SAMPLE_BYTES, or the whole file when shorter). */
  head: Buffer;
  /** The name the browser sent. */
  fileName: string;
  /** The type the browser sent, usually from the file's extension. */
  claimedType: string | undefined;
}

/**
 * What the file really is, from its first bytes; refuses it (415) when the content is not what its name or
 * claimed type says, when it is a program, or when this kind of file may not be that.
 */
export async function identifyFileContent({
  kind,
  head,
  fileName,
  claimedType,
}: IdentifyFileContentOptions): Promise<FileContent> {
  const named = fileFormatOfName(fileName);
  const detected = await fileTypeFromBuffer(head);
  const detectedFormat = fileFormatOfMime(detected?.mime);

  let content: FileContent;
  if (detectedFormat) {
    content = fromFormat(detectedFormat);
  } else if (detected?.mime === 'application/x-cfb' && named?.family === 'cfb') {
    // Old Office files share one container; only the name tells a .doc from a .xls.
    content = fromFormat(named);
  } else if (detected) {
    content = {
      mime: detected.mime,
      label:
        PROGRAM_TYPES.get(detected.mime) ?? `${articleFor(detected.ext)} ${detected.ext.toUpperCase()} file`,
      category: 'other',
      format: undefined,
    };
  } else if (looksLikeText(head)) {
    // Any other text (notes, scripts, JSON) is kept as plain text: it is never rendered as a page.
    content = fromFormat(named?.category === 'text' ? named : PLAIN_TEXT);
  } else {
    content = UNRECOGNISED;
  }
  // A .docx whose telling entries lie beyond the sample is still recognised as a ZIP: the same container.
  if (content.mime === 'application/zip' && named?.family === 'zip') content = fromFormat(named);

  if (named && !sameFormat(named, content)) {
    throw refuse(`The file content is not ${named.label} as its name says; it is ${content.label}.`);
  }
  // Operating systems map some extensions oddly (Windows calls a .csv an Excel file), so the claimed type
  // is held to the content only for media and PDFs, where the mapping is reliable.
  const claimed = fileFormatOfMime(claimedType);
  if (
    claimed &&
    ['image', 'video', 'audio', 'pdf'].includes(claimed.category) &&
    !sameFormat(claimed, content)
  ) {
    throw refuse(`The file content is not ${claimed.label} as its type says; it is ${content.label}.`);
  }

  const extension = fileExtension(fileName);
  if (extension === 'svg' || extension === 'svgz') {
    throw refuse(
      'SVG images cannot be uploaded because they can carry scripts; please export a PNG or JPEG.',
    );
  }
  if (PROGRAM_TYPES.has(content.mime) || PROGRAM_EXTENSIONS.has(extension)) {
    const what = PROGRAM_TYPES.get(content.mime) ?? `a .${extension} file`;
    throw refuse(`Programs, scripts and web pages cannot be uploaded; this file is ${what}.`);
  }

  const rule = FILE_KIND_RULES[kind];
  if (rule.formats !== 'any' && !rule.formats.some((format) => format.mime === content.mime)) {
    const subject = rule.label.charAt(0).toUpperCase() + rule.label.slice(1);
    throw refuse(`${subject} must be ${rule.accepts}; this file is ${content.label}.`);
  }
  return content;
}
