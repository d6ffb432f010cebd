import { NotFoundOffer } from '../../../components/NotFoundOffer';

/** A missing, deleted or malformed part: say so and offer the catalogue, never crash. */
export function PartNotFound() {
  return (
    <NotFoundOffer
      title="Part not found"
      missing="This part does not exist or is no longer sold"
      why="It may have been removed from the catalogue, or the link is mistyped."
    />
  );
}
