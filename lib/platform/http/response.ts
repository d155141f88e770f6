// Builds responses for API Gateway HTTP APIs (payload format 2.0): JSON by default, or a body of another content type.
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** A body that is not JSON (an image, an HTML page): sent as it is, with its content type; bytes go base64-encoded. */
export class RawBody {
  constructor(
    readonly contentType: string,
    readonly content: string | Buffer,
  ) {}
}

export function jsonResponse(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  if (body instanceof RawBody) {
    const { contentType, content } = body;
    return {
      statusCode,
      headers: { 'Content-Type': contentType, ...headers },
      body: typeof content === 'string' ? content : content.toString('base64'),
      isBase64Encoded: typeof content !== 'string',
    };
  }
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}
