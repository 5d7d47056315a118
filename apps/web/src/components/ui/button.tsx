import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLocalizePath } from '../../i18n/use-lang.ts';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'on-dark';

export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return ['button', `button--${variant}`, extra].filter(Boolean).join(' ');
}

/** A link styled as a button to a site page; `to` is language-neutral (`/ContactUs`) and gets the page's language. */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
  className,
}: {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  const localize = useLocalizePath();
  return (
    <Link to={localize(to)} className={buttonClass(variant, className)}>
      {children}
    </Link>
  );
}

/** A link to another site, styled as a button; opens in a new tab and says so to screen readers. */
export function ExternalButtonLink({
  href,
  children,
  variant = 'primary',
  newTabLabel,
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  newTabLabel: string;
}) {
  return (
    <a href={href} className={buttonClass(variant)} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> ({newTabLabel})</span>
    </a>
  );
}
