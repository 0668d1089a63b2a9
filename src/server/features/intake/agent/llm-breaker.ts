/**
 * The LLM agent's circuit breaker (issue 29, decision 0077): after a model call times out or
 * fails, the model is skipped for a cool-down, so the next visitors do not wait on it again.
 * When the cool-down is over, one call goes through as a probe: if it answers, the breaker
 * closes; if it fails, the model is skipped again for twice as long, up to a cap.
 *
 * Pure: no timers, the clock is injected. Each process keeps its own (it lives in the LLM
 * agent, built once per app); nothing here is shared or stored.
 */

export type BreakerFailure = 'timeout' | 'rate_limited' | 'http_error' | 'bad_output' | 'unreachable';

export type BreakerChange =
  | { state: 'open'; cooldownMs: number; failure: BreakerFailure; wasProbe: boolean }
  | { state: 'closed'; openForMs: number };

export interface BreakerOptions {
  cooldownMs: number;
  maxCooldownMs: number;
  /** Milliseconds on a monotonic clock (performance.now in production). */
  now: () => number;
  onChange?: (change: BreakerChange) => void;
}

/** Leave to make one model call; hand it back with its outcome. */
export interface BreakerPermit {
  readonly isProbe: boolean;
  readonly generation: number;
}

export type BreakerState = 'closed' | 'open' | 'probing';

export interface LlmBreaker {
  /** Leave to call the model now, or null: the model is skipped (open, or a probe is out). */
  tryAcquire(): BreakerPermit | null;
  succeeded(permit: BreakerPermit): void;
  failed(permit: BreakerPermit, failure: BreakerFailure): void;
  /** The call was called off by us (its result no longer needed): no verdict on the model. */
  released(permit: BreakerPermit): void;
  state(): BreakerState;
}

type Inner =
  | { kind: 'closed' }
  | { kind: 'open'; until: number; cooldownMs: number; openedAt: number }
  | { kind: 'probing'; cooldownMs: number; openedAt: number };

export function createLlmBreaker(options: BreakerOptions): LlmBreaker {
  let inner: Inner = { kind: 'closed' };
  // Every change of state starts a new generation: a verdict from a call let through under an
  // earlier one is stale (two calls failing together open the breaker once, not twice, and a
  // call from before it opened cannot close it).
  let generation = 0;
  const move = (next: Inner) => {
    inner = next;
    generation += 1;
  };
  const open = (cooldownMs: number, openedAt: number, failure: BreakerFailure, wasProbe: boolean) => {
    const now = options.now();
    move({ kind: 'open', until: now + cooldownMs, cooldownMs, openedAt });
    options.onChange?.({ state: 'open', cooldownMs, failure, wasProbe });
  };
  const isCurrent = (permit: BreakerPermit) => permit.generation === generation;

  return {
    tryAcquire() {
      if (inner.kind === 'closed') return { isProbe: false, generation };
      if (inner.kind === 'probing') return null;
      if (options.now() < inner.until) return null;
      move({ kind: 'probing', cooldownMs: inner.cooldownMs, openedAt: inner.openedAt });
      return { isProbe: true, generation };
    },
    succeeded(permit) {
      if (!isCurrent(permit) || inner.kind !== 'probing') return;
      const openForMs = Math.max(0, Math.round(options.now() - inner.openedAt));
      move({ kind: 'closed' });
      options.onChange?.({ state: 'closed', openForMs });
    },
    failed(permit, failure) {
      if (!isCurrent(permit)) return;
      if (inner.kind === 'closed') open(options.cooldownMs, options.now(), failure, false);
      else if (inner.kind === 'probing')
        open(Math.min(inner.cooldownMs * 2, options.maxCooldownMs), inner.openedAt, failure, true);
    },
    released(permit) {
      if (!isCurrent(permit) || inner.kind !== 'probing') return;
      // The probe never got its answer: the next call may probe at once.
      move({ kind: 'open', until: options.now(), cooldownMs: inner.cooldownMs, openedAt: inner.openedAt });
    },
    state: () => inner.kind,
  };
}
