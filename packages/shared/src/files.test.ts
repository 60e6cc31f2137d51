import {
  FILE_KIND_RULES,
  FILE_KINDS,
  fileInputAccept,
  fileKindFor,
  fileTooLargeMessage,
  formatFileSize,
  GB,
  MB,
} from './file-kinds.ts';
import { fileExtension, fileFormatOfMime, fileFormatOfName, isVideoType } from './file-formats.ts';
import { fileKindSchema } from './file-records.ts';

describe('file kinds', () => {
  it('limits each kind and says who may read it', () => {
    const rules = Object.fromEntries(
      FILE_KINDS.map((kind) => [kind, [FILE_KIND_RULES[kind].maxBytes, FILE_KIND_RULES[kind].visibility]]),
    );
    expect(rules).toEqual({
      avatar: [5 * MB, 'public'],
      company_logo: [5 * MB, 'public'],
      portfolio_image: [15 * MB, 'public'],
      portfolio_video: [500 * MB, 'public'],
      service_image: [15 * MB, 'public'],
      identity_document: [15 * MB, 'private'],
      business_document: [15 * MB, 'private'],
      selfie: [15 * MB, 'private'],
      chat_attachment: [100 * MB, 'private'],
      deliverable: [20 * GB, 'private'],
      project_reference: [200 * MB, 'private'],
      private_document: [25 * MB, 'private'],
      pitch_media: [200 * MB, 'private'],
      feedback_screenshot: [10 * MB, 'private'],
      dispute_evidence: [200 * MB, 'private'],
    });
  });

  it('takes a project’s references as images, PDFs, clips and office documents, from clients only', () => {
    const kinds = ['project_reference'] as const;
    expect(fileKindFor({ name: 'treatment.pdf', type: 'application/pdf' }, kinds)).toBe('project_reference');
    expect(fileKindFor({ name: 'mood.jpg', type: 'image/jpeg' }, kinds)).toBe('project_reference');
    expect(fileKindFor({ name: 'ref.mov', type: 'video/quicktime' }, kinds)).toBe('project_reference');
    expect(fileKindFor({ name: 'shotlist.docx', type: '' }, kinds)).toBe('project_reference');
    expect(fileKindFor({ name: 'deck.pptx', type: '' }, kinds)).toBe('project_reference');
    // Archives could hide anything from the filmmakers who open them; audio is not a reference for a shoot.
    expect(fileKindFor({ name: 'everything.zip', type: 'application/zip' }, kinds)).toBeUndefined();
    expect(fileKindFor({ name: 'track.mp3', type: 'audio/mpeg' }, kinds)).toBeUndefined();
    expect(fileTooLargeMessage('project_reference')).toBe(
      'The file is larger than the 200 MB allowed for a reference file',
    );
    expect(FILE_KINDS.filter((kind) => FILE_KIND_RULES[kind].uploadedBy === 'client')).toEqual([
      'project_reference',
    ]);
  });

  it('keeps the bytes of documents and deliverables, and cleans images others see', () => {
    const kept = FILE_KINDS.filter((kind) => FILE_KIND_RULES[kind].keepOriginal);
    expect(kept).toEqual([
      'identity_document',
      'business_document',
      'selfie',
      'deliverable',
      'private_document',
    ]);
  });

  it('names the limit in the refusal', () => {
    expect(fileTooLargeMessage('avatar')).toBe(
      'The file is larger than the 5 MB allowed for a profile photo',
    );
    expect(fileTooLargeMessage('portfolio_video')).toBe(
      'The file is larger than the 500 MB allowed for a portfolio video',
    );
    expect(fileTooLargeMessage('deliverable')).toBe(
      'The file is larger than the 20 GB allowed for a deliverable',
    );
  });

  it('formats sizes the way people read them', () => {
    expect(formatFileSize(5 * MB)).toBe('5 MB');
    expect(formatFileSize(1.5 * MB)).toBe('1.5 MB');
    expect(formatFileSize(512 * 1024)).toBe('512 KB');
    expect(formatFileSize(2 * GB)).toBe('2 GB');
  });

  it('shows small files in bytes and chat attachments in B, KB or MB (docs/product.md §9)', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(12.4 * 1024)).toBe('12.4 KB');
    expect(formatFileSize(3.2 * MB)).toBe('3.2 MB');
    // The largest chat attachment still reads in MB; only bigger files (deliverables) reach GB.
    expect(formatFileSize(FILE_KIND_RULES.chat_attachment.maxBytes)).toBe('100 MB');
  });

  it('gives file pickers the types a kind accepts', () => {
    expect(fileInputAccept('avatar')).toBe(
      'image/jpeg,.jpg,.jpeg,.jfif,.jpe,image/png,.png,image/webp,.webp,image/gif,.gif,image/avif,.avif',
    );
    expect(fileInputAccept('portfolio_video')).toBe(
      'video/mp4,.mp4,.m4v,video/quicktime,.mov,.qt,video/webm,.webm',
    );
    expect(fileInputAccept('deliverable')).toBe('');
    expect(fileInputAccept(['portfolio_image', 'portfolio_video'])).toBe(
      `${fileInputAccept('portfolio_image')},${fileInputAccept('portfolio_video')}`,
    );
  });

  it('picks the kind a file goes up as when one picker takes stills and clips', () => {
    const portfolio = ['portfolio_image', 'portfolio_video'] as const;
    expect(fileKindFor({ name: 'frame.png', type: 'image/png' }, portfolio)).toBe('portfolio_image');
    expect(fileKindFor({ name: 'reel.mp4', type: 'video/mp4' }, portfolio)).toBe('portfolio_video');
    expect(fileKindFor({ name: 'take 2.MOV', type: 'video/quicktime' }, portfolio)).toBe('portfolio_video');
    // Some systems name no type for a file: its extension decides.
    expect(fileKindFor({ name: 'teaser.webm', type: '' }, portfolio)).toBe('portfolio_video');
    expect(fileKindFor({ name: 'notes.txt', type: 'text/plain' }, portfolio)).toBeUndefined();
    expect(fileKindFor({ name: 'song.mp3', type: 'audio/mpeg' }, portfolio)).toBeUndefined();
    expect(fileKindFor({ name: 'reel.mp4', type: 'video/mp4' }, ['service_image'])).toBeUndefined();
  });

  it('tells clips from stills by their stored type', () => {
    expect(isVideoType('video/mp4')).toBe(true);
    expect(isVideoType('video/quicktime')).toBe(true);
    expect(isVideoType('image/jpeg')).toBe(false);
    expect(isVideoType(null)).toBe(false);
  });

  it('refuses an unknown kind with the list of known ones', () => {
    const result = fileKindSchema.safeParse('wallpaper');
    expect(result.error?.issues[0]?.message).toMatch(/^Unknown file kind "wallpaper": use one of avatar, /);
  });
});

describe('file formats', () => {
  it('are found by type (aliases included) and by extension', () => {
    expect(fileFormatOfMime('image/jpg')?.mime).toBe('image/jpeg');
    expect(fileFormatOfMime('text/plain; charset=utf-8')?.mime).toBe('text/plain');
    expect(fileFormatOfMime('application/x-unknown')).toBeUndefined();
    expect(fileFormatOfName('Showreel 2026.MOV')?.mime).toBe('video/quicktime');
    expect(fileFormatOfName('README')).toBeUndefined();
    expect(fileExtension('C:\\fakepath\\scan.final.PDF')).toBe('pdf');
    expect(fileExtension('.bashrc')).toBe('');
  });
});
