// Multipart CV upload. XMLHttpRequest because fetch cannot report upload progress; fetch where XHR is missing
// (Node), without progress.
export interface UploadAnswer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Resolves with the answer; rejects with 'network' or 'aborted' (as an Error message). */
export function postMultipart(url: string, form: FormData, options: UploadOptions): Promise<UploadAnswer> {
  if (typeof XMLHttpRequest === 'undefined') return postWithFetch(url, form, options.signal);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const { signal, onProgress } = options;
    const abort = () => xhr.abort();
    if (signal?.aborted) return reject(new Error('aborted'));
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      done();
      onProgress?.(1);
      resolve({
        status: xhr.status,
        body: parse(xhr.responseText),
        retryAfter: xhr.getResponseHeader('Retry-After'),
      });
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new Error('network'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new Error('aborted'));
    });
    xhr.send(form);
  });
}

async function postWithFetch(url: string, form: FormData, signal?: AbortSignal): Promise<UploadAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
      signal,
    });
    return {
      status: response.status,
      body: parse(await response.text()),
      retryAfter: response.headers.get('Retry-After'),
    };
  } catch (error) {
    throw new Error(signal?.aborted || (error as Error).name === 'AbortError' ? 'aborted' : 'network', {
      cause: error,
    });
  }
}
