/** English texts of the `downloads` namespace. */
export const downloads = {};
