// Who is calling: the credential that authenticated a request, its organization and its scopes.

export interface Principal {
  kind: 'apiKey' | 'user';
  /** The API key's id, or the user's id. */
  id: string;
  /** The organization the request acts in (the Service-Organization-ID header, checked). */
  org: string;
  scopes: readonly string[];
  userId?: string;
  sessionId?: string;
  /** The user's role in the organization. */
  role?: 'OWNER' | 'ADMIN' | 'MEMBER';
}
