import { lazy, type ComponentType } from 'react';
import { loadChunk } from './chunk-recovery.ts';

/**
 * React.lazy with chunk-failure recovery, for code that only some pages need (forms, carousel):
 * `const EnquiryForm = lazyComponent(() => import('…/enquiry-form.tsx').then((m) => m.EnquiryForm))`.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => loadChunk(load).then((Component) => ({ default: Component })));
}
