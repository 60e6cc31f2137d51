import type { Attachment } from '@reelhire/shared/chat-attachments';

type Downloadable = Pick<Attachment, 'signed_url' | 'file_name'>;

/**
 * Saves a file under its own name. A cross-origin link (S3) ignores `<a download>`, so the file is
 * fetched as a blob first. docs/product.md §8: a failure is logged silently and the link opens in a new tab,
 * where the browser can still show or save it.
 */
export async function downloadAttachment(attachment: Downloadable): Promise<void> {
  const url = attachment.signed_url;
  if (!url) return;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`The file answered ${response.status}`);
    const objectUrl = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = attachment.file_name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // The click has handed the blob to the browser's download; the URL is not needed after this tick.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  } catch (error) {
    console.warn('The download failed; opening the file instead', error);
    window.open(url, '_blank', 'noopener,noreferrer');
  }
}

/** Several files one after another, so the browser does not drop parallel downloads. */
export async function downloadAttachments(attachments: Downloadable[]): Promise<void> {
  for (const attachment of attachments) await downloadAttachment(attachment);
}
