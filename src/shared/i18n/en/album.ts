/** English texts of the `album` namespace. */
export const album = {};
