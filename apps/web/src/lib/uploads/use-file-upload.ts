import type { AttachmentTarget } from '@platform/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { confirmUpload } from './confirm-upload';
import { getUploadTarget } from './get-upload-target';
import { putFile } from './put-file';
import { checkUploadLimits, type UploadLimits } from './upload-limits';

export type UploadedFile = { uuid: string; name: string; attachmentName: string; url: string; size: number };
export type UploadItem = {
  uid: string;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  error?: string;
  result?: UploadedFile;
};

type Options = { target: AttachmentTarget; limits: UploadLimits; existingCount: number };

/**
 * Upload state: acquire a target, PUT the file with progress, confirm it (the server checks the
 * stored bytes), remove; `isUploading` blocks submit.
 */
export const useFileUpload = ({ target, limits, existingCount }: Options) => {
  const [items, setItems] = useState<UploadItem[]>([]);
  const itemsRef = useRef<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  const update = useCallback((fn: (list: UploadItem[]) => UploadItem[]) => {
    itemsRef.current = fn(itemsRef.current);
    setItems(itemsRef.current);
  }, []);
  const patch = useCallback(
    (uid: string, changes: Partial<UploadItem>) =>
      update((list) => list.map((i) => (i.uid === uid ? { ...i, ...changes } : i))),
    [update],
  );

  const add = useCallback(
    (file: File) => {
      const counted = itemsRef.current.filter((i) => i.status !== 'error').length + existingCount;
      const refusal = checkUploadLimits(file, counted, limits);
      if (refusal) {
        notify.error(refusal);
        return;
      }
      const uid = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const controller = new AbortController();
      controllers.current.set(uid, controller);
      update((list) => [...list, { uid, name: file.name, size: file.size, status: 'uploading', percent: 0 }]);
      getUploadTarget(target, file, counted, controller.signal)
        .then(async (upload) => {
          await putFile(upload.fields.presignedUrl, file, {
            signal: controller.signal,
            onProgress: (percent) => patch(uid, { percent }),
          });
          const confirmed = await confirmUpload(upload.uuid, controller.signal);
          const result = {
            uuid: upload.uuid,
            name: file.name,
            attachmentName: upload.attachmentName,
            url: confirmed.url,
            size: file.size,
          };
          patch(uid, { status: 'done', percent: 100, result });
        })
        .catch((error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const message = errorMessage(error);
          patch(uid, { status: 'error', error: message });
          notify.error(message);
        })
        .finally(() => controllers.current.delete(uid));
    },
    [target, limits, existingCount, update, patch],
  );

  const remove = useCallback(
    (uid: string) => {
      controllers.current.get(uid)?.abort();
      update((list) => list.filter((i) => i.uid !== uid));
    },
    [update],
  );

  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
    },
    [],
  );

  return { items, add, remove, isUploading: items.some((i) => i.status === 'uploading') };
};
