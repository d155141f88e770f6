// Tells an automatic reply (an out-of-office, a vacation responder) from a person's, by the headers RFC 3834 and the
// common responders set: the clarifications' rule, one place for every path raw mail arrives by.

/**
 * Whether the message says it was sent automatically: `Auto-Submitted` other than `no`, any `X-Autoreply` or
 * `X-Autorespond`, or `Precedence: auto_reply`. `header` answers a header's unfolded value, undefined when absent.
 */
export function isAutomaticReply(header: (name: string) => string | undefined): boolean {
  const autoSubmitted = header('auto-submitted');
  // A value may carry parameters after `;` (RFC 3834: `auto-replied; owner-email=...`).
  const autoSubmittedKind = (autoSubmitted ?? '').split(';')[0]!.trim().toLowerCase();
  if (autoSubmittedKind !== '' && autoSubmittedKind !== 'no') return true;
  if (header('x-autoreply') !== undefined || header('x-autorespond') !== undefined) return true;
  return header('precedence')?.trim().toLowerCase() === 'auto_reply';
}
