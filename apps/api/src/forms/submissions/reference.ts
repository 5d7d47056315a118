import type { SubmissionKind } from './submission-store.ts';

const PREFIX: Record<SubmissionKind, string> = { enquiry: 'ENQ', application: 'APP' };

/** Human-friendly reference, e.g. ENQ-2026-000123: kind, year of submission (UTC), row number. */
export function formatReference(kind: SubmissionKind, id: number, createdAt: number): string {
  const year = new Date(createdAt).getUTCFullYear();
  return `${PREFIX[kind]}-${year}-${String(id).padStart(6, '0')}`;
}
