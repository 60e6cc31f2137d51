import type { FileKind } from '@reelhire/shared/file-kinds';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthState } from '@/lib/auth-state';
import { uploadFile, uploadProblem } from '@/lib/upload-file';

export interface FileUpload {
  key: string;
  /** The file's name and size, as picked or as stored for a file attached earlier. */
  name: string;
  size: number;
  /** 0..1 while uploading. */
  progress: number;
  /** The stored file's id once uploaded (at once for a file attached earlier). */
  fileId: string | null;
  error: string | null;
}

/** A file stored earlier and already part of what is being edited. */
export interface StoredUpload {
  id: string;
  name: string;
  size: number;
}

export interface FileUploadsOptions {
  kind: FileKind;
  /** How many the list may hold, files attached earlier included. */
  max: number;
  /** Why picked files beyond `max` were left out. */
  tooMany: string;
  /** Files already attached, listed first as uploaded. */
  initial?: readonly StoredUpload[];
}

let counter = 0;

/**
 * A list of files being attached to something (a chat message, a project): each picked file is uploaded at
 * once as `kind` with its progress, so that saving only has to name them. What the browser can tell is
 * wrong (type, size) is shown on the file without sending it. A file taken off the list is no longer
 * uploaded.
 */
export function useFileUploads({ kind, max, tooMany, initial = [] }: FileUploadsOptions) {
  const signedIn = useAuthState().session !== null;
  const [uploads, setUploads] = useState<FileUpload[]>(() =>
    initial.map((file) => ({
      key: `stored-${file.id}`,
      name: file.name,
      size: file.size,
      progress: 1,
      fileId: file.id,
      error: null,
    })),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());

  const patch = useCallback((key: string, change: Partial<FileUpload>) => {
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  }, []);

  // The list as last rendered, so that `add` can count without starting uploads inside a state updater.
  const listed = useRef(uploads);
  useEffect(() => {
    listed.current = uploads;
  });

  const add = useCallback(
    (files: Iterable<File>) => {
      const picked = [...files];
      const room = Math.max(0, max - listed.current.length);
      const taken = picked.slice(0, room).map((file) => ({
        file,
        upload: {
          key: `upload-${++counter}`,
          name: file.name,
          size: file.size,
          progress: 0,
          fileId: null,
          error: uploadProblem(file, kind) ?? (signedIn ? null : 'Not authenticated'),
        } satisfies FileUpload,
      }));
      const added = taken.map((each) => each.upload);
      listed.current = [...listed.current, ...added];
      setUploads((list) => [...list, ...added]);
      setNotice(picked.length > taken.length ? tooMany : null);
      for (const { file, upload } of taken) {
        if (upload.error) continue;
        const controller = new AbortController();
        controllers.current.set(upload.key, controller);
        uploadFile({
          file,
          kind,
          signal: controller.signal,
          onProgress: (progress) => patch(upload.key, { progress }),
        })
          .then((record) => patch(upload.key, { fileId: record.id, progress: 1 }))
          .catch((error: unknown) => {
            if (error instanceof DOMException && error.name === 'AbortError') return;
            patch(upload.key, { error: error instanceof Error ? error.message : 'Unknown error' });
          })
          .finally(() => controllers.current.delete(upload.key));
      }
    },
    [kind, max, tooMany, patch, signedIn],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setUploads((list) => list.filter((upload) => upload.key !== key));
    setNotice(null);
  }, []);

  /** After a send: the files belong to what was sent now. */
  const clear = useCallback(() => {
    controllers.current.clear();
    listed.current = [];
    setUploads([]);
    setNotice(null);
  }, []);

  useEffect(() => {
    const pending = controllers.current;
    return () => {
      for (const controller of pending.values()) controller.abort();
    };
  }, []);

  return {
    uploads,
    /** Why some picked files were left out, if any were. */
    notice,
    add,
    remove,
    clear,
    uploading: uploads.some((upload) => !upload.fileId && !upload.error),
    /** Room for this many more. */
    room: Math.max(0, max - uploads.length),
    fileIds: uploads.flatMap((upload) => (upload.fileId ? [upload.fileId] : [])),
  };
}
