/** Icon outlines drawn in more than one place (24 × 24 viewBox). */

/** The camera: the 'AI 스타일링' tab (BottomNav) and the camera page's '카메라 켜기'. */
export const CAMERA_ICON_PATH =
  'M4 8.5A2.5 2.5 0 0 1 6.5 6h1.7l1.2-1.8c.3-.4.7-.7 1.2-.7h2.8c.5 0 .9.3 1.2.7L15.8 6h1.7A2.5 2.5 0 0 1 20 8.5v8a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 16.5zM12 15.6a3.2 3.2 0 1 0 0-6.4 3.2 3.2 0 0 0 0 6.4z';
