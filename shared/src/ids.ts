/**
 * Ids are UUIDs. Kept apart from the zod schemas, so a page can check an id without loading
 * the validation library.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
