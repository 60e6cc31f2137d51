import type { FileKind } from '@reelhire/shared/file-kinds';
import { HttpError } from '../../http/errors.ts';
import { makeExe, makeImage, makeIsoMedia, makeMp3, makePdf, makeWebm } from './file-fixtures.ts';
import { identifyFileContent } from './identify-file-content.ts';

const identify = (kind: FileKind, head: Buffer, fileName: string, claimedType?: string) =>
  identifyFileContent({ kind, head, fileName, claimedType });

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).statusCode).toBe(415);
  return (error as HttpError).message;
}

describe('identifying an upload by its content', () => {
  it('recognises each kind of media from its first bytes, whatever the browser said', async () => {
    expect((await identify('avatar', await makeImage(), 'me.jpg', 'image/jpeg')).mime).toBe('image/jpeg');
    expect((await identify('avatar', await makeImage({ format: 'png' }), 'me', undefined)).mime).toBe(
      'image/png',
    );
    expect((await identify('portfolio_video', makeIsoMedia('isom'), 'reel.mp4', 'video/mp4')).mime).toBe(
      'video/mp4',
    );
    expect(
      (await identify('portfolio_video', makeIsoMedia('qt  '), 'reel.mov', 'video/quicktime')).mime,
    ).toBe('video/quicktime');
    expect((await identify('portfolio_video', makeWebm(), 'reel.webm', '')).mime).toBe('video/webm');
    expect((await identify('chat_attachment', makeMp3(), 'take 3.mp3', 'audio/mpeg')).mime).toBe(
      'audio/mpeg',
    );
    expect((await identify('identity_document', makePdf(), 'passport.pdf', 'application/pdf')).mime).toBe(
      'application/pdf',
    );
  });

  it('accepts containers that share a family with the name (an MP4 saved as .mov)', async () => {
    expect(
      (await identify('portfolio_video', makeIsoMedia('isom'), 'reel.mov', 'video/quicktime')).mime,
    ).toBe('video/mp4');
  });

  it('refuses content that is not what the name says', async () => {
    expect(await refusal(identify('avatar', makePdf(), 'me.jpg', 'image/jpeg'))).toBe(
      'The file content is not a JPEG image as its name says; it is a PDF document.',
    );
    expect(await refusal(identify('avatar', makeExe(), 'me.jpg', 'image/jpeg'))).toBe(
      'The file content is not a JPEG image as its name says; it is a Windows program.',
    );
    expect(await refusal(identify('portfolio_video', makeMp3(), 'reel.mp4', 'video/mp4'))).toMatch(
      /^The file content is not an MP4 video as its name says; it is an MP3 audio file/,
    );
  });

  it('refuses content that is not what the claimed type says, for media', async () => {
    expect(await refusal(identify('identity_document', makePdf(), 'scan', 'image/png'))).toBe(
      'The file content is not a PNG image as its type says; it is a PDF document.',
    );
  });

  it('refuses programs, scripts and web pages for every kind, deliverables included', async () => {
    expect(await refusal(identify('deliverable', makeExe(), 'setup.bin'))).toBe(
      'Programs, scripts and web pages cannot be uploaded; this file is a Windows program.',
    );
    expect(await refusal(identify('deliverable', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'grade.sh'))).toBe(
      'Programs, scripts and web pages cannot be uploaded; this file is a .sh file.',
    );
    expect(
      await refusal(identify('chat_attachment', Buffer.from('<html><script>x</script>'), 'notes.html')),
    ).toMatch(/^Programs, scripts and web pages cannot be uploaded/);
    expect(
      await refusal(identify('avatar', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg')),
    ).toMatch(/^SVG images cannot be uploaded/);
  });

  it('refuses a real file of a type the kind does not take', async () => {
    expect(await refusal(identify('avatar', makePdf(), 'me.pdf', 'application/pdf'))).toBe(
      'A profile photo must be a JPEG, PNG, WebP, GIF or AVIF image; this file is a PDF document.',
    );
    expect(await refusal(identify('portfolio_video', await makeImage(), 'still.jpg'))).toBe(
      'A portfolio video must be an MP4, MOV or WebM video; this file is a JPEG image.',
    );
    expect(await refusal(identify('chat_attachment', Buffer.from([0x00, 0x01, 0xfe, 0x99]), 'blob'))).toMatch(
      /^A chat attachment must be .*; this file is a file of a type we do not recognise\.$/,
    );
  });

  it('keeps text as plain text, subtitles by their name', async () => {
    expect(
      (await identify('chat_attachment', Buffer.from('Call sheet: 7am at the pier'), 'call sheet.txt')).mime,
    ).toBe('text/plain');
    expect(
      (await identify('deliverable', Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nHello\n'), 'film.srt'))
        .mime,
    ).toBe('application/x-subrip');
    expect((await identify('chat_attachment', Buffer.from('# Notes'), 'notes.md')).mime).toBe('text/plain');
  });

  it('lets deliverables be any file that is not a program, typed as what it is', async () => {
    const raw = await identify('deliverable', Buffer.from([0x00, 0x9f, 0x10, 0xff, 0x00]), 'A001_C002.braw');
    expect(raw).toMatchObject({ mime: 'application/octet-stream', category: 'other' });
  });
});
