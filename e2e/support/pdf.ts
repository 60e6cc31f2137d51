import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * Saves a downloaded PDF where the test keeps its files and reads its text as a reader's PDF viewer would,
 * whitespace folded to single spaces (so a check does not depend on where a line broke).
 */
export async function downloadedPdfText(download: Download, savePath: string): Promise<string> {
  await download.saveAs(savePath);
  const pdf = await readFile(savePath);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
