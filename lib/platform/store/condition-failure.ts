// Recognises a DynamoDB write refused by its condition, for the writers that treat that as an answer rather than an error.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/** Whether a single-item write failed its condition (the error's class differs between SDK copies, its name does not). */
export function isConditionFailure(error: unknown): boolean {
  return (
    error instanceof ConditionalCheckFailedException ||
    (typeof error === 'object' && error !== null && 'name' in error && error.name === 'ConditionalCheckFailedException')
  );
}
