// The candidate's CV on their record (decision 072): the newest shown in a frame (a PDF as itself, a .docx as the
// server's sanitised HTML, each under the server's own sandboxing CSP), the others to choose from, a download link,
// and whether search finds the CV's words ("No text could be read from this CV" when it does not).
import type { CandidateCv } from '@agency/forms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/api.ts';
import { API } from '../../lib/paths.ts';
import { fileUrl } from '../submission/submission-api.ts';
import './candidate-cv.css';

const cvsOptions = (id: number) =>
  queryOptions({
    queryKey: ['candidate', id, 'cvs'],
    queryFn: () => api<{ cvs: CandidateCv[] }>('GET', `/candidates/${id}/cvs`),
    // Until the server has read every CV's words (seconds after an application), look again now and then.
    refetchInterval: (query) => (query.state.data?.cvs.some((cv) => cv.text === 'pending') ? 3000 : false),
  });

const previewUrl = (id: number, cv: CandidateCv) =>
  `${API}/candidates/${id}/cvs/${encodeURIComponent(cv.fileId)}/preview`;
const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function CandidateCvPreview({ candidateId }: { candidateId: number }) {
  const { m } = useI18n();
  const words = m.cv;
  const cvs = useQuery(cvsOptions(candidateId));
  const [chosen, setChosen] = useState<string | null>(null);
  const list = cvs.data?.cvs ?? [];
  const cv = list.find((item) => item.fileId === chosen) ?? list[0];
  return (
    <section aria-labelledby="candidate-cv" className="panel candidate-cv">
      <h2 id="candidate-cv">{words.title}</h2>
      {!cvs.data ? (
        <p role="status">{cvs.isError ? m.errors.network : words.loading}</p>
      ) : !cv ? (
        <p>{words.none}</p>
      ) : (
        <>
          {list.length > 1 && (
            <fieldset className="cv-choice">
              <legend>{words.choose}</legend>
              {list.map((item) => (
                <label key={item.fileId}>
                  <input
                    type="radio"
                    name="cv"
                    checked={item.fileId === cv.fileId}
                    onChange={() => setChosen(item.fileId)}
                  />
                  {fill(words.fromReference, { name: item.name, reference: item.reference })}
                </label>
              ))}
            </fieldset>
          )}
          <p className={`cv-text cv-text-${cv.text}`} role="note">
            {words.text[cv.text]}
          </p>
          {cv.type === 'doc' ? (
            <p>{words.docNoPreview}</p>
          ) : (
            <iframe
              key={cv.fileId}
              className="cv-frame"
              title={fill(words.frameTitle, { name: cv.name })}
              src={previewUrl(candidateId, cv)}
              // A .docx's HTML runs in an empty sandbox. Chromium shows no PDF in a sandboxed frame: a PDF is
              // sandboxed by the CSP of its own answer instead (no scripts, no forms, an opaque origin).
              {...(cv.type === 'docx' ? { sandbox: '' } : {})}
              referrerPolicy="no-referrer"
            />
          )}
          <p className="cv-download">
            <a href={fileUrl(cv.reference, cv.fileId)} download>
              {fill(words.download, { name: cv.name, size: kilobytes(cv.size) })}
            </a>
            {cv.type === 'pdf' && <span> {words.pdfNote}</span>}
          </p>
        </>
      )}
    </section>
  );
}
