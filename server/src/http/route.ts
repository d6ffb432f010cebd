import type {
  FastifyInstance,
  onSendHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { Endpoint } from '@storefront/shared/endpoints';

/** What a call's answer is cached as when it depends on who asks and says nothing itself. */
export const PRIVATE_ANSWER = 'private, no-store';

/**
 * An answer for a signed-in caller (access other than `public`) is theirs: no shared cache may
 * keep it, errors included. A route that sets its own Cache-Control keeps it.
 */
const privateAnswer: onSendHookHandler = (_request, reply, payload, done) => {
  if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', PRIVATE_ANSWER);
  done(null, payload);
};

/**
 * Registers one call of the API's table (`@storefront/shared/endpoints`): its method, path and
 * access come from the table, the rest (schema, rate limit, handler) from the route's module;
 * every call that needs a user answers `Cache-Control: private, no-store` unless it says otherwise.
 */
export function route<G extends RouteGenericInterface = RouteGenericInterface>(
  app: FastifyInstance,
  target: Endpoint,
  options: RouteShorthandOptions,
  handler: RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, G>,
): void {
  const own = options.onSend ? (Array.isArray(options.onSend) ? options.onSend : [options.onSend]) : [];
  const onSend = target.access === 'public' ? own : [...own, privateAnswer];
  app.route<G>({
    ...options,
    ...(onSend.length ? { onSend } : {}),
    method: target.method,
    url: target.path,
    config: { ...options.config, access: target.access },
    handler,
  });
}
