// The key a backup is encrypted to (BACKUP_KEY, decision 067): an age X25519 identity (`AGE-SECRET-KEY-1…`), which
// both takes and opens backups, or only its recipient (`age1…`), which takes them but cannot open one. The secret
// identity can then stay off the server, with the operator. age (age-encryption, by age's author) encrypts in
// 64 KiB chunks, each authenticated: a changed byte or a wrong key fails the decryption, never a silent difference.
import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';
import { backupKeyProblem, RECIPIENT } from '../backup-config.ts';

export interface BackupKey {
  /** The age recipient (public key) backups are encrypted to. */
  recipient: string;
  /** The identity that opens them; null when BACKUP_KEY holds only the recipient. */
  identity: string | null;
}

/** A backup cannot be opened or does not match its manifest: nothing was changed. */
export class BackupRefusedError extends Error {}

export async function parseBackupKey(value: string): Promise<BackupKey> {
  const problem = backupKeyProblem(value);
  if (problem) throw new BackupRefusedError(problem);
  if (RECIPIENT.test(value)) return { recipient: value, identity: null };
  return { recipient: await identityToRecipient(value), identity: value };
}

export async function newBackupKey(): Promise<BackupKey> {
  const identity = await generateX25519Identity();
  return { identity, recipient: await identityToRecipient(identity) };
}

/** The bytes, encrypted to the key's recipient, as they are read. */
export async function encrypting(key: BackupKey, plain: AsyncIterable<Uint8Array>): Promise<Readable> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(key.recipient);
  const stream = await encrypter.encrypt(webStream(plain));
  return Readable.fromWeb(stream as unknown as WebStream);
}

/** The plain bytes; rejects with BackupRefusedError when the key does not open the file. */
export async function decrypting(key: BackupKey, sealed: Readable): Promise<Readable> {
  if (!key.identity) {
    sealed.destroy();
    throw new BackupRefusedError(
      'BACKUP_KEY holds only the recipient (age1…): restoring needs the secret key (AGE-SECRET-KEY-1…) it was made from.',
    );
  }
  const decrypter = new Decrypter();
  decrypter.addIdentity(key.identity);
  try {
    const stream = await decrypter.decrypt(webStream(sealed));
    return Readable.fromWeb(stream as unknown as WebStream);
  } catch (error) {
    sealed.destroy();
    throw new BackupRefusedError(
      `BACKUP_KEY does not open this backup (${(error as Error).message}): it was taken with another key. Nothing was restored.`,
    );
  }
}

/** age reads and writes web streams. */
function webStream(source: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  return Readable.toWeb(Readable.from(source)) as unknown as ReadableStream<Uint8Array>;
}
