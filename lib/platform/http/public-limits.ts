// How much each kind of public route may be asked: the limits the route table gives routes that take no credential.
import type { PublicLimits } from './route.js';

/** Registration and login: each request may send an email or test a code, so every request from an address counts. */
export const signInLimits: PublicLimits = {
  throttle: { rateLimit: 20, burstLimit: 40 },
  perIp: { bucket: 'sign-in', limit: 30, windowSeconds: 600, counts: 'requests' },
};

/** Refreshing tokens: clients do it on their own schedule, so an address gets more room than for logging in. */
export const refreshLimits: PublicLimits = {
  throttle: { rateLimit: 50, burstLimit: 100 },
  perIp: { bucket: 'refresh', limit: 120, windowSeconds: 600, counts: 'requests' },
};

/** Addresses whose path is the secret (webhooks, tracking): integrators post many rows, guessers collect refusals. */
export const secretAddressLimits: PublicLimits = {
  throttle: { rateLimit: 200, burstLimit: 400 },
  perIp: { bucket: 'secret-address', limit: 20, windowSeconds: 600, counts: 'failures' },
};

/** Answers that cost nothing and reveal nothing (health, public keys): a route throttle keeps them off the stage's. */
export const probeLimits: PublicLimits = { throttle: { rateLimit: 20, burstLimit: 40 } };

/** The OAuth callback: a browser comes back once per authorization, so an address gets a few dozen per window. */
export const oauthCallbackLimits: PublicLimits = {
  throttle: { rateLimit: 20, burstLimit: 40 },
  perIp: { bucket: 'oauth-callback', limit: 30, windowSeconds: 600, counts: 'requests' },
};
