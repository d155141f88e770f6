// A list route's answer: the page's records as the bare array the specification names, and a Link header to the
// pages beside it (page-links.ts), addressed from the API's public base URL.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { publicBaseUrl } from '../http/public-url.js';
import type { ApiResult } from '../http/route.js';
import { type PageEnds, pageLinkHeader } from '../query/page-links.js';
import type { ResourceServices } from './behaviour.js';

export function listAnswer(
  { publicUrl }: Pick<ResourceServices, 'publicUrl'>,
  event: APIGatewayProxyEventV2,
  page: { ends: PageEnds },
  body: unknown[],
): ApiResult {
  const here = `${publicBaseUrl(event, publicUrl)}${event.rawPath}`;
  const link = pageLinkHeader(here, event.rawQueryString ?? '', page.ends);
  return link ? { body, headers: { Link: link } } : { body };
}
