// A talent-pool card (a general application) added to a vacancy's board.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { useVacancyTitle, vacanciesOptions } from '../inbox/inbox-api.ts';
import { useAddToBoard } from '../pipeline/pipeline-api.ts';
import { problemText } from '../pipeline/pipeline-words.ts';

export function AddToBoard({ reference, onAdded }: { reference: string; onAdded: (board: string) => void }) {
  const { m } = useI18n();
  const id = useId();
  const vacancies = useQuery(vacanciesOptions()).data?.vacancies ?? [];
  const vacancyTitle = useVacancyTitle();
  const [board, setBoard] = useState('');
  const add = useAddToBoard();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (board) add.mutate({ reference, board }, { onSuccess: () => onAdded(board) });
  };
  return (
    <form className="add-to-board" onSubmit={submit}>
      <label htmlFor={`${id}-board`}>{m.recruiting.board.addToBoard}</label>
      <select id={`${id}-board`} value={board} onChange={(event) => setBoard(event.target.value)}>
        <option value="">{m.errors.choose}</option>
        {vacancies.map((slug) => (
          <option key={slug} value={slug}>
            {vacancyTitle(slug)}
          </option>
        ))}
      </select>
      <button type="submit" disabled={!board || add.isPending}>
        {m.recruiting.board.addToBoardButton}
      </button>
      {add.error && <p role="alert">{problemText(m, add.error)}</p>}
    </form>
  );
}
