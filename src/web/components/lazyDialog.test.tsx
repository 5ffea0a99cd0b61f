import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../test/render';
import { lazyDialog } from './lazyDialog';

function Dialog({ opened, label }: { opened: boolean; label: string }) {
  return <p>{opened ? label : `closed ${label}`}</p>;
}

describe('lazyDialog (issue 34)', () => {
  it('loads its code only when first opened, shows a spinner meanwhile, and stays mounted once closed', async () => {
    let release!: () => void;
    const load = vi.fn(() => new Promise<typeof Dialog>((resolve) => (release = () => resolve(Dialog))));
    const Lazy = lazyDialog(load);
    function Host() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <button onClick={() => setOpened((o) => !o)}>toggle</button>
          <Lazy opened={opened} label="Profile" />
        </>
      );
    }
    render(<Host />);
    await screen.findByText('toggle');
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/Profile/)).toBeNull();

    fireEvent.click(screen.getByText('toggle'));
    expect(await screen.findByLabelText('Loading')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    release();
    expect(await screen.findByText('Profile')).toBeTruthy();
    expect(screen.queryByLabelText('Loading')).toBeNull();

    // Closed again: the dialog itself decides what closing looks like, and its code is not asked for twice.
    fireEvent.click(screen.getByText('toggle'));
    expect(await screen.findByText('closed Profile')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
