/**
 * Whether a picture path a form sends names a picture uploaded to one of the picture folders
 * (admin.md §7 "Uploads": served at `/uploads/<folder>/<name>`, see upload-service.ts), so that
 * no form can point an author's avatar or a product's cover at an address of its choosing.
 */
import type { ObjectStorage } from './object-storage.js';

export type PictureFolder = 'avatars' | 'backgrounds' | 'artwork';

const SERVED_PICTURE = /^\/uploads\/(avatars|backgrounds|artwork)\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;

/** @example await isStoredPicture(storage, '/uploads/avatars/3f…a1.png', 'avatars') // true once stored */
export async function isStoredPicture(
  storage: ObjectStorage,
  path: string,
  folder: PictureFolder,
): Promise<boolean> {
  const match = SERVED_PICTURE.exec(path);
  if (match === null || match[1] !== folder) return false;
  const stored = await storage.read(`${folder}/${match[2]}`);
  await stored?.body.cancel();
  return stored !== undefined;
}
