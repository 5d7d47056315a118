// Admins set how many days a card may wait in each stage before it shows in the Waiting view (placed never waits).
import { ErrorSummary } from '@agency/form-ui';
import { DEFAULT_STAGE_LIMITS, PIPELINE_STAGES, type PipelineStage } from '@agency/forms/pipeline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/api.ts';
import { problemText } from '../pipeline/pipeline-words.ts';

type Limited = Exclude<PipelineStage, 'placed'>;
type Limits = Record<Limited, number>;
const LIMITED = PIPELINE_STAGES.filter((stage): stage is Limited => stage !== 'placed');
const ROUTE = '/settings/stage-limits';

async function readLimits(): Promise<Limits> {
  const answer = await api<Limits | { limits: Limits }>('GET', ROUTE);
  return { ...DEFAULT_STAGE_LIMITS, ...('limits' in answer ? answer.limits : answer) };
}

const valid = (text: string) => /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 365;

function LimitsFields({ limits }: { limits: Limits }) {
  const { m } = useI18n();
  const words = m.recruiting.waiting;
  const client = useQueryClient();
  const [values, setValues] = useState<Record<Limited, string>>(
    () =>
      Object.fromEntries(LIMITED.map((stage) => [stage, String(limits[stage])])) as Record<Limited, string>,
  );
  const [submitted, setSubmitted] = useState(0);
  const save = useMutation({
    mutationFn: (next: Limits) => api('PUT', ROUTE, next),
    onSuccess: () => client.invalidateQueries({ queryKey: ['stage-limits'] }),
  });
  const invalid = LIMITED.filter((stage) => !valid(values[stage]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted((count) => count + 1);
    if (invalid.length > 0) return;
    save.mutate(Object.fromEntries(LIMITED.map((stage) => [stage, Number(values[stage])])) as Limits);
  };
  return (
    <form onSubmit={submit} noValidate className="stage-limits">
      {submitted > 0 && (
        <ErrorSummary
          focusKey={submitted}
          items={invalid.map((stage) => ({
            id: `limit-${stage}`,
            message: `${m.statuses[stage]}: ${words.limitInvalid}`,
          }))}
        />
      )}
      {LIMITED.map((stage) => {
        const wrong = submitted > 0 && invalid.includes(stage);
        return (
          <div className="field" key={stage}>
            <label htmlFor={`limit-${stage}`}>{m.statuses[stage]}</label>
            {wrong && (
              <p className="field-error" id={`limit-${stage}-error`}>
                <span className="visually-hidden">{m.errors.prefix}</span> {words.limitInvalid}
              </p>
            )}
            <input
              id={`limit-${stage}`}
              inputMode="numeric"
              size={4}
              value={values[stage]}
              aria-invalid={wrong || undefined}
              aria-describedby={wrong ? `limit-${stage}-error` : undefined}
              onChange={(event) => setValues((current) => ({ ...current, [stage]: event.target.value }))}
            />
          </div>
        );
      })}
      <button type="submit" disabled={save.isPending}>
        {words.saveLimits}
      </button>
      <p role="status" className="status-line">
        {save.isSuccess && words.limitsSaved}
        {save.error && problemText(m, save.error)}
      </p>
    </form>
  );
}

export function StageLimitsForm() {
  const { m } = useI18n();
  const limits = useQuery({ queryKey: ['stage-limits'], queryFn: readLimits });
  return (
    <section aria-labelledby="limits-title" className="panel stage-limits-panel">
      <h2 id="limits-title">{m.recruiting.waiting.limits}</h2>
      <p>{m.recruiting.waiting.limitsIntro}</p>
      {limits.data ? (
        <LimitsFields limits={limits.data} />
      ) : (
        <p role="status">{limits.isError ? m.errors.network : m.recruiting.loading}</p>
      )}
    </section>
  );
}
