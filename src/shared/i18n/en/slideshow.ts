/** English texts of the `slideshow` namespace. */
export const slideshow = {};
