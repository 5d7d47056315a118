// "Add to board" for a match, in one action (the pipeline's board change: its timeline line and audit row).
import type { Notice } from '../../components/notice-lines.tsx';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { useAddToBoard } from '../pipeline/pipeline-api.ts';
import { problemText } from '../pipeline/pipeline-words.ts';

export function AddMatchButton({
  reference,
  board,
  label,
  name,
  vacancy,
  onNotice,
}: {
  /** The talent-pool card moved to the board. */
  reference: string;
  board: string;
  /** Whom or which board the button is for, after its own words. */
  label: string;
  name: string;
  vacancy: string;
  onNotice: (notice: Notice) => void;
}) {
  const { m } = useI18n();
  const add = useAddToBoard();
  return (
    <button
      type="button"
      disabled={add.isPending}
      aria-label={fill(m.matching.addLabel, { what: label })}
      onClick={() =>
        add.mutate(
          { reference, board },
          {
            onSuccess: () => onNotice({ text: fill(m.matching.added, { name, vacancy }), problem: false }),
            onError: (error) => onNotice({ text: problemText(m, error), problem: true }),
          },
        )
      }
    >
      {m.matching.add}
    </button>
  );
}
