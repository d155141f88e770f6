// Reads a Secrets Manager secret whose value is a JSON object of strings (a provider's keys), checked against its schema.
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as v from 'valibot';
import { endpointOptions } from './clients.js';

/** A Secrets Manager client; `endpoint` points it at a local server (tests). */
export function createSecretsClient(endpoint?: string): SecretsManagerClient {
  return new SecretsManagerClient(endpoint ? endpointOptions(endpoint) : {});
}

/** The secret `secretId`'s JSON value, as `schema` reads it; it throws naming the secret when the value does not fit. */
export async function readJsonSecret<S extends v.GenericSchema>(
  client: SecretsManagerClient,
  secretId: string,
  schema: S,
): Promise<v.InferOutput<S>> {
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  let value: unknown;
  try {
    value = JSON.parse(SecretString ?? '');
  } catch {
    throw new Error(`The secret ${secretId} does not hold a JSON object`);
  }
  const parsed = v.safeParse(schema, value);
  if (!parsed.success)
    throw new Error(`The secret ${secretId} lacks ${parsed.issues.map((issue) => v.getDotPath(issue)).join(', ')}`);
  return parsed.output;
}
