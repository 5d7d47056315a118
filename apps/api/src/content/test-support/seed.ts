/** The committed seed dataset (@agency/seed) as the embedded default reads it, for tests. */
import { createEmbeddedContent, readDataset, type DatasetDocument } from '@agency/content/embedded';
import { datasetFile, imagesDir } from '@agency/seed';

export const seedDocuments = (): DatasetDocument[] => readDataset(datasetFile);

export const seedContent = (documents: readonly DatasetDocument[] = seedDocuments()) =>
  createEmbeddedContent({ documents, imagesDir });
