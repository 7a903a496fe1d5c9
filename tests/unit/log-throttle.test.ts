import { describe, expect, it } from 'vitest';
import { LogThrottle } from '../../server/lib/log-throttle.js';

const MINUTE = 60_000;

function throttle(maxClients = 3) {
  const clock = { now: 0 };
  return { clock, throttle: new LogThrottle({ windowMs: MINUTE, maxClients, now: () => clock.now }) };
}

describe('the log throttle', () => {
  it('lets one warning a minute through per client, and says how many it held back', () => {
    const { clock, throttle: noise } = throttle();
    expect(noise.decide('a')).toEqual({ log: true, heldBack: 0, sharedWithOtherClients: false });
    for (let index = 0; index < 5; index += 1) expect(noise.decide('a')).toEqual({ log: false });
    expect(noise.decide('b')).toMatchObject({ log: true });
    clock.now = MINUTE - 1;
    expect(noise.decide('a')).toEqual({ log: false });
    clock.now = MINUTE;
    expect(noise.decide('a')).toEqual({ log: true, heldBack: 6, sharedWithOtherClients: false });
  });

  it('stays within its bound under many addresses, which then share one window', () => {
    const { clock, throttle: noise } = throttle(100);
    let logged = 0;
    for (let index = 0; index < 10_000; index += 1) if (noise.decide(`198.51.${index >> 8}.${index & 255}`).log) logged += 1;
    expect(noise.size).toBeLessThanOrEqual(101);
    // The first hundred addresses, then one line for all the others.
    expect(logged).toBe(101);
    expect(noise.decide('203.0.113.1')).toEqual({ log: false });

    // A minute on, ended windows make room for new addresses again.
    clock.now = MINUTE;
    expect(noise.decide('203.0.113.1')).toEqual({ log: true, heldBack: 0, sharedWithOtherClients: false });
    for (let index = 0; index < 10_000; index += 1) noise.decide(`192.0.${index >> 8}.${index & 255}`);
    expect(noise.size).toBeLessThanOrEqual(101);
  });
});
