/** The spec's layout animation for enlarging a picture (app/features/gallery/lightbox-behaviour.ts). */
export const LAYOUT_ANIMATION_MS = 450;
