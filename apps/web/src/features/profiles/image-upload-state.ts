import { FILE_KIND_RULES, formatFileSize, type FileKind } from '@reelhire/shared/file-kinds';
import type { FileRecord } from '@reelhire/shared/file-records';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type DragEvent } from 'react';
import { uploadFile } from '@/lib/upload-file';
import { fileQueryKey } from './api/get-file';

// The upload state shared by profile setup's image fields (single-image-field.tsx, image-grid.tsx):
// uploading a file into the query cache, a drop zone's dragging state, and the texts both fields show.

export const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The upload failed: try again';

/**
 * What a kind (or each of several) accepts, for the hint under the picker: 'A JPEG, PNG, WebP, GIF or
 * AVIF image up to 5 MB', '… up to 15 MB, or an MP4, MOV or WebM video up to 500 MB'.
 */
export function acceptsText(kinds: FileKind | readonly FileKind[]) {
  const list: readonly FileKind[] = typeof kinds === 'string' ? [kinds] : kinds;
  const text = list
    .map((kind) => `${FILE_KIND_RULES[kind].accepts} up to ${formatFileSize(FILE_KIND_RULES[kind].maxBytes)}`)
    .join(', or ');
  return capitalise(text);
}

/** Uploads a file as `kind`; the answer is cached as the file's record, so its thumbnail shows at once. */
export function useUploader() {
  const queryClient = useQueryClient();
  return useCallback(
    async (file: File, kind: FileKind, onProgress: (fraction: number) => void): Promise<FileRecord> => {
      const record = await uploadFile({ file, kind, onProgress });
      queryClient.setQueryData(fileQueryKey(record.id), record);
      return record;
    },
    [queryClient],
  );
}

export function useDropZone(onFiles: (files: File[]) => void, enabled: boolean) {
  const [dragging, setDragging] = useState(false);
  const props = {
    onDragOver: (event: DragEvent) => {
      if (!enabled) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      if (!enabled) return;
      event.preventDefault();
      setDragging(false);
      onFiles([...event.dataTransfer.files]);
    },
  };
  return { dragging, props };
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
