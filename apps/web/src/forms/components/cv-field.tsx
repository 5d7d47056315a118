import { CV_ACCEPT } from '@agency/forms';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '@agency/form-ui';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './cv-field.module.css';

/** A chosen file that was not added, with what to tell the visitor about it. */
export interface RefusedCvRow {
  file: File;
  message: string;
}

export interface CvFieldProps {
  id: string;
  label: string;
  error?: string;
  files: readonly File[];
  /** Files chosen or dropped but not added, each with its own message (all shown at once). */
  refused?: readonly RefusedCvRow[];
  /** Newly chosen or dropped files: the form checks them and adds the ones that pass. */
  onChoose: (chosen: File[]) => void;
  onRemove: (file: File) => void;
  /** 0–1 while uploading, else undefined. */
  progress?: number;
  disabled?: boolean;
  /** CVs kept with a saved draft (decision 032): listed by name, each with Replace and Remove. */
  stored?: readonly { id: string; name: string; size: number }[];
  onRemoveStored?: (id: string) => void;
  /** The form came back from the server (decision 066): files are not kept, and the field says so. */
  chooseAgain?: boolean;
}

const fileKey = (file: File) => `${file.name}-${file.size}-${file.lastModified}`;

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Choose (or drop) up to two CV files; lists them with sizes and remove buttons; shows upload progress. */
export function CvField(props: CvFieldProps) {
  const { id, label, error, files, refused = [], onChoose, onRemove, progress, disabled } = props;
  const { stored = [], onRemoveStored, chooseAgain } = props;
  const { t } = useTranslation('forms');
  // Before scripts run (or without them) the browser's own file input shows what is chosen, and posts it.
  const hydrated = useHydrated();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const notesId = `${id}-notes`;
  const refusedId = `${id}-refused`;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onChoose(Array.from(event.dataTransfer.files));
  };

  return (
    <FieldShell id={id} label={label} error={error}>
      {(a11y) => (
        <>
          <ul id={notesId} className={styles.notes}>
            <li>{t('cv.notes.cloud')}</li>
            <li>{t('cv.notes.type')}</li>
            <li>{t('cv.notes.size')}</li>
            {chooseAgain && <li className={styles.chooseAgain}>{t('cv.chooseAgain')}</li>}
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
              ref={input}
              aria-describedby={[notesId, refused.length > 0 && refusedId, a11y['aria-describedby']]
                .filter(Boolean)
                .join(' ')}
              className={hydrated ? styles.input : styles.nativeInput}
              type="file"
              name="file"
              multiple
              accept={CV_ACCEPT}
              disabled={disabled}
              onChange={(event) => {
                const chosen = Array.from(event.currentTarget.files ?? []);
                // Clear it so choosing the same file again (after removing it) still fires a change.
                event.currentTarget.value = '';
                onChoose(chosen);
              }}
            />
            {hydrated && (
              <>
                <span className={styles.button} aria-hidden="true">
                  {t('cv.choose')}
                </span>
                <span className={styles.dropText} aria-hidden="true">
                  {t('cv.drop')}
                </span>
              </>
            )}
          </div>
          {stored.length > 0 && (
            <ul className={styles.files} aria-label={t('draft.storedFiles')}>
              {stored.map((file) => (
                <li key={file.id} className={styles.file} data-stored-cv={file.name}>
                  <span className={styles.fileName}>{file.name}</span>
                  <span className={styles.size}>{formatSize(file.size)}</span>
                  <button
                    type="button"
                    className={styles.textButton}
                    disabled={disabled}
                    aria-label={t('draft.replace', { name: file.name })}
                    onClick={() => {
                      onRemoveStored?.(file.id);
                      input.current?.click();
                    }}
                  >
                    {t('draft.replaceShort')}
                  </button>
                  <button
                    type="button"
                    className={styles.textButton}
                    disabled={disabled}
                    aria-label={t('cv.remove', { name: file.name })}
                    onClick={() => onRemoveStored?.(file.id)}
                  >
                    {t('draft.removeShort')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {files.length > 0 && (
            <ul className={styles.files} aria-label={t('cv.selected')}>
              {files.map((file) => (
                <li key={fileKey(file)} className={styles.file}>
                  <span className={styles.fileName}>{file.name}</span>
                  <span className={styles.size}>{formatSize(file.size)}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    disabled={disabled}
                    aria-label={t('cv.remove', { name: file.name })}
                    onClick={() => onRemove(file)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {/* Always in the page, so screen readers announce the refusals as they appear. */}
          <div aria-live="polite">
            {refused.length > 0 && (
              <ul id={refusedId} className={styles.files} aria-label={t('cv.refused')}>
                {refused.map(({ file, message }) => (
                  <li key={fileKey(file)} className={styles.refused}>
                    <span className={styles.fileName}>{file.name}</span>
                    <span className={styles.notAdded}>{t('cv.notAdded')}</span>
                    <span className={styles.refusedMessage}>{message}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
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
