import { seal, unseal } from './upload-signature.js';

/**
 * What the `uploadId` a client holds stands for: an open upload of one file by one staff member.
 * Sealed by the server (upload-signature.ts), so completing or aborting needs no table: any
 * process with the key reads it back.
 */
export interface UploadTicket {
  readonly key: string;
  /** The storage's id of the open upload. */
  readonly storageId: string;
  /** How many parts it is sent in. */
  readonly parts: number;
  /** Seconds since the epoch. */
  readonly expires: number;
  /** Who opened it: only they complete or abort it. */
  readonly userId: number;
}

/** What the client gets back for each part the server took, and hands in to complete. */
export interface PartReceipt {
  readonly storageId: string;
  readonly number: number;
  readonly etag: string;
}

export const sealTicket = (secret: string, ticket: UploadTicket) => seal(secret, 'upload', ticket);

export const openTicket = (secret: string, token: string) =>
  unseal(secret, 'upload', token) as UploadTicket | undefined;

export const sealReceipt = (secret: string, receipt: PartReceipt) => seal(secret, 'part', receipt);

export const openReceipt = (secret: string, token: string) =>
  unseal(secret, 'part', token) as PartReceipt | undefined;
