import { LineIcon } from '../../../components/ui/line-icon.tsx';

/** Decorative line drawings for the four service benefits. */
const paths = [
  // Qualified: a graduation cap
  'M2 9l10-5 10 5-10 5z M6 11v5c3 2 9 2 12 0v-5 M22 9v6',
  // Screened: a magnifier over a person
  'M10 17a7 7 0 1 0 0-14 7 7 0 0 0 0 14z M15 15l6 6 M10 9.5a2 2 0 1 0 0-.01 M6.5 14c1-2 6-2 7 0',
  // Contracts and visas: a document with a tick
  'M6 3h9l4 4v14H6z M15 3v4h4 M9 14l2 2 4-4',
  // One contact: a speech bubble
  'M4 5h16v11H9l-5 4z M8 9h8 M8 12h5',
];

export function BenefitIcon({ index }: { index: number }) {
  return <LineIcon d={paths[index % paths.length] ?? ''} />;
}
