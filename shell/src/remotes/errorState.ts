// The shell's error view, split off: see LazyErrorState.
export { ErrorState } from '@storefront/shared/ui';
