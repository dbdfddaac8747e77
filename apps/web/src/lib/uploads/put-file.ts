import { ApiError } from '@/lib/api-error';
import { handleFailure } from '@/lib/api-failures';
import { readErrorPayload } from '@/lib/error-payload';
import { contentTypeOf } from './get-upload-target';

type Options = { onProgress: (percent: number) => void; signal?: AbortSignal };

/** PUT the file body to the presigned address with its Content-Type, reporting upload progress. */
export const putFile = (url: string, file: File, { onProgress, signal }: Options): Promise<void> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentTypeOf(file));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      const response = new Response(xhr.responseText || null, { status: xhr.status });
      void readErrorPayload(response).then((payload) =>
        reject(handleFailure(xhr.status, payload, { failures: 'quiet' })),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Nie udało się przesłać pliku. Spróbuj ponownie.'));
    xhr.onabort = () => reject(new DOMException('Przerwano', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
