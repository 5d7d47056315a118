// A candidate's CVs as the staff record shows them (GET /api/staff/candidates/:id/cvs, decision 072).

/** What reading a CV's words gave: 'pending' until the server has read it. */
export type CvTextState = 'read' | 'no-text' | 'unreadable' | 'not-read' | 'pending';

export interface CandidateCv {
  /** The stored file's id: the preview is /api/staff/candidates/:id/cvs/:fileId/preview. */
  fileId: string;
  reference: string;
  /** The submission's position of the file (1 = first), as the download names it. */
  position: number;
  name: string;
  type: 'pdf' | 'doc' | 'docx';
  size: number;
  submittedAt: number;
  text: CvTextState;
}
