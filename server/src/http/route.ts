import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { Endpoint } from '@storefront/shared/endpoints';

/**
 * Registers one call of the API's table (`@storefront/shared/endpoints`): its method, path and
 * access come from the table, the rest (schema, rate limit, handler) from the route's module.
 */
export function route<G extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  target: Endpoint,
  options: RouteShorthandOptions,
  handler: RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, G>,
): void {
  app.route<G>({ ...options, method: target.method, url: target.path, config: { ...options.config, access: target.access }, handler });
}
