import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { issuesToFields } from '@storefront/shared/schemas';

/** An error carrying the first message per field, for the error handler. */
class ValidationError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_VALIDATION';
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

// The shared schemas are zod/mini's (small in the browser); zod's own entry, imported here, also
// gives their few built-in messages in English, as zod does by default.
const isZod = (schema: unknown): schema is z.core.$ZodType => typeof schema === 'object' && schema !== null && '_zod' in schema;

const WHAT: Record<string, string> = { body: 'The body', params: 'The path', querystring: 'The query string', headers: 'The headers' };

/**
 * Route schemas are the shared zod schemas: fastify calls this to validate params, query and body,
 * and the parsed (trimmed, lower-cased, stripped of unknown fields) value replaces the input.
 */
export function installZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (!isZod(schema)) throw new Error(`route schema for ${httpPart} is not a zod schema`);
    return (data: unknown) => {
      const result = z.safeParse(schema, data);
      if (result.success) return { value: result.data };
      const fields = issuesToFields(result.error.issues);
      const rootIssue = result.error.issues.find((issue) => issue.path.length === 0 && issue.code === 'invalid_type');
      const message = rootIssue ? `${WHAT[httpPart ?? 'body'] ?? 'The input'} must be a JSON object` : (result.error.issues[0]?.message ?? 'Invalid input');
      return { error: new ValidationError(message, rootIssue ? {} : fields) };
    };
  });
  // Responses are plain JSON; their schemas are documentation only.
  app.setSerializerCompiler(() => (data: unknown) => JSON.stringify(data));
}

/** The JSON Schema of a zod schema, for the OpenAPI document (what a client may send). */
export function toJsonSchema(schema: unknown): unknown {
  if (!isZod(schema)) return schema;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-7' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}
