import type { en } from './en.js';

/** A catalogue of the kit's texts: the shape of the English one, with any strings. */
export type Catalogue = Texts<typeof en>;

/** A catalogue of the shape of `T`, with any strings. */
export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
