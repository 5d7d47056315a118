// Your account: who you are signed in as, your passkeys, and every browser signed in to your account (end any).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePageTitle } from '../../components/page-title.ts';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/api.ts';
import { sessionsOptions } from './account-api.ts';
import { PasskeysPanel } from './passkeys-panel.tsx';

interface Me {
  email: string;
  role: string;
}

export function AccountPage() {
  const { m, dateTime } = useI18n();
  const words = m.access.account;
  usePageTitle(words.title);
  const client = useQueryClient();
  const me = useQuery({ queryKey: ['session'], queryFn: () => api<Me>('GET', '/session') });
  const sessions = useQuery(sessionsOptions);
  const end = async (id: string) => {
    await api('DELETE', `/sessions/${encodeURIComponent(id)}`);
    await client.invalidateQueries({ queryKey: ['account', 'sessions'] });
  };

  return (
    <section aria-labelledby="page-title" className="account">
      <h1 id="page-title">{words.title}</h1>
      {me.data && (
        <p>
          {fill(words.signedInAs, { email: me.data.email, role: words.role[me.data.role] ?? me.data.role })}
        </p>
      )}
      <PasskeysPanel />
      <section aria-labelledby="sessions-title">
        <h2 id="sessions-title">{words.sessions}</h2>
        <p>{words.sessionsIntro}</p>
        <ul className="plain-list sessions">
          {sessions.data?.sessions.map((session) => {
            const device = session.device || words.unknownDevice;
            return (
              <li key={session.id}>
                <strong>{device}</strong>
                {session.network && <span> · {fill(words.network, { network: session.network })}</span>}
                <br />
                <span className="hint">
                  {fill(words.signedIn, {
                    date: dateTime(session.signedInAt),
                    method: words.method[session.method] ?? session.method,
                  })}
                  , {fill(words.lastSeen, { date: dateTime(session.lastSeenAt) })}
                </span>{' '}
                {session.current ? (
                  <em>{words.thisBrowser}</em>
                ) : (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={fill(words.endLabel, { device })}
                    onClick={() => void end(session.id)}
                  >
                    {words.end}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </section>
  );
}
