// The candidate's record, "Presented to schools": each share of their profile (school, contact, language, CV or not,
// who shared it, whether it is open, withdrawn or expired, its views and the school's answer), withdrawing one, and
// the dialog that shares another.
import type { CandidateRecord, ProfileShareView } from '@agency/forms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmBox } from '../../components/confirm-box.tsx';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { problemText } from '../pipeline/pipeline-words.ts';
import { ShareDialog } from './share-dialog.tsx';
import './presenting.css';
import { sharesOptions, useRevokeShare } from './shares-api.ts';

function ShareItem({
  candidateId,
  share,
  now,
}: {
  candidateId: number;
  share: ProfileShareView;
  now: number;
}) {
  const { m, date, dateTime } = useI18n();
  const words = m.presenting;
  const [asking, setAsking] = useState(false);
  const revoke = useRevokeShare(candidateId);
  const open = share.revokedAt === null && share.expiresAt > now;
  const status =
    share.revokedAt !== null
      ? fill(words.revoked, { date: date(share.revokedAt) })
      : open
        ? fill(words.openUntil, { date: date(share.expiresAt) })
        : fill(words.expired, { date: date(share.expiresAt) });
  return (
    <li className="share-item">
      <p>
        <strong>{share.schoolName}</strong> · {share.contactName} &lt;{share.contactEmail}&gt; ·{' '}
        {words.langs[share.lang]}
        {share.includeCv && ` · ${words.withCv}`}
      </p>
      <p className="hint">
        {fill(words.sharedBy, { name: share.sharedBy ?? '—', date: dateTime(share.createdAt) })} ·{' '}
        {share.reference}
      </p>
      <dl className="share-facts">
        <div>
          <dt>{words.status}</dt>
          <dd>{status}</dd>
        </div>
        <div>
          <dt>{words.viewsHeading}</dt>
          <dd>
            {share.views === 0 || share.lastViewAt === null
              ? words.noViews
              : fill(words.views, { count: share.views, date: dateTime(share.lastViewAt) })}
          </dd>
        </div>
        <div>
          <dt>{words.answerHeading}</dt>
          <dd>
            {share.answer ? (
              <>
                <strong>{words.answers[share.answer]}</strong>
                {share.answeredAt !== null && ` (${dateTime(share.answeredAt)})`}
                {share.answerMessage && <span className="note-text">{share.answerMessage}</span>}
              </>
            ) : (
              words.noAnswer
            )}
          </dd>
        </div>
      </dl>
      {open &&
        (asking ? (
          <ConfirmBox
            id={`revoke-${share.id}`}
            title={words.revokeTitle}
            confirmLabel={words.revokeConfirm}
            cancelLabel={words.cancel}
            busy={revoke.isPending}
            error={revoke.error ? problemText(m, revoke.error) : undefined}
            onConfirm={() => revoke.mutate(share.id, { onSuccess: () => setAsking(false) })}
            onCancel={() => setAsking(false)}
          >
            <p>{words.revokeText}</p>
          </ConfirmBox>
        ) : (
          <button type="button" className="secondary" onClick={() => setAsking(true)}>
            {words.revoke}
            <span className="visually-hidden"> {share.schoolName}</span>
          </button>
        ))}
    </li>
  );
}

export function ProfileShares({ candidate }: { candidate: CandidateRecord }) {
  const { m } = useI18n();
  const words = m.presenting;
  const shares = useQuery(sharesOptions(candidate.id));
  const [sharing, setSharing] = useState(false);
  // The time the list was read: what is open or expired is judged against it.
  const now = shares.dataUpdatedAt || Date.now();
  return (
    <section aria-labelledby="profile-shares" className="panel">
      <h2 id="profile-shares">{words.title}</h2>
      <p className="hint">{words.intro}</p>
      {candidate.cards.length > 0 && (
        <button type="button" onClick={() => setSharing(true)}>
          {words.share}
        </button>
      )}
      {sharing && <ShareDialog candidate={candidate} onClose={() => setSharing(false)} />}
      {shares.data && shares.data.shares.length === 0 && <p>{words.none}</p>}
      {shares.error && <p role="alert">{problemText(m, shares.error)}</p>}
      {shares.data && shares.data.shares.length > 0 && (
        <ul className="plain-list share-list" aria-label={words.caption}>
          {shares.data.shares.map((share) => (
            <ShareItem key={share.id} candidateId={candidate.id} share={share} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
