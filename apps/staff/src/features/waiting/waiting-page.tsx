// Who waits on the agency: candidates past their follow-up date, and cards longer in a stage than its limit.
// "Only mine" narrows it to the signed-in staff member's candidates; admins set the limits here too.
import { OWNER_ME, type WaitingItem } from '@agency/forms/pipeline';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../components/page-title.ts';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useIsAdmin } from '../../lib/session.ts';
import { listOf } from '../pipeline/pipeline-api.ts';
import { useBoardName } from '../pipeline/pipeline-words.ts';
import { StageLimitsForm } from './stage-limits-form.tsx';

const waitingOptions = (mine: boolean) =>
  queryOptions({
    queryKey: ['waiting', mine],
    queryFn: async () =>
      listOf(await api<WaitingItem[]>('GET', `/waiting${mine ? `?owner=${OWNER_ME}` : ''}`)),
  });

function Why({ item }: { item: WaitingItem }) {
  const { m, date } = useI18n();
  const boardName = useBoardName();
  if (item.reason === 'follow-up') {
    // A Hong Kong calendar date, shown as the staff member's language writes dates.
    const on = item.followUpOn ? date(Date.parse(`${item.followUpOn}T12:00:00+08:00`)) : '';
    return fill(m.recruiting.waiting.followUp, { date: on });
  }
  const text = fill(m.recruiting.waiting.stageLimit, {
    days: item.daysInStage ?? 0,
    stage: item.stage ? m.statuses[item.stage] : '',
    board: item.board ? boardName(item.board) : '',
  });
  return item.board ? <Link to={paths.board(item.board)}>{text}</Link> : text;
}

export function WaitingPage() {
  const { m } = useI18n();
  const words = m.recruiting.waiting;
  usePageTitle(words.title);
  const [params, setParams] = useSearchParams();
  const mine = params.get('owner') === OWNER_ME;
  const waiting = useQuery(waitingOptions(mine));
  const admin = useIsAdmin();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{words.title}</h1>
      <p>{words.intro}</p>
      <div className="field checkbox">
        <input
          id="waiting-mine"
          type="checkbox"
          checked={mine}
          onChange={(event) => setParams(event.target.checked ? { owner: OWNER_ME } : {})}
        />
        <label htmlFor="waiting-mine">{words.mine}</label>
      </div>
      {!waiting.data && <p role="status">{waiting.isError ? m.errors.network : m.recruiting.loading}</p>}
      {waiting.data?.length === 0 && <p role="status">{words.none}</p>}
      {waiting.data && waiting.data.length > 0 && (
        <div className="table-scroll">
          <table className="card-table">
            <caption className="visually-hidden">{words.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{words.name}</th>
                <th scope="col">{words.why}</th>
                <th scope="col">{words.owner}</th>
              </tr>
            </thead>
            <tbody>
              {waiting.data.map((item, index) => (
                <tr key={`${item.candidateId}-${item.reference ?? ''}-${index}`}>
                  <th scope="row">
                    <Link to={paths.candidate(item.candidateId)}>{item.name}</Link>
                  </th>
                  <td data-label={words.why}>
                    <Why item={item} />
                  </td>
                  <td data-label={words.owner}>{item.owner?.name ?? m.recruiting.noOwner}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {admin && <StageLimitsForm />}
    </section>
  );
}
