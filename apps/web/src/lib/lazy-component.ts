import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export, for code that only some pages need (forms, carousel):
 * `const EnquiryForm = lazyComponent(() => import('…/enquiry-form.tsx').then((m) => m.EnquiryForm))`.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().then((Component) => ({ default: Component })));
}
