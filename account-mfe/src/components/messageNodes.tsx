import { Fragment, type ReactNode } from 'react';

/** Marks where a node goes in a message: `t('Valid until {date}', { date: slot('date') })`. */
export const slot = (name: string): string => `\uE000${name}\uE000`;

/**
 * A translated message with elements in its places (a `<time>`, a link): each language orders its
 * words, and the elements stay elements. `text` is the message with `slot(name)` values.
 */
export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\uE000(\w+)\uE000/);
  // split with a group alternates text and the slots' names: odd indexes are names.
  return parts.map((part, index) => <Fragment key={index}>{index % 2 === 1 ? nodes[part] : part}</Fragment>);
}
