// GET /api/staff/backup: the last nightly backup's outcome for the staff home (null: none has run yet, or
// backups are not configured). A failure's reason names a place or a setting, never an applicant.
import type { FastifyInstance } from 'fastify';
import { lastBackupRun } from '../../database/backup-runs.ts';
import { allow } from '../../security/staff-access.ts';
import type { StaffDeps } from '../staff-deps.ts';

export function backupStatusRoute(app: FastifyInstance, { database }: StaffDeps): void {
  app.get('/backup', allow('recruiter'), async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ lastBackup: await lastBackupRun(database) }),
  );
}
