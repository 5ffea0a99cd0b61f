import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { deferredModule } from './deferredModule';
import { useFocusKept } from './useFocusKept';

describe('deferredModule (decision 104)', () => {
  it('draws the plain version first, loads when asked (once), and draws every user again when the module arrives', async () => {
    let release!: () => void;
    const importer = vi.fn(() => new Promise<{ word: string }>((resolve) => (release = () => resolve({ word: 'loaded' }))));
    const useThing = deferredModule(importer);
    function User({ name }: { name: string }) {
      const [thing, load] = useThing();
      return <button onClick={() => void load()}>{`${name} ${thing?.word ?? 'plain'}`}</button>;
    }
    render(
      <>
        <User name="a" />
        <User name="b" />
      </>,
    );
    expect(await screen.findByText('a plain')).toBeTruthy();
    expect(importer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('a plain'));
    fireEvent.click(screen.getByText('b plain'));
    expect(importer).toHaveBeenCalledTimes(1);
    await act(async () => release());
    expect(await screen.findByText('a loaded')).toBeTruthy();
    expect(screen.getByText('b loaded')).toBeTruthy();
  });

  it('asks again after a failed load (offline), rather than keeping the failure', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ word: 'loaded' });
    const useThing = deferredModule(importer as () => Promise<{ word: string }>);
    function User() {
      const [thing, load] = useThing();
      return <button onClick={() => void load().catch(() => undefined)}>{thing?.word ?? 'plain'}</button>;
    }
    render(<User />);
    fireEvent.click(await screen.findByText('plain'));
    await act(async () => undefined);
    expect(screen.getByText('plain')).toBeTruthy();
    fireEvent.click(screen.getByText('plain'));
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('a module arriving while a pointer is pressed is drawn after the press and its click, so the click is not lost', async () => {
    let release!: () => void;
    const useThing = deferredModule(() => new Promise<{ word: string }>((resolve) => (release = () => resolve({ word: 'loaded' }))));
    const opened = vi.fn();
    function Card() {
      const [thing, load] = useThing();
      // A different parent once loaded, so React replaces the pressed element as a tooltip's arrival does.
      const face = <span onPointerEnter={() => void load()}>{thing?.word ?? 'plain'}</span>;
      return <button onClick={opened}>{thing ? <em>{face}</em> : face}</button>;
    }
    render(<Card />);
    const pressed = await screen.findByText('plain');
    fireEvent.pointerEnter(pressed);
    fireEvent.pointerDown(pressed, { pointerId: 7 });
    await act(async () => release());
    // Still the element that was pressed: the release and the click land where the press did.
    expect(screen.getByText('plain')).toBe(pressed);
    fireEvent.pointerUp(pressed, { pointerId: 7 });
    fireEvent.click(pressed);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('loaded')).toBeTruthy();
  });

  it('a press that ends without a click (dragged away, cancelled) does not hold the module back', async () => {
    let release!: () => void;
    const useThing = deferredModule(() => new Promise<{ word: string }>((resolve) => (release = () => resolve({ word: 'loaded' }))));
    function User() {
      const [thing, load] = useThing();
      return <button onPointerDown={() => void load()}>{thing?.word ?? 'plain'}</button>;
    }
    render(<User />);
    const button = await screen.findByText('plain');
    fireEvent.pointerDown(button, { pointerId: 3 });
    await act(async () => release());
    expect(screen.getByText('plain')).toBeTruthy();
    fireEvent.pointerCancel(button, { pointerId: 3 });
    expect(await screen.findByText('loaded', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('useFocusKept: the element drawn again takes the focus its predecessor had', async () => {
    let makeReady!: () => void;
    function Swapper() {
      const [ready, setReady] = useState(false);
      makeReady = () => setReady(true);
      const ref = useFocusKept(ready);
      // A different parent when ready, so React replaces the button as a deferred part's arrival does.
      return ready ? (
        <section>
          <button ref={ref}>after</button>
        </section>
      ) : (
        <button ref={ref}>before</button>
      );
    }
    render(<Swapper />);
    (await screen.findByText('before')).focus();
    act(() => makeReady());
    expect(document.activeElement?.textContent).toBe('after');
  });
});
