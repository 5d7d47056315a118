import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFilledOnFirstUse } from './use-filled-on-first-use.ts';

/** A form with a text field and a list; records how many lists each commit had filled. */
function Probe({ commits }: { commits: number[] }) {
  const { filled, handlers } = useFilledOnFirstUse(3);
  useEffect(() => {
    commits.push(filled);
  }, [filled, commits]);
  return (
    <div {...handlers}>
      <label>
        Name <input />
      </label>
      <label>
        Country <select />
      </label>
    </div>
  );
}

afterEach(cleanup);

describe('useFilledOnFirstUse', () => {
  it('fills nothing until the form is used, then one list per background render', async () => {
    const commits: number[] = [];
    render(<Probe commits={commits} />);
    expect(commits).toEqual([0]);
    fireEvent.focus(screen.getByLabelText('Name'));
    await waitFor(() => expect(commits).toEqual([0, 1, 2, 3]));
  });

  it('fills every list within the event when the first use is a press on a list', () => {
    const commits: number[] = [];
    render(<Probe commits={commits} />);
    fireEvent.pointerDown(screen.getByLabelText('Country'));
    expect(commits).toEqual([0, 3]);
  });
});
