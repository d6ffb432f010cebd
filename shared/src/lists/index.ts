// `@storefront/shared/lists`: paged lists (SWR's infinite loading over the API's cursors) and
// their view in the URL. Not a federation singleton (it holds no state): the list pages bundle it,
// and pages that read no list (home, a part's page) do not load SWR's infinite module.
export * from './usePagedList';
export * from './useListParams';
export * from './download';
