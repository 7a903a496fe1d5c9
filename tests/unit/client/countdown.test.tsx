// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageContext, type PageFacts } from '../../../client/src/features/server-render/pageContext';
import { Countdown } from '../../../client/src/ui/Countdown';
import { loadMessages } from '../../../client/src/i18n/locales';
import { countdownParts } from '../../../client/src/ui/useCountdown';

const START = new Date('2026-03-01T08:00:00Z').getTime();

/** The end time `seconds` after the test's start. */
function at(seconds: number): string {
  return new Date(START + seconds * 1000).toISOString();
}

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

  it('shows hours, minutes and seconds within the last 24 hours, and ticks every second', () => {
    renderCountdown(at(20 * 3600 + 2 * 60 + 5));
    expect(screen.getByRole('timer').textContent).toBe('Promo ends in: 20h 2m 5s');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Promo ends in: 20h 2m 4s');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Promo ends in: 20h 1m 59s');
  });

  it('shows days and hours while more than a day is left, a singular day as one', () => {
    renderCountdown(at(181 * 3600 + 37 * 60 + 43));
    expect(screen.getByRole('timer').textContent).toBe('Promo ends in: 7 days 13h');
    cleanup();
    renderCountdown(at(30 * 3600 + 2 * 60 + 5));
    expect(screen.getByRole('timer').textContent).toBe('Promo ends in: 1 day 6h');
  });

  it('switches to hours, minutes and seconds when 24 hours are left', () => {
    renderCountdown(at(24 * 3600 + 1));
    expect(screen.getByRole('timer').textContent).toBe('Promo ends in: 1 day 0h');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Promo ends in: 24h 0m 0s');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Promo ends in: 23h 59m 59s');
  });

  it.each([
    ['rw', 'Poromosiyo irarangira mu: iminsi 7 13h', 'Poromosiyo irarangira mu: umunsi 1 6h'],
    ['fr', 'Fin de promo dans : 7 jours 13 h', 'Fin de promo dans : 1 jour 6 h'],
  ] as const)('says the days with the plural of %s', async (locale, week, day) => {
    i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
    renderCountdown(at(181 * 3600 + 37 * 60 + 43));
    expect(screen.getByRole('timer').textContent).toBe(week);
    cleanup();
    renderCountdown(at(30 * 3600 + 2 * 60 + 5));
    expect(screen.getByRole('timer').textContent).toBe(day);
  });

  it('splits a duration into days and hours, or hours, minutes and seconds within a day', () => {
    expect(countdownParts((181 * 3600 + 37 * 60 + 43) * 1000)).toEqual({ days: 7, hours: 13, minutes: 37, seconds: 43, ended: false });
    expect(countdownParts(24 * 3600 * 1000)).toEqual({ days: 0, hours: 24, minutes: 0, seconds: 0, ended: false });
    expect(countdownParts(1500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2, ended: false });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
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

  it('hydrates a page the server rendered a while ago without a mismatch, then shows the time left now', async () => {
    // The server wrote the page 40 minutes ago (a kept page): 20h 2m 5s were left then.
    const endsAt = at(20 * 3600 + 2 * 60 + 5);
    const page: PageFacts = { status: 200, origin: 'https://isoko.test', locale: 'en', renderedAt: START - 40 * 60_000 };
    const tree = (
      <PageContext value={page}>
        <I18nProvider i18n={i18n}>
          <Countdown endsAt={endsAt} />
        </I18nProvider>
      </PageContext>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(container.textContent).toBe('Promo ends in: 20h 42m 5s');
    const mismatches: unknown[] = [];
    const root = hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('Promo ends in: 20h 2m 5s');
    act(() => root.unmount());
    container.remove();
  });
});

