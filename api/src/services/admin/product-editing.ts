import type { UserRow } from '../../repositories/users.js';

/**
 * Whether `user` may change a product (DESIGN.md "Permissions are data": a Publisher touches only
 * what they created): Admin and Editor any product, a Publisher those whose `created_by_id` is
 * theirs, nobody else any. A Publisher still sees every product in the admin's lists (admin.md §2
 * /admin/products is for all staff); this tells the admin screens which ones they may edit.
 */
export function mayEditProduct(
  user: Pick<UserRow, 'id' | 'type'>,
  product: { readonly createdById: number | null },
): boolean {
  if (user.type === 'Admin' || user.type === 'Editor') return true;
  return user.type === 'Publisher' && product.createdById === user.id;
}
