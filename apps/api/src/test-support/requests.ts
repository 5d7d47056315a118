// fetch helpers that post like the site's forms do (same-origin, with the browser's Origin header).
import type { TestServer } from './test-server.ts';
import { urlencoded } from './wire-bodies.ts';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, body, headers: response.headers };
}

export async function postForm(
  server: TestServer,
  route: 'enquiry' | 'application',
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return answer(
    await fetch(`${server.url}/${route}`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: urlencoded(fields).toString(),
    }),
  );
}

export interface UploadFile {
  name: string;
  bytes: Buffer;
  type?: string;
}

export async function uploadCv(
  server: TestServer,
  files: UploadFile[],
  extraFields: Record<string, string> = {},
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(extraFields)) form.append(name, value);
  for (const file of files) {
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return answer(
    await fetch(`${server.url}/cv`, { method: 'POST', headers: { origin: server.origin }, body: form }),
  );
}
