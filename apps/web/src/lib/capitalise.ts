/** 'pending review' → 'Pending Review': a status word as a label. */
export const capitalise = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());
