// Is this OLE2 (Compound File) a Word 97-2003 document we accept as a CV (issue 27)? The signature alone also
// matches Excel and PowerPoint files, MSI installers and any other compound file. The directory is read with
// SheetJS's `cfb`: a Word document has a `WordDocument` stream; one with VBA has a `Macros` or `_VBA_PROJECT_CUR`
// storage (or a `VBA` storage / `_VBA_PROJECT` stream anywhere); a packaged file (`\x01Ole10Native`, how an
// executable rides inside a document) is an embedded object.
import CFB from 'cfb';

export type DocVerdict = 'doc' | 'not-doc' | 'macro' | 'embedded';

/** Directory entry types of the format ([MS-CFB] 2.6.1). */
const STORAGE = 1;
const STREAM = 2;
const MACRO_STORAGES = new Set(['macros', '_vba_project_cur', 'vba']);
const MACRO_STREAMS = new Set(['_vba_project']);

export function checkDoc(bytes: Buffer): DocVerdict {
  let container: CFB.CFB$Container;
  try {
    container = CFB.parse(bytes);
  } catch {
    return 'not-doc';
  }
  const entries = container.FileIndex.map((entry, index) => ({
    name: entry.name.toLowerCase(),
    type: entry.type,
    path: container.FullPaths[index] ?? '',
  }));
  if (
    entries.some(
      (entry) => (entry.type === STORAGE && MACRO_STORAGES.has(entry.name)) || MACRO_STREAMS.has(entry.name),
    )
  )
    return 'macro';
  // Only a stream at the top: a WordDocument inside an embedded object does not make the file a Word file.
  const topLevel = (entry: { path: string }) => entry.path.split('/').filter(Boolean).length === 2;
  if (!entries.some((entry) => entry.name === 'worddocument' && entry.type === STREAM && topLevel(entry)))
    return 'not-doc';
  if (entries.some((entry) => entry.name === '\u0001ole10native')) return 'embedded';
  return 'doc';
}
