import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BreathingExercises } from './breathing-exercises';

// Fake timers drive both setInterval and performance.now(), like a real clock would.
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance', 'Date'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('BreathingExercises', { timeout: 20_000 }, () => {
  it('runs a Box session with pause, resume and completion, announcing only phase changes', () => {
    const onComplete = vi.fn();
    render(<BreathingExercises onSessionComplete={onComplete} />);

    fireEvent.click(screen.getByRole('button', { name: /^Box Breathing/ }));
    expect(screen.getByRole('button', { name: 'Back to exercises' })).toBeInTheDocument();
    const announcer = screen.getByTestId('breathing-announcer');
    expect(announcer).toHaveTextContent('');

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(announcer).toHaveTextContent('Breathe In for 4 seconds. Cycle 1 of 4.');
    advance(2_000);
    expect(screen.getByTestId('breathing-countdown')).toHaveTextContent('2');
    expect(announcer).toHaveTextContent('Breathe In for 4 seconds. Cycle 1 of 4.');
    advance(2_000);
    expect(screen.getByTestId('breathing-phase')).toHaveTextContent('Hold');
    expect(announcer).toHaveTextContent('Hold for 4 seconds. Cycle 1 of 4.');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    advance(20_000);
    expect(screen.getByTestId('breathing-countdown')).toHaveTextContent('4');
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    advance(12_000);
    expect(screen.getByTestId('breathing-cycle')).toHaveTextContent('Cycle 2 of 4');

    expect(onComplete).not.toHaveBeenCalled();
    advance(48_000);
    expect(screen.getByRole('heading', { name: 'Well done!' })).toBeInTheDocument();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete.mock.calls[0]?.[0]).toMatchObject({ id: 'box' });
    advance(10_000);
    expect(onComplete).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Choose Another' }));
    expect(screen.getByRole('button', { name: /^Box Breathing/ })).toHaveFocus();
  });

  it('resets to the start, and Space starts and pauses', () => {
    render(<BreathingExercises />);
    fireEvent.click(screen.getByRole('button', { name: /^4-7-8 Breathing/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(30_123);
    expect(screen.getByTestId('breathing-phase')).toHaveTextContent('Breathe Out');
    expect(screen.getByTestId('breathing-cycle')).toHaveTextContent('Cycle 2 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByTestId('breathing-countdown')).toHaveTextContent('4');
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    advance(1_000);
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByTestId('breathing-countdown')).toHaveTextContent('3');
  });
});
