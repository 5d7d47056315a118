import { LineIcon } from '../ui/line-icon.tsx';

/** Line drawings for the six hiring steps (decorative: the step's title says what it is). */
const paths = [
  // CV screened: a document with lines
  'M7 3h7l5 5v13H7z M14 3v5h5 M10 12h6 M10 16h6',
  // Interview: a video call
  'M3 7a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z M15 10l6-3v10l-6-3',
  // Job offer: an envelope
  'M3 6h18v12H3z M3 6l9 7 9-7',
  // Contract: a page and a pen
  'M5 3h9l3 3v5 M5 3v18h7 M13 21l1-4 6-6 3 3-6 6z',
  // Visa: a passport
  'M6 3h12v18H6z M12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M9 17h6',
  // Travel: a plane
  'M2 16l20-7-2-3-7 2-5-5-2 1 3 6-4 1-2-2-2 1 2 4z M6 21h12',
];

export function HiringStepIcon({ step }: { step: number }) {
  return <LineIcon d={paths[step % paths.length] ?? ''} />;
}
