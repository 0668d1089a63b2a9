import { describe, expect, it } from 'vitest';

import { type BreakerChange, createLlmBreaker } from './llm-breaker';

function breakerAt(options: { cooldownMs?: number; maxCooldownMs?: number } = {}) {
  let now = 1_000;
  const changes: BreakerChange[] = [];
  const breaker = createLlmBreaker({
    cooldownMs: options.cooldownMs ?? 30_000,
    maxCooldownMs: options.maxCooldownMs ?? 240_000,
    now: () => now,
    onChange: (change) => changes.push(change),
  });
  return {
    breaker,
    changes,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Lets the probe through once the cool-down is over and fails it: the cool-down that follows. */
function failProbe(subject: ReturnType<typeof breakerAt>, afterMs: number) {
  subject.advance(afterMs);
  const probe = subject.breaker.tryAcquire();
  expect(probe?.isProbe).toBe(true);
  subject.breaker.failed(probe!, 'timeout');
  const last = subject.changes.at(-1);
  return last?.state === 'open' ? last.cooldownMs : null;
}

describe('the LLM breaker', () => {
  it('lets every call through while the model answers', () => {
    const { breaker, changes } = breakerAt();
    for (let call = 0; call < 5; call += 1) {
      const permit = breaker.tryAcquire();
      expect(permit).toMatchObject({ isProbe: false });
      breaker.succeeded(permit!);
    }
    expect(breaker.state()).toBe('closed');
    expect(changes).toEqual([]);
  });

  it('skips the model for the cool-down after a failure, then lets one probe through', () => {
    const subject = breakerAt();
    const { breaker, changes } = subject;
    breaker.failed(breaker.tryAcquire()!, 'http_error');
    expect(changes).toEqual([{ state: 'open', cooldownMs: 30_000, failure: 'http_error', wasProbe: false }]);
    expect(breaker.tryAcquire()).toBeNull();
    subject.advance(29_999);
    expect(breaker.tryAcquire()).toBeNull();
    subject.advance(1);
    const probe = breaker.tryAcquire();
    expect(probe).toMatchObject({ isProbe: true });
    // One probe at a time: everyone else still skips the model while it is out.
    expect(breaker.tryAcquire()).toBeNull();
    expect(breaker.state()).toBe('probing');
  });

  it('closes when the probe answers, and says how long it was open', () => {
    const subject = breakerAt();
    const { breaker, changes } = subject;
    breaker.failed(breaker.tryAcquire()!, 'timeout');
    subject.advance(30_000);
    breaker.succeeded(breaker.tryAcquire()!);
    expect(breaker.state()).toBe('closed');
    expect(changes.at(-1)).toEqual({ state: 'closed', openForMs: 30_000 });
    expect(breaker.tryAcquire()).toMatchObject({ isProbe: false });
  });

  it('doubles the cool-down while the probes keep failing, up to the cap, and starts over once closed', () => {
    const subject = breakerAt({ cooldownMs: 30_000, maxCooldownMs: 200_000 });
    const { breaker } = subject;
    breaker.failed(breaker.tryAcquire()!, 'rate_limited');
    const cooldowns = [30_000];
    for (let probe = 0; probe < 4; probe += 1) cooldowns.push(failProbe(subject, cooldowns.at(-1)!)!);
    expect(cooldowns).toEqual([30_000, 60_000, 120_000, 200_000, 200_000]);
    expect(subject.changes.at(-1)).toMatchObject({ state: 'open', wasProbe: true });

    subject.advance(200_000);
    breaker.succeeded(breaker.tryAcquire()!);
    breaker.failed(breaker.tryAcquire()!, 'bad_output');
    expect(subject.changes.at(-1)).toMatchObject({ state: 'open', cooldownMs: 30_000, wasProbe: false });
  });

  it('opens once when two calls of one turn fail together, and a call from before cannot close it', () => {
    const subject = breakerAt();
    const { breaker, changes } = subject;
    const read = breaker.tryAcquire()!;
    const phrase = breaker.tryAcquire()!;
    breaker.failed(read, 'timeout');
    breaker.failed(phrase, 'timeout');
    expect(changes).toHaveLength(1);
    breaker.succeeded(phrase);
    expect(breaker.state()).toBe('open');
  });

  it('lets the next call probe at once when a probe is called off without an answer', () => {
    const subject = breakerAt();
    const { breaker, changes } = subject;
    breaker.failed(breaker.tryAcquire()!, 'timeout');
    subject.advance(30_000);
    breaker.released(breaker.tryAcquire()!);
    expect(breaker.state()).toBe('open');
    const probe = breaker.tryAcquire();
    expect(probe).toMatchObject({ isProbe: true });
    breaker.failed(probe!, 'timeout');
    // Called off is no verdict: the cool-down doubles once, for the one probe that failed.
    expect(changes.at(-1)).toMatchObject({ state: 'open', cooldownMs: 60_000 });
  });
});
