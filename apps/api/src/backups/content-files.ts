// The content in a backup. Embedded (no Sanity project): the dataset file and its images/ folder, as served.
// With a Sanity project: the dataset's export (Sanity's export API, NDJSON of every document, the same as
// `sanity dataset export --raw` without the asset files); a restore leaves it beside the data for
// `sanity dataset import`, since the dataset itself lives at Sanity.
import { createReadStream } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import type { ContentServerConfig } from '../content/content-config.ts';
import { measure } from './checksums.ts';

export interface ContentFile {
  /** dataset.ndjson, images/<file>, or sanity-export.ndjson */
  name: string;
  size: number;
  sha256: string;
  read(): Promise<AsyncIterable<Uint8Array>>;
}

export async function contentFiles(
  config: ContentServerConfig,
  scratch: string,
): Promise<{ kind: 'dataset' | 'sanity'; files: ContentFile[] }> {
  if (config.sanity) {
    const file = path.join(scratch, 'sanity-export.ndjson');
    await exportSanityDataset(config.sanity, file);
    return { kind: 'sanity', files: [await described('sanity-export.ndjson', file)] };
  }
  const files = [await described('dataset.ndjson', config.datasetFile)];
  const images = path.join(path.dirname(config.datasetFile), 'images');
  const names = await fsp.readdir(images).catch(() => [] as string[]);
  for (const name of names.sort()) {
    const file = path.join(images, name);
    if ((await fsp.stat(file)).isFile()) files.push(await described(`images/${name}`, file));
  }
  return { kind: 'dataset', files };
}

/** Where a restored content file goes: beside the configured dataset file, as the server reads it. */
export function contentTarget(config: ContentServerConfig, name: string): string {
  return path.join(
    path.dirname(config.datasetFile),
    name === 'dataset.ndjson' ? path.basename(config.datasetFile) : name,
  );
}

async function described(name: string, file: string): Promise<ContentFile> {
  const { size, sha256 } = await measure(createReadStream(file));
  return { name, size, sha256, read: async () => createReadStream(file) };
}

async function exportSanityDataset(
  sanity: NonNullable<ContentServerConfig['sanity']>,
  file: string,
): Promise<void> {
  const host = sanity.apiHost ?? `https://${sanity.projectId}.api.sanity.io`;
  const url = `${host}/v${sanity.apiVersion}/data/export/${encodeURIComponent(sanity.dataset)}`;
  const response = await fetch(url, {
    headers: sanity.token ? { authorization: `Bearer ${sanity.token}` } : {},
    signal: AbortSignal.timeout(10 * 60_000),
  });
  if (!response.ok || !response.body) {
    throw new Error(
      `the Sanity export of ${sanity.projectId}/${sanity.dataset} failed: HTTP ${response.status}` +
        (response.status === 401 || response.status === 403
          ? ' (a private dataset needs SANITY_API_READ_TOKEN)'
          : ''),
    );
  }
  await pipeline(
    Readable.fromWeb(response.body as unknown as WebStream),
    (await fsp.open(file, 'w', 0o600)).createWriteStream(),
  );
}
