// `@storefront/shared/ui`: the UI kit. Not a federation singleton (it holds no state); each app
// bundles the pieces it uses, and all of them read the shell's theme.
export * from './theme';
export * from './GlobalStyle';
export * from './layout';
export * from './Button';
export * from './Spinner';
export * from './states';
export * from './Stars';
export * from './Table';
export * from './fields';
export * from './Dialog';
export * from './lists';
export * from './DetailStates';
export * from './Facts';
export * from './FormDialog';
export * from './TableHead';
