import { z } from 'zod/mini';
import { ProviderErrorBodySchema } from './common';
import { endpointNames, endpoints } from './endpoints';

/**
 * The OpenAPI 3.1 document of the provider API, from the endpoint table, in wire form: what the
 * client sends and the server writes.
 */

type JsonObject = Record<string, unknown>;

function toJsonSchema(schema: z.ZodMiniType): JsonObject {
  const generated = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonObject;
  const { $schema: _dialect, ...rest } = generated;
  return rest;
}

function pascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function jsonContent(ref: string): JsonObject {
  return { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } };
}

/** Pure, so a test can compare it with the committed `docs/openapi.json`. */
export function buildOpenApiDocument(): JsonObject {
  const schemas: JsonObject = { ProviderErrorBody: toJsonSchema(ProviderErrorBodySchema) };
  const paths: JsonObject = {};
  for (const name of endpointNames) {
    const endpoint = endpoints[name];
    const base = pascalCase(name);
    schemas[`${base}Request`] = toJsonSchema(endpoint.request);
    schemas[`${base}Response`] = toJsonSchema(endpoint.response);
    const notes = [
      endpoint.auth === 'token'
        ? 'Identifies the player by `unique_token` in the body.'
        : 'Public: the app key is enough.',
      'optional' in endpoint
        ? 'Optional: a provider may lack it (HTTP 404); clients then hide its feature.'
        : undefined,
      'lists' in endpoint
        ? `A \`status\` false answer whose lists (${endpoint.lists.join(', ')}) are all empty or absent is an empty list.`
        : undefined,
      'blankWhenSignedOut' in endpoint
        ? `An answer with ${endpoint.blankWhenSignedOut.join(' and ')} blank means the provider no longer knows the token.`
        : undefined,
    ];
    paths[`/${endpoint.path}`] = {
      post: {
        operationId: name,
        tags: [endpoint.auth === 'token' ? 'player' : 'public'],
        description: notes.filter((note) => note !== undefined).join(' '),
        requestBody: { required: true, content: jsonContent(`${base}Request`) },
        responses: {
          '200': { description: 'The answer.', content: jsonContent(`${base}Response`) },
          '4XX': {
            description: 'Refused: a bad request, an unknown token or app key, or a business rule.',
            content: jsonContent('ProviderErrorBody'),
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Matka provider API',
      version: '1.0.0',
      description:
        'Every call is a POST with a JSON body carrying env_type (Prod) and app_key. Money is in points on the wire. Clients read every answer leniently: the first JSON object in the text, status as a boolean-like value (docs/decisions/009).',
    },
    tags: [
      { name: 'public', description: 'No player token.' },
      { name: 'player', description: 'Carries the player token `unique_token`.' },
    ],
    paths,
    components: { schemas },
  };
}

export function openApiJson(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}
