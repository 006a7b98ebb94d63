import { z } from 'zod'
import { brand } from '../brand'
import { errorBodySchema } from '../entities/error'
import type { RouteSpec } from './route'
import { defaultBases, routeTable } from './route-table'

type JsonSchema = Record<string, unknown>

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a zod schema; files become binary strings. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const result: JsonSchema = z.toJSONSchema(schema, {
    io,
    unrepresentable: ({ zodSchema }) =>
      zodSchema._zod.def.type === 'custom' ? { type: 'string', format: 'binary' } : 'throw',
  })
  delete result.$schema
  return result
}

function parameters(schema: z.ZodObject | undefined, location: 'path' | 'query') {
  if (!schema) return []
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>
    required?: string[]
  }
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }))
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
})

function operation(name: string, route: RouteSpec) {
  const successStatus = String(route.status ?? 200)
  const success =
    route.responseType === 'redirect'
      ? { '302': { description: 'Redirect to the provider' } }
      : {
          [successStatus]: {
            description:
              route.responseType === 'sse'
                ? 'Server-sent events, one chunk per `data:` line'
                : 'OK',
            content:
              route.responseType === 'file'
                ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
                : {
                    [route.responseType === 'sse' ? 'text/event-stream' : 'application/json']: {
                      schema: jsonSchema(route.response, 'output'),
                    },
                  },
          },
        }
  return {
    operationId: name,
    summary: route.summary,
    tags: [route.tag],
    ...(route.auth ? { security: [{ bearer: [] }] } : {}),
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              ...(route.bodyType === 'raw'
                ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
                : {
                    [route.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json']: {
                      schema: jsonSchema(route.body, 'input'),
                    },
                  }),
            },
          },
        }
      : {}),
    responses: {
      ...success,
      ...(route.body || route.params || route.query
        ? { '422': errorResponse('Invalid request') }
        : {}),
      ...(route.auth ? { '401': errorResponse('Not signed in, or the session has ended') } : {}),
      ...(route.admin ? { '403': errorResponse('Operators only') } : {}),
      default: errorResponse('Error'),
    },
  }
}

/** The OpenAPI path of a route: its base folded in, `:name` as `{name}`. */
export function openApiPath(route: RouteSpec): string {
  return `${defaultBases[route.base]}${route.path}`.replace(/:([a-z_]+)/g, '{$1}')
}

/** The OpenAPI 3.1 document of every call in the route table. */
export function createOpenApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [name, route] of Object.entries(routeTable) as [string, RouteSpec][]) {
    const path = openApiPath(route)
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(name, route) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${brand.name} API`,
      version,
      description: `${brand.tagline}. The backend base is ${defaultBases.backend}, the AI service base ${defaultBases.ai}.`,
    },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorBody: jsonSchema(errorBodySchema, 'output') },
    },
  }
}
