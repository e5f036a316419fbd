/** The `performance.mark` the album grid sets once its first rows with data are painted (read by bench/grid-render.ts). */
export const gridPaintedMark = 'album-grid-painted';
