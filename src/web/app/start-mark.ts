/** The `performance.mark` the owner app sets when its code has loaded and it starts rendering (read by bench/grid-render.ts). */
export const appStartMark = 'app-start';
