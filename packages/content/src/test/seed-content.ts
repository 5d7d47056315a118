/** Tests run the queries over the committed seed dataset (@agency/seed), as the embedded default does. */
import { datasetFile, imagesDir } from '@agency/seed';
import { createEmbeddedContent, readDataset, type DatasetDocument } from '../embedded.ts';

export const seedDocuments = (): DatasetDocument[] => readDataset(datasetFile);

export const seedContent = (documents: readonly DatasetDocument[] = seedDocuments()) =>
  createEmbeddedContent({ documents, imagesDir });
