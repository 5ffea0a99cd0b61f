import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { WeightChooser } from '../profile/WeightChooser';
import { AssessmentRequired } from './AssessmentRequired';
import { OVERLAY_STEPS, ProcessingOverlay } from './ProcessingOverlay';

describe('AssessmentRequired (chat home gate, spec §2)', () => {
  it('reads "Assessment Required" and sends the person to /survey with "Complete Assessment"', async () => {
    render(<AssessmentRequired />);
    expect(await screen.findByRole('heading', { name: 'Assessment Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Assessment' }).getAttribute('href')).toBe('/survey');
  });
});

describe('WeightChooser (spec §4 preference choice, §9 weights)', () => {
  it('sets 70, 50 or 30 from the three cards', async () => {
    const onChange = vi.fn();
    render(<WeightChooser value={50} onChange={onChange} />);
    fireEvent.click(await screen.findByRole('radio', { name: /Personality Focused/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Lifestyle Focused/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Balanced Approach/ }));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([70, 30, 50]);
  });

  it.each([
    [60, 'Personality Focused'],
    [55, 'Balanced Approach'],
    [45, 'Balanced Approach'],
    [40, 'Lifestyle Focused'],
  ])('derives the highlighted card from a slider value of %i (%s)', async (value, card) => {
    render(<WeightChooser value={value} onChange={() => undefined} />);
    const checked = (await screen.findAllByRole('radio')).filter((r) => r.getAttribute('aria-checked') === 'true');
    expect(checked).toHaveLength(1);
    expect(checked[0]!.textContent).toContain(card);
    expect(screen.getByTestId('personality-percent').textContent).toBe(`${value}%`);
    expect(screen.getByTestId('lifestyle-percent').textContent).toBe(`${100 - value}%`);
  });
});

/** The overlay with a switch for "the work is done", as the survey drives it. */
function OverlayHarness({ onFinished }: { onFinished: () => void }) {
  const [done, setDone] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setDone(true)}>
        work done
      </button>
      <ProcessingOverlay done={done} onFinished={onFinished} />
    </>
  );
}

describe('ProcessingOverlay (spec §9 overlay)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has steps of 1500 ms and 800 ms, holds at 95% until the work is done, then finishes once', async () => {
    expect(OVERLAY_STEPS.map((s) => s.ms)).toEqual([1500, 800]);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
    const onFinished = vi.fn();
    render(<OverlayHarness onFinished={onFinished} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByText('Analyzing your responses…')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(screen.getByText('Building your personality profile…')).toBeTruthy();
    // Long after both steps: still 95% and not finished, because the work is not done.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByText('95%')).toBeTruthy();
    expect(onFinished).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'work done' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('100%')).toBeTruthy();
    expect(onFinished).toHaveBeenCalledTimes(1);
  });
});
