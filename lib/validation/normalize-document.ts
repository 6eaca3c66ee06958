/** A document as we store it: without dots, dashes, slashes or spaces, letters in upper case. */
export const normalizeDocument = (value: string) => value.replace(/[.\-/\s]/g, '').toUpperCase();
