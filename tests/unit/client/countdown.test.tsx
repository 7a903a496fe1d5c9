// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '../../../client/src/ui/Countdown';

const START = new Date('2026-03-01T08:00:00Z').getTime();

function renderCountdown(endsAt: string, onEnd = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <Countdown endsAt={endsAt} onEnd={onEnd} />
    </I18nProvider>,
  );
  return onEnd;
}

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows hours beyond 24, minutes and seconds, and ticks every second', () => {
    renderCountdown(new Date(START + (30 * 3600 + 2 * 60 + 5) * 1000).toISOString());
    expect(screen.getByRole('timer').textContent).toBe('Promo ends in: 30h 2m 5s');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Promo ends in: 30h 2m 4s');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Promo ends in: 30h 1m 59s');
  });

  it("shows 'Promotion ended' at zero, stops ticking and asks once for fresh data", () => {
    const onEnd = renderCountdown(new Date(START + 2000).toISOString());
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Promo ends in: 0h 0m 1s');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Promotion ended');
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it("shows 'Promotion ended' for an end already past, without a timer or a refetch", () => {
    const onEnd = renderCountdown(new Date(START - 60_000).toISOString());
    expect(screen.getByRole('timer').textContent).toBe('Promotion ended');
    expect(vi.getTimerCount()).toBe(0);
    expect(onEnd).not.toHaveBeenCalled();
  });
});
