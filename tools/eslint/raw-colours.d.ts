export const RAW_COLOUR: string;
export const rawColourSelectors: { selector: string; message: string }[];
