/** Makes user text literal inside a LIKE pattern (its `%`, `_` and `\` match themselves). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds the text anywhere. */
export const likeContains = (text: string): string => `%${escapeLike(text)}%`;

/** A LIKE pattern that finds values starting with the text. */
export const likePrefix = (text: string): string => `${escapeLike(text)}%`;
