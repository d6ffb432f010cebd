// `@storefront/shared/machines`: what find by machine's pages in several apps share: the reads of
// the brands and a brand's machines, a machine's address, and the brand-then-model picker. The core
// through its package name: this entry is bundled by the apps that use it; the shell, on every
// page, does not carry it.
export * from './machineReads';
export * from './MachinePicker';
