import { describe, expect, it } from 'vitest';
import {
  nextTypingStep,
  TYPING_PAUSE_MS,
  TYPING_SPEED_MS,
  type TypingState,
  typingStart,
} from '../../../client/src/features/search/typingAnimation.js';

/** Runs the animation for a number of frames: what a shopper sees in each, and how long it stays. */
function play(words: string[], frames: number, from: TypingState = { word: 0, length: 0, deleting: false }): { text: string; delay: number }[] {
  let state = from;
  const seen: { text: string; delay: number }[] = [];
  for (let frame = 0; frame < frames; frame++) {
    const { next, delay } = nextTypingStep(state, words);
    seen.push({ text: (words[state.word] ?? '').slice(0, state.length), delay });
    state = next;
  }
  return seen;
}

describe('the search bar typing animation', () => {
  it('types a word at 50 ms a character, holds it 1000 ms, erases it, then types the next', () => {
    const frames = play(['Wig', 'Tv'], 12);
    expect(frames.map((frame) => frame.text)).toEqual(['', 'W', 'Wi', 'Wig', 'Wi', 'W', '', 'T', 'Tv', 'T', '', 'W']);
    expect(frames[3]).toEqual({ text: 'Wig', delay: TYPING_PAUSE_MS });
    expect(frames.filter((frame) => frame.text !== 'Wig' && frame.text !== 'Tv').every((frame) => frame.delay === TYPING_SPEED_MS)).toBe(true);
  });

  it('starts again from the first example after the last one, forever', () => {
    const words = ['Shoes', 'Clothes'];
    // One full cycle of a word: from the empty bar, type it, hold it, erase it back to the empty bar.
    const cycle = (word: string) => word.length * 2;
    const frames = play(words, cycle('Shoes') + cycle('Clothes') + 4);
    expect(frames.slice(-4).map((frame) => frame.text)).toEqual(['', 'S', 'Sh', 'Sho']);
    expect(frames.slice(0, 4).map((frame) => frame.text)).toEqual(['', 'S', 'Sh', 'Sho']);
  });

  it('starts on the first example whole (what the server renders), holds it, then erases it and types the next', () => {
    const frames = play(['Wig', 'Tv'], 7, typingStart(['Wig', 'Tv']));
    expect(frames.map((frame) => frame.text)).toEqual(['Wig', 'Wi', 'W', '', 'T', 'Tv', 'T']);
    expect(frames[0]).toEqual({ text: 'Wig', delay: TYPING_PAUSE_MS });
    expect(typingStart([])).toEqual({ word: 0, length: 0, deleting: false });
  });

  it('copes with the words changing under it (the shopper switched language mid-word)', () => {
    const { next } = nextTypingStep({ word: 0, length: 9, deleting: false }, ['Tapis']);
    expect(next).toEqual({ word: 0, length: 4, deleting: true });
  });
});
