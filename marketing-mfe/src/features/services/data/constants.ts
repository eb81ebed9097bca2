/** 'Get This Service' scrolls to the form this long after navigating. */
export const SERVICE_SCROLL_DELAY_MS = 100;
