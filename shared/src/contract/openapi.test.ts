import { describe, expect, it } from 'vitest';
import { endpointNames, endpoints } from './endpoints';
import { buildOpenApiDocument, openApiJson } from './openapi';

interface Document {
  openapi: string;
  paths: Record<
    string,
    { post: { operationId: string; requestBody: unknown; responses: Record<string, unknown> } }
  >;
  components: { schemas: Record<string, Record<string, unknown>> };
}

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument() as unknown as Document;

  it('has one POST per endpoint with its request, answer and error body', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toHaveLength(endpointNames.length);
    for (const name of endpointNames) {
      const operation = document.paths[`/${endpoints[name].path}`]?.post;
      expect(operation?.operationId).toBe(name);
      expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '4XX']);
    }
    expect(document.components.schemas['ProviderErrorBody']).toMatchObject({
      properties: { status: { const: false } },
    });
  });

  it('shows the wire form: strict requests, lenient answers', () => {
    const request = document.components.schemas['ApiFundRequestAddRequest'];
    expect(request).toMatchObject({
      additionalProperties: false,
      required: expect.arrayContaining(['env_type', 'app_key', 'unique_token', 'request_amount']),
      properties: { request_amount: { type: 'integer' } },
    });
    const answer = document.components.schemas['ApiUserWalletBalanceResponse'];
    expect(answer).toMatchObject({ properties: { wallet_amt: { type: ['number', 'string'] } } });
  });

  it('is pure', () => {
    expect(buildOpenApiDocument()).toEqual(buildOpenApiDocument());
  });

  it('matches the committed docs/openapi.json (regenerate with `npm run openapi`)', async () => {
    await expect(openApiJson()).toMatchFileSnapshot('../../../docs/openapi.json');
  });
});
