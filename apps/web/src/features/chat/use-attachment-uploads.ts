import { MAX_ATTACHMENTS_PER_MESSAGE } from '@reelhire/shared/chat-attachments';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthState } from '@/lib/auth-state';
import { uploadFile, uploadProblem } from '@/lib/upload-file';

export interface AttachmentUpload {
  key: string;
  file: File;
  /** 0..1 while uploading. */
  progress: number;
  /** The stored file's id once uploaded. */
  fileId: string | null;
  error: string | null;
}

let counter = 0;

/**
 * Files picked for the next message: each is uploaded at once (kind chat_attachment) with its progress,
 * so that sending only has to name them. A file taken off the list is no longer uploaded.
 */
export function useAttachmentUploads() {
  const signedIn = useAuthState().session !== null;
  const [uploads, setUploads] = useState<AttachmentUpload[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());

  const patch = useCallback((key: string, change: Partial<AttachmentUpload>) => {
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
      const room = Math.max(0, MAX_ATTACHMENTS_PER_MESSAGE - listed.current.length);
      const taken = picked.slice(0, room).map<AttachmentUpload>((file) => ({
        key: `upload-${++counter}`,
        file,
        progress: 0,
        fileId: null,
        error: uploadProblem(file, 'chat_attachment') ?? (signedIn ? null : 'Not authenticated'),
      }));
      listed.current = [...listed.current, ...taken];
      setUploads((list) => [...list, ...taken]);
      setNotice(
        picked.length > taken.length
          ? `Attach at most ${MAX_ATTACHMENTS_PER_MESSAGE} files to one message`
          : null,
      );
      for (const upload of taken) {
        if (upload.error) continue;
        const controller = new AbortController();
        controllers.current.set(upload.key, controller);
        uploadFile({
          file: upload.file,
          kind: 'chat_attachment',
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
    [patch, signedIn],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setUploads((list) => list.filter((upload) => upload.key !== key));
    setNotice(null);
  }, []);

  /** After a send: the files belong to the message now. */
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
    fileIds: uploads.flatMap((upload) => (upload.fileId ? [upload.fileId] : [])),
  };
}
