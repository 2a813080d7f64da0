/** The shape of a translation bundle: the English bundle's keys, with any text as the value. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
