// POST /cv: one or two CV files in, `{ data: { fileName } }` out, where fileName is the server's upload id.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CvStorage } from '../uploads/cv-storage.ts';
import type { DataLayout } from '../database/data-layout.ts';
import type { Database } from '../database/database.ts';
import { receiveCvFiles } from '../uploads/receive-cv.ts';
import { storeUpload } from '../uploads/upload-store.ts';

export function cvUploadHandler(database: Database, layout: DataLayout, cvs: CvStorage) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const files = await receiveCvFiles(request, layout.uploadsTmp);
    const { uploadId } = await storeUpload(database, cvs, files, Date.now());
    request.log.info({ uploadId, files: files.length }, 'cv stored');
    return reply.code(200).send({ status: 200, message: 'Upload successful', data: { fileName: uploadId } });
  };
}
