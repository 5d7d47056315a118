// "Application started" for insights (decision 071): the first field the applicant changes, told once per form.
// DOM events, so answers filled in by a link or a resumed draft do not count as starting.
import { useEffect } from 'react';
import { sendInsightsEvent } from '../../lib/insights.ts';

export function useStartedEvent(formId: string) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form) return;
    const started = () => {
      sendInsightsEvent('started');
      form.removeEventListener('input', started);
      form.removeEventListener('change', started);
    };
    form.addEventListener('input', started);
    form.addEventListener('change', started);
    return () => {
      form.removeEventListener('input', started);
      form.removeEventListener('change', started);
    };
  }, [formId]);
}
