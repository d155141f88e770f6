// Whether a session is live (not revoked); apart from sessions.ts so that authentication does not bundle its user-agent parser.
import { sessions } from './sessions.js';
import type { Store } from '../../platform/store/store.js';

export async function sessionIsLive(store: Store, userId: string, sessionId: string): Promise<boolean> {
  return !!(await store.get(sessions.entity, userId, sessionId));
}
