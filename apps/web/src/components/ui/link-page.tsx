/**
 * The frame of a page a mailed link opens (application status, job alerts), inside the site's layout: the title
 * as its heading, an optional notice of what just happened (`role="status"`: announced), the lead, then the page's
 * parts. Not indexed: each is one person's.
 */
import type { ReactNode } from 'react';
import { PageHead } from './page-head.tsx';
import styles from './link-page.module.css';

export interface LinkPageProps {
  title: string;
  lead?: string;
  /** What the visitor's last action did ("Your changes are saved."). */
  notice?: string;
  children?: ReactNode;
}

export function LinkPage({ title, lead, notice, children }: LinkPageProps) {
  return (
    <div className={styles.page}>
      <PageHead title={title} description={lead ?? title} noindex />
      <h1>{title}</h1>
      {notice && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  );
}

/** A row of buttons and links under a page's text. */
export function LinkPageActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** A box of facts (label: value), e.g. what a job alert asks for. */
export function FactList({ facts }: { facts: readonly { label: string; value: string }[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
