// The structured JSON logger every function shares (Powertools); its level comes from POWERTOOLS_LOG_LEVEL, which Powertools reads.
import { Logger } from '@aws-lambda-powertools/logger';

/** Service name in every log line and metric; one service, many functions. */
export const SERVICE_NAME = 'outreach-api';

export const logger = new Logger({ serviceName: SERVICE_NAME });
