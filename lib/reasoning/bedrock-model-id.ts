// What a Bedrock model id names (a foundation model, or a cross-region inference profile over one), for prices and grants.

/** The variable that turns Bedrock on for a function; the stack sets it only where the model is granted. */
export const BEDROCK_MODEL_ID_VARIABLE = 'BEDROCK_MODEL_ID';

/**
 * The geographies of Bedrock's system-defined (cross-region) inference profiles: `us.anthropic.claude-...` is the
 * profile over the foundation model `anthropic.claude-...`. A foundation model id starts with its provider instead.
 */
const INFERENCE_PROFILE_GEOGRAPHIES = ['us', 'us-gov', 'eu', 'apac', 'jp', 'au', 'ca', 'global'] as const;

export interface BedrockModelId {
  /** The id as given: what Converse is called with. */
  id: string;
  /** The foundation model that answers (the id itself, or the one behind the profile). */
  foundationModelId: string;
  /** Set when the id is a cross-region inference profile: its geography. */
  profileGeography?: (typeof INFERENCE_PROFILE_GEOGRAPHIES)[number];
}

/** `provider.model[-version][:n]`, optionally behind a geography; an ARN (an application profile) is not an id. */
const MODEL_ID = /^[a-z0-9-]+\.[a-z0-9][a-z0-9._:-]*$/;

/** Reads a model id; throws on what cannot be one, so a typo fails at synthesis or cold start, not at the first note. */
export function parseBedrockModelId(id: string): BedrockModelId {
  const [first, ...rest] = id.split('.');
  const geography = INFERENCE_PROFILE_GEOGRAPHIES.find((candidate) => candidate === first);
  const foundationModelId = geography ? rest.join('.') : id;
  if (!MODEL_ID.test(foundationModelId))
    throw new Error(
      `"${id}" is not a Bedrock model id: expected a foundation model id such as anthropic.claude-haiku-4-5-20251001-v1:0, or a cross-region inference profile id such as us.anthropic.claude-haiku-4-5-20251001-v1:0 (not an ARN).`,
    );
  return geography ? { id, foundationModelId, profileGeography: geography } : { id, foundationModelId };
}
