import type { RouteObject } from 'react-router-dom';
import { NotFound } from '../components/not-found.tsx';
import { AccountPage } from '../features/account/account-page.tsx';
import { AlertsPage } from '../features/alerts/alerts-page.tsx';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { InboxPage } from '../features/inbox/inbox-page.tsx';
import { InsightsPage } from '../features/insights/insights-page.tsx';
import { SetPasswordPage } from '../features/sign-in/set-password-page.tsx';
import { SignInPage } from '../features/sign-in/sign-in-page.tsx';
import { StaffAccountsPage } from '../features/staff-accounts/staff-accounts-page.tsx';
import { SubmissionPage } from '../features/submission/submission-page.tsx';
import { paths } from '../lib/paths.ts';
import { PlainLayout, StaffLayout } from './layouts.tsx';

export const routes: RouteObject[] = [
  {
    Component: PlainLayout,
    children: [
      { path: paths.signIn, Component: SignInPage },
      { path: paths.setPassword, Component: SetPasswordPage },
    ],
  },
  {
    Component: StaffLayout,
    children: [
      { path: paths.inbox, Component: InboxPage },
      { path: '/submissions/:reference', Component: SubmissionPage },
      // Recruiting pages load when first opened (dnd-kit and the country names stay out of the first load).
      {
        path: paths.boards,
        lazy: async () => ({ Component: (await import('../features/boards/board-counts.tsx')).BoardsPage }),
      },
      {
        path: '/boards/:board',
        lazy: async () => ({ Component: (await import('../features/boards/board-page.tsx')).BoardPage }),
      },
      {
        path: '/boards/:board/matches',
        lazy: async () => ({
          Component: (await import('../features/matching/vacancy-matches-page.tsx')).VacancyMatchesPage,
        }),
      },
      {
        path: paths.candidates,
        lazy: async () => ({
          Component: (await import('../features/candidates/candidates-page.tsx')).CandidatesPage,
        }),
      },
      {
        path: '/candidates/:id',
        lazy: async () => ({
          Component: (await import('../features/candidates/candidate-page.tsx')).CandidatePage,
        }),
      },
      {
        path: paths.waiting,
        lazy: async () => ({ Component: (await import('../features/waiting/waiting-page.tsx')).WaitingPage }),
      },
      { path: paths.audit, Component: AuditPage },
      { path: paths.alerts, Component: AlertsPage },
      { path: paths.insights, Component: InsightsPage },
      { path: paths.account, Component: AccountPage },
      { path: paths.staffAccounts, Component: StaffAccountsPage },
      { path: '*', Component: NotFound },
    ],
  },
];
