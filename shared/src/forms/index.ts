// `@storefront/shared/forms`: form pieces on react-final-form, loaded only by pages with forms.
export * from './validate';
export * from './TextField';
export * from './ImageField';
