// Reads a ZIP file's central directory (entry names, methods, sizes, where each entry's data starts) without
// extracting anything. Used to tell a DOCX from any other ZIP and to size it up before anything is inflated.
import type { FileHandle } from 'node:fs/promises';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_ENTRY_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
/** A real CV has a few dozen entries; anything far beyond that is not one. */
export const MAX_ZIP_ENTRIES = 2000;

export interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflate. */
  method: number;
  compressedSize: number;
  /** As declared by the archive: a zip bomb may lie, so readers count what really comes out. */
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** Returns the entries, or null when the central directory is missing, malformed or unreasonably large. */
export async function readZipEntries(handle: FileHandle, size: number): Promise<ZipEntry[] | null> {
  const tailLength = Math.min(size, EOCD_MIN + MAX_COMMENT);
  const tail = Buffer.alloc(tailLength);
  await handle.read(tail, 0, tailLength, size - tailLength);
  let eocd = -1;
  for (let i = tailLength - EOCD_MIN; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entryCount = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (entryCount > MAX_ZIP_ENTRIES || directoryOffset + directorySize > size) return null;

  const directory = Buffer.alloc(directorySize);
  await handle.read(directory, 0, directorySize, directoryOffset);
  const entries: ZipEntry[] = [];
  let offset = 0;
  for (let n = 0; n < entryCount; n += 1) {
    if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== CENTRAL_ENTRY_SIGNATURE)
      return null;
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > directory.length) return null;
    entries.push({
      name: directory.toString('utf8', offset + 46, nameEnd),
      method: directory.readUInt16LE(offset + 10),
      compressedSize: directory.readUInt32LE(offset + 20),
      uncompressedSize: directory.readUInt32LE(offset + 24),
      localHeaderOffset: directory.readUInt32LE(offset + 42),
    });
    offset = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/** Where an entry's compressed bytes start (after its local header), or null when the header is not there. */
export async function entryDataOffset(
  handle: FileHandle,
  size: number,
  entry: ZipEntry,
): Promise<number | null> {
  if (entry.localHeaderOffset + 30 > size) return null;
  const header = Buffer.alloc(30);
  await handle.read(header, 0, 30, entry.localHeaderOffset);
  if (header.readUInt32LE(0) !== LOCAL_ENTRY_SIGNATURE) return null;
  const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  return start + entry.compressedSize <= size ? start : null;
}
