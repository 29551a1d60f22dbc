/** docs/product/shell-and-accounts.md, "Shell", verbatim. */
export const BLOCKING_LOADER_TEXT = 'Obtaining domain-specific data...';
