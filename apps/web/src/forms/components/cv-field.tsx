import { CV_ACCEPT, CV_MAX_FILES } from '@agency/forms';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '@agency/form-ui';
import styles from './cv-field.module.css';

export interface CvFieldProps {
  id: string;
  label: string;
  error?: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** 0–1 while uploading, else undefined. */
  progress?: number;
  disabled?: boolean;
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** Adds newly chosen files to the list, skipping ones already there; the form's check reports too many. */
export function mergeFiles(current: readonly File[], added: readonly File[]): File[] {
  const result = [...current];
  for (const file of added) if (!result.some((f) => sameFile(f, file))) result.push(file);
  return result;
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Choose (or drop) up to two CV files; lists them with sizes and remove buttons; shows upload progress. */
export function CvField({ id, label, error, files, onChange, progress, disabled }: CvFieldProps) {
  const { t } = useTranslation('forms');
  const [dragging, setDragging] = useState(false);
  const notesId = `${id}-notes`;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onChange(mergeFiles(files, Array.from(event.dataTransfer.files)));
  };

  return (
    <FieldShell id={id} label={label} error={error}>
      {(a11y) => (
        <>
          <ul id={notesId} className={styles.notes}>
            <li>{t('cv.notes.cloud')}</li>
            <li>{t('cv.notes.type')}</li>
            <li>{t('cv.notes.size')}</li>
          </ul>
          <div
            className={styles.drop}
            data-dragging={dragging || undefined}
            data-invalid={a11y['aria-invalid'] || undefined}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <input
              {...a11y}
              aria-describedby={[notesId, a11y['aria-describedby']].filter(Boolean).join(' ')}
              className={styles.input}
              type="file"
              name="file"
              multiple
              accept={CV_ACCEPT}
              disabled={disabled}
              onChange={(event) => {
                const chosen = Array.from(event.currentTarget.files ?? []);
                // Clear it so choosing the same file again (after removing it) still fires a change.
                event.currentTarget.value = '';
                onChange(mergeFiles(files, chosen).slice(0, CV_MAX_FILES + 1));
              }}
            />
            <span className={styles.button} aria-hidden="true">
              {t('cv.choose')}
            </span>
            <span className={styles.dropText} aria-hidden="true">
              {t('cv.drop')}
            </span>
          </div>
          {files.length > 0 && (
            <ul className={styles.files} aria-label={t('cv.selected')}>
              {files.map((file) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.file}>
                  <span className={styles.fileName}>{file.name}</span>
                  <span className={styles.size}>{formatSize(file.size)}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    disabled={disabled}
                    aria-label={t('cv.remove', { name: file.name })}
                    onClick={() => onChange(files.filter((f) => f !== file))}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {progress !== undefined && (
            <div className={styles.progress}>
              <label htmlFor={`${id}-progress`}>{t('cv.progress')}</label>
              <progress id={`${id}-progress`} max={100} value={Math.round(progress * 100)}>
                {Math.round(progress * 100)}%
              </progress>
              <span aria-hidden="true">{Math.round(progress * 100)}%</span>
            </div>
          )}
        </>
      )}
    </FieldShell>
  );
}
