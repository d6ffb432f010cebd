/**
 * The most part ids one read of a buyer's prices takes (`PRICE_LIST_LIMITS.idsPerRead` of the
 * contract; its module, with the price lists' schemas, stays out of the home page's code).
 */
export const IDS_PER_READ = 100;
