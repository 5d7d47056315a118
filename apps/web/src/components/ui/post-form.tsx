/**
 * A plain HTML form that posts to one of the API's actions (a status link's button, a job alert's Confirm): it
 * works the same with or without JavaScript. The API does the work and answers a 303 to the page that shows the
 * outcome. Hidden fields carry the link's token or the item acted on. `action` is language-neutral.
 */
import type { ReactNode } from 'react';
import { useLocalizePath } from '../../i18n/use-lang.ts';

export interface PostFormProps {
  action: string;
  hidden?: Readonly<Record<string, string>>;
  className?: string;
  /** Names the form for assistive technology when a page has several. */
  label?: string;
  children: ReactNode;
}

export function PostForm({ action, hidden = {}, className, label, children }: PostFormProps) {
  const localize = useLocalizePath();
  return (
    <form method="post" action={localize(action)} className={className} aria-label={label}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
