import { useEffect, useRef, useState } from 'react';
import { usePageTime } from '../features/server-render/usePageTime';

/**
 * What is left of a countdown: whole days and the hours after them while more than a day remains; within the last
 * 24 hours, days is 0 and hours, minutes and seconds tell the rest.
 */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the end time is reached (or was already past). */
  ended: boolean;
}

const SECOND_MS = 1000;
const DAY_SECONDS = 24 * 3600;

/**
 * Splits a duration into days and hours (more than a day left) or hours, minutes and seconds (the last 24 hours),
 * rounding the seconds up so "0s" is never shown.
 */
export function countdownParts(remainingMs: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / SECOND_MS));
  // "181h 37m" is hard to read; a week away reads "7 days 13h". Exactly 24 hours still counts down in hours.
  const days = totalSeconds > DAY_SECONDS ? Math.floor(totalSeconds / DAY_SECONDS) : 0;
  return {
    days,
    hours: Math.floor((totalSeconds - days * DAY_SECONDS) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    ended: totalSeconds === 0,
  };
}

/**
 * Counts down to `endsAt` (an ISO time), re-rendering once a second. The timer stops at zero; `onEnd` runs once
 * when the countdown reaches zero while on screen (not when it was already over), so a caller can refetch.
 */
export function useCountdown(endsAt: string, onEnd?: () => void): CountdownParts {
  const end = Date.parse(endsAt);
  // A page from the server counts from when it was rendered until it has been taken over (the effect below).
  const pageTime = usePageTime();
  const [now, setNow] = useState(() => pageTime ?? Date.now());
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    // Re-read the clock for a new end time; nothing ticks for a countdown that is already over.
    setNow(Date.now());
    if (!(end > Date.now())) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= end) {
        clearInterval(timer);
        onEndRef.current?.();
      }
    }, SECOND_MS);
    return () => clearInterval(timer);
  }, [end]);

  // An unreadable time counts as over rather than showing NaN.
  return countdownParts(Number.isNaN(end) ? 0 : end - now);
}
