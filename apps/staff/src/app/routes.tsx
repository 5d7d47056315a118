import type { RouteObject } from 'react-router-dom';
import { NotFound } from '../components/not-found.tsx';
import { AccountPage } from '../features/account/account-page.tsx';
import { AlertsPage } from '../features/alerts/alerts-page.tsx';
import { AuditPage } from '../features/audit/audit-page.tsx';
import { BoardsPage } from '../features/boards/board-counts.tsx';
import { BoardPage } from '../features/boards/board-page.tsx';
import { CandidatePage } from '../features/candidates/candidate-page.tsx';
import { CandidatesPage } from '../features/candidates/candidates-page.tsx';
import { InboxPage } from '../features/inbox/inbox-page.tsx';
import { SetPasswordPage } from '../features/sign-in/set-password-page.tsx';
import { SignInPage } from '../features/sign-in/sign-in-page.tsx';
import { StaffAccountsPage } from '../features/staff-accounts/staff-accounts-page.tsx';
import { SubmissionPage } from '../features/submission/submission-page.tsx';
import { WaitingPage } from '../features/waiting/waiting-page.tsx';
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
      { path: paths.boards, Component: BoardsPage },
      { path: '/boards/:board', Component: BoardPage },
      { path: paths.candidates, Component: CandidatesPage },
      { path: '/candidates/:id', Component: CandidatePage },
      { path: paths.waiting, Component: WaitingPage },
      { path: paths.audit, Component: AuditPage },
      { path: paths.alerts, Component: AlertsPage },
      { path: paths.account, Component: AccountPage },
      { path: paths.staffAccounts, Component: StaffAccountsPage },
      { path: '*', Component: NotFound },
    ],
  },
];
