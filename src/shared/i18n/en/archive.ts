/** English texts of the `archive` namespace. */
export const archive = {};
