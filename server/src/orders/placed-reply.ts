import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OrderDetail } from '@storefront/shared/schemas';
import { HttpError } from '../http/errors';
import { LinesUnavailable, type Placed } from './workflow';

/** Lines that cannot be had, as checkout answers them: 409 with each line's message under its part id in `error.fields`. */
function linesUnavailableError(error: LinesUnavailable): HttpError {
  const labels = error.failures.map((f) => f.label).join(', ');
  return new HttpError(
    409,
    'LINES_UNAVAILABLE',
    `Some lines cannot be ordered as they are: ${labels}`,
    Object.fromEntries(error.failures.map((f) => [f.partId, f.message])),
  );
}

/**
 * Answers an order being placed (checkout, a quote's accept, `POST /booking`): the new order (201, as
 * `answer` writes it), or the answer kept for an earlier request with the same `Idempotency-Key`
 * (`Idempotent-Replayed: true`). Lines that cannot be had are refused as `unavailable` says
 * (409 LINES_UNAVAILABLE by default); any other error goes on.
 */
export async function replyPlaced(
  request: FastifyRequest,
  reply: FastifyReply,
  placing: Promise<Placed>,
  answer: (order: OrderDetail) => unknown,
  unavailable: (error: LinesUnavailable) => HttpError = linesUnavailableError,
): Promise<FastifyReply> {
  const placed = await placing.catch((error: unknown) => {
    throw error instanceof LinesUnavailable ? unavailable(error) : error;
  });
  if ('replay' in placed) {
    request.log.info({ key: request.headers['idempotency-key'] }, 'order: Idempotency-Key replayed');
    return reply.status(placed.replay.status).header('Idempotent-Replayed', 'true').send(placed.replay.body);
  }
  return reply.status(201).send(answer(placed.order));
}
