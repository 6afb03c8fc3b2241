import type { FastifyRequest } from 'fastify';
import type { Caller, Identify } from '../auth/identify.ts';
import { clientIp } from '../auth/routes.ts';
import { addressRange } from '../core/client-address.ts';
import { ApiError } from '../core/envelope.ts';

/** Requests per minute the product API allows: completions, recordings uploaded, and every other call that names a learner. */
export interface ApiRateLimits {
  completions: number;
  calls: number;
  uploads: number;
  /** Problem reports per learner per hour (not per minute): enough for a careful learner, too few to flood the queue. */
  reports: number;
}

export const DEFAULT_API_RATE_LIMITS: ApiRateLimits = {
  completions: 120,
  calls: 600,
  uploads: 20,
  reports: 30,
};

function perMinute(env: NodeJS.ProcessEnv, name: string, fallback: number, per = 'minute'): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number of requests per ${per}, at least 1, not '${value}'`);
  return n;
}

/**
 * Reads API_RATE_LIMIT_COMPLETIONS (default 120), API_RATE_LIMIT_CALLS (default 600) and API_RATE_LIMIT_UPLOADS
 * (default 20), per learner per minute, and API_RATE_LIMIT_REPORTS (default 30) per learner per hour.
 */
export function readApiRateLimits(env: NodeJS.ProcessEnv): ApiRateLimits {
  return {
    completions: perMinute(env, 'API_RATE_LIMIT_COMPLETIONS', DEFAULT_API_RATE_LIMITS.completions),
    calls: perMinute(env, 'API_RATE_LIMIT_CALLS', DEFAULT_API_RATE_LIMITS.calls),
    uploads: perMinute(env, 'API_RATE_LIMIT_UPLOADS', DEFAULT_API_RATE_LIMITS.uploads),
    reports: perMinute(env, 'API_RATE_LIMIT_REPORTS', DEFAULT_API_RATE_LIMITS.reports, 'hour'),
  };
}

/** A session of an account with a verified authenticator app that has not given its code yet: signed in halfway. */
const secondFactorMissing = () =>
  new ApiError(
    403,
    'insufficient_aal',
    'This account signs in in two steps: enter the code from your authenticator app to finish signing in.',
  );

/** The caller of a request as checked for a learner route, and (`identified`) as the token names it, unchecked. */
export type CallerOf = ((request: FastifyRequest) => Promise<Caller>) & {
  identified: (request: FastifyRequest) => Promise<Caller>;
};

/**
 * The caller of a request, identified once: the rate limit's key and the handler share one token check.
 * A request without a valid token rejects here, and its handler answers 401 from the same rejection; a session that
 * still owes its second factor answers 403 `insufficient_aal` on every learner route.
 */
export function callerOfRequest(identify: Identify): CallerOf {
  const callers = new WeakMap<FastifyRequest, Promise<Caller>>();
  const identified = (request: FastifyRequest) => {
    let caller = callers.get(request);
    if (!caller) {
      caller = identify(request.headers.authorization);
      callers.set(request, caller);
    }
    return caller;
  };
  const checked = async (request: FastifyRequest) => {
    const who = await identified(request);
    if (who.needsSecondFactor) throw secondFactorMissing();
    return who;
  };
  return Object.assign(checked, { identified });
}

/**
 * The rate-limit key of a call: the learner when the token is valid, so a class behind one address does not share
 * one limit, else the client's address range (an IPv6 client's /64).
 */
export function learnerOrAddressKey(name: string, callerOf: (request: FastifyRequest) => Promise<Caller>) {
  return async (request: FastifyRequest): Promise<string> => {
    if (request.headers.authorization) {
      try {
        return `api:${name}:learner:${(await callerOf(request)).userId}`;
      } catch {
        // Counted by address below; the handler answers the token's error.
      }
    }
    return `api:${name}:address:${addressRange(clientIp(request))}`;
  };
}
