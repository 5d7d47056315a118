// The manifest: what a backup holds, with the size and SHA-256 of every part (as stored, encrypted) and of every
// CV and content file (as restored). Encrypted like the parts, so it cannot be changed unnoticed either, and
// written last: an entry without one did not finish.
import { text } from 'node:stream/consumers';
import { decrypting, encrypting, BackupRefusedError, type BackupKey } from './backup-key.ts';
import type { Measured } from './checksums.ts';
import { MANIFEST, type BackupDestination } from './destination.ts';
import type { Erasures } from './snapshot-facts.ts';

export interface NamedFile extends Measured {
  name: string;
}

export interface Manifest {
  format: 1;
  entry: string;
  takenAt: number;
  dialect: 'sqlite' | 'postgres';
  /** Every part but the manifest, as stored (encrypted). */
  parts: NamedFile[];
  database: { part: string; counts: Record<string, number> };
  cvs: {
    parts: string[];
    files: NamedFile[];
    /** Named by a row of the snapshot but erased before they were read: a later erasure's. */
    gone: string[];
  };
  /** The embedded dataset and its images, or a Sanity project's export; null when neither could be read. */
  content: { kind: 'dataset' | 'sanity'; part: string; files: NamedFile[] } | null;
  erasures: Erasures;
}

export async function sealManifest(key: BackupKey, manifest: Manifest): Promise<AsyncIterable<Uint8Array>> {
  return encrypting(
    key,
    (async function* () {
      yield Buffer.from(JSON.stringify(manifest));
    })(),
  );
}

export async function readManifest(
  key: BackupKey,
  destination: BackupDestination,
  entry: string,
): Promise<Manifest> {
  let sealed;
  try {
    sealed = await destination.open(entry, MANIFEST);
  } catch (error) {
    throw new BackupRefusedError(
      `${destination.description}: ${entry} has no readable manifest (${(error as Error).message}): it is not a finished backup.`,
    );
  }
  const plain = await decrypting(key, sealed);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await text(plain)) as Manifest;
  } catch (error) {
    throw new BackupRefusedError(
      `the manifest of ${entry} is damaged or was changed (${(error as Error).message}); nothing was restored.`,
    );
  }
  if (manifest.format !== 1 || manifest.entry !== entry) {
    throw new BackupRefusedError(
      `the manifest of ${entry} names another backup (${manifest.entry}); nothing was restored.`,
    );
  }
  return manifest;
}
