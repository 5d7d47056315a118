// Why a candidate and a vacancy match, and what is missing or not known: each reason's key in words.
import type { MatchReason, MatchStanding, MatchVacancy } from '@agency/forms/matching';
import { regionLabel, sectorLabel } from '@agency/forms/alert-labels';
import { fill, useI18n, type Lang } from '../../i18n/i18n.tsx';
import type { Messages } from '../../i18n/en.ts';

const STANDINGS: readonly MatchStanding[] = ['met', 'missing', 'unknown'];

export function reasonWord(m: Messages, reason: MatchReason): string {
  const words = m.matching;
  const rule = words.criteria[reason.criterion];
  const withMinimum =
    reason.minimum !== undefined && (reason.criterion === 'tefl' || reason.criterion === 'experience')
      ? fill(words.minimum[reason.criterion], { rule, n: reason.minimum })
      : rule;
  return reason.strength === 'preferred' ? fill(words.preferred, { rule: withMinimum }) : withMinimum;
}

export function MatchReasons({ reasons }: { reasons: readonly MatchReason[] }) {
  const { m } = useI18n();
  return (
    <dl className="match-reasons">
      {STANDINGS.map((standing) => {
        const these = reasons.filter((reason) => reason.standing === standing);
        return these.length === 0 ? null : (
          <div key={standing} className={`match-${standing}`}>
            <dt>{m.matching[standing]}</dt>
            <dd>{these.map((reason) => reasonWord(m, reason)).join(m.matching.separator)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** "Hong Kong · Kindergarten · starts 5 Jan 2027". */
export function vacancyFacts(m: Messages, lang: Lang, date: (ms: number) => string, vacancy: MatchVacancy) {
  return fill(m.matching.vacancyFacts, {
    region: regionLabel(vacancy.region, lang),
    sector: sectorLabel(vacancy.sector, lang),
    start: date(Date.parse(`${vacancy.startDate}T00:00:00+08:00`)),
  });
}
