import { useEffect, useState, useSyncExternalStore } from 'react';

/** The specification's typing animation: 50 ms a character, a 1000 ms pause on each full word, forever. */
export const TYPING_SPEED_MS = 50;
export const TYPING_PAUSE_MS = 1000;

/** What the animation shows: `length` characters of word number `word`, growing or shrinking. */
export interface TypingState {
  word: number;
  length: number;
  deleting: boolean;
}

/**
 * Where the animation starts: the first example whole, held, then erased. The server's HTML shows this frame, so a
 * page read before (or without) JavaScript says `Search "Shoes"`, not an empty `Search ""`.
 */
export function typingStart(words: readonly string[]): TypingState {
  return { word: 0, length: words[0]?.length ?? 0, deleting: false };
}

/**
 * The frame after `state` and how long `state` stays on screen before it: a word is typed a character at a time,
 * stays whole for the pause, is erased a character at a time, and the next word (the first after the last) follows.
 */
export function nextTypingStep(state: TypingState, words: readonly string[]): { next: TypingState; delay: number } {
  const count = Math.max(words.length, 1);
  const word = words[state.word % count] ?? '';
  if (!state.deleting) {
    if (state.length < word.length) return { next: { ...state, length: state.length + 1 }, delay: TYPING_SPEED_MS };
    return { next: { word: state.word % count, length: Math.max(word.length - 1, 0), deleting: true }, delay: TYPING_PAUSE_MS };
  }
  if (state.length > 0) return { next: { ...state, length: state.length - 1 }, delay: TYPING_SPEED_MS };
  return { next: { word: (state.word + 1) % count, length: 1, deleting: false }, delay: TYPING_SPEED_MS };
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True when the shopper asked their device for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * The text the animation shows now. Keep `words` stable between renders (useMemo): a new list restarts the
 * current frame's timer. When `animate` is false the first word shows whole and nothing moves.
 */
export function useTypingAnimation(words: readonly string[], animate: boolean): string {
  const [state, setState] = useState<TypingState>(() => typingStart(words));
  useEffect(() => {
    if (!animate || words.length === 0) return;
    const { next, delay } = nextTypingStep(state, words);
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [state, words, animate]);
  if (!animate) return words[0] ?? '';
  return (words[state.word % Math.max(words.length, 1)] ?? '').slice(0, state.length);
}
