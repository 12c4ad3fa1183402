/**
 * The stored name of an uploaded PBN file (hands.md §7: "the filename prefixed by the parent type
 * and id"): `{parentType}-{parentId}-{random}-{the file's own name}`. Made here when the upload
 * opens and read here when it completes, so the conversion knows the parent from the name alone.
 */
import type { HandParentType } from '../services/hands/hand-service.js';

/** The parent a PBN is uploaded into. */
export interface PbnParent {
  readonly parentType: HandParentType;
  readonly parentId: number;
}

const PBN_NAME = /^(Set|Collection|Article)-([1-9][0-9]*)-[0-9a-f]+-/;

/** @example pbnFileName({ parentType: 'Set', parentId: 7 }, '1a2b3c4d', 'club.pbn') // 'Set-7-1a2b3c4d-club.pbn' */
export function pbnFileName(parent: PbnParent, random: string, safeName: string): string {
  return `${parent.parentType}-${parent.parentId}-${random}-${safeName}`;
}

/** The file's own name within a stored PBN name (the whole name when it is not one). */
export function pbnOwnName(fileName: string): string {
  const match = PBN_NAME.exec(fileName);
  return match === null ? fileName : fileName.slice(match[0].length);
}

/** The parent a stored PBN name names, or undefined for a name not made by {@link pbnFileName}. */
export function pbnParentOf(fileName: string): PbnParent | undefined {
  const match = PBN_NAME.exec(fileName);
  if (match === null) return undefined;
  return { parentType: match[1] as HandParentType, parentId: Number(match[2]) };
}
