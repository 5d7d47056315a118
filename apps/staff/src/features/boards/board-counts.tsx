// Stage counts per board (every vacancy's and the talent pool): a compact table, each row linking to its board.
import { PIPELINE_STAGES, TALENT_POOL } from '@agency/forms/pipeline';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useI18n } from '../../i18n/i18n.tsx';
import { paths } from '../../lib/paths.ts';
import { boardsOptions } from '../pipeline/pipeline-api.ts';
import { useBoardName } from '../pipeline/pipeline-words.ts';

export function BoardCounts({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { m } = useI18n();
  const boards = useQuery(boardsOptions());
  const boardName = useBoardName();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // The pool last: vacancies are what staff work on first.
  const rows = [...(boards.data ?? [])].sort(
    (a, b) => Number(a.board === TALENT_POOL) - Number(b.board === TALENT_POOL),
  );
  return (
    <section aria-labelledby="board-counts-title" className="board-counts">
      <Heading id="board-counts-title">{m.recruiting.counts.title}</Heading>
      {!boards.data && <p role="status">{boards.isError ? m.errors.network : m.recruiting.loading}</p>}
      {boards.data && rows.length === 0 && <p>{m.recruiting.counts.none}</p>}
      {rows.length > 0 && (
        <div className="table-scroll">
          <table className="count-table">
            <caption className="visually-hidden">{m.recruiting.counts.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.recruiting.counts.board}</th>
                {PIPELINE_STAGES.map((stage) => (
                  <th scope="col" key={stage}>
                    {m.statuses[stage]}
                  </th>
                ))}
                <th scope="col">{m.recruiting.counts.total}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.board}>
                  <th scope="row">
                    <Link to={paths.board(row.board)}>{boardName(row.board, row.title)}</Link>
                  </th>
                  {PIPELINE_STAGES.map((stage) => (
                    <td key={stage}>{row.counts[stage] ?? 0}</td>
                  ))}
                  <td>{PIPELINE_STAGES.reduce((sum, stage) => sum + (row.counts[stage] ?? 0), 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** /boards: the counts, with the page's own heading. */
export function BoardsPage() {
  const { m } = useI18n();
  return (
    <>
      <BoardCounts headingLevel={1} />
      <p>{m.recruiting.counts.intro}</p>
    </>
  );
}
