// Lists the entry names of a ZIP file from its central directory, without extracting anything. Used to tell a
// DOCX (a ZIP holding [Content_Types].xml and word/…) from any other ZIP.
import type { FileHandle } from 'node:fs/promises';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
/** A real CV has a few dozen entries; anything far beyond that is not one. */
export const MAX_ZIP_ENTRIES = 2000;

/** Returns the entry names, or null when the central directory is missing, malformed or unreasonably large. */
export async function readZipEntryNames(handle: FileHandle, size: number): Promise<string[] | null> {
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
  const names: string[] = [];
  let offset = 0;
  for (let n = 0; n < entryCount; n += 1) {
    if (offset + 46 > directory.length || directory.readUInt32LE(offset) !== CENTRAL_ENTRY_SIGNATURE)
      return null;
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > directory.length) return null;
    names.push(directory.toString('utf8', offset + 46, nameEnd));
    offset = nameEnd + extraLength + commentLength;
  }
  return names;
}
