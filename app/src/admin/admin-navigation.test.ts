import { ADMIN_SECTIONS } from '@tenace/components';
import { describe, expect, it } from 'vitest';
import { adminLandingRedirect, adminNavigation } from './admin-navigation.js';

const every = ADMIN_SECTIONS.map((section) => ({ section }));
const sections = (items: readonly { section: string }[]) => items.map((item) => item.section);

describe('the admin navigation (admin.md §6)', () => {
  it('lists Sales, Products, Subscriptions, Users, Authors, Royalties, Tags, Vouchers to an Admin', () => {
    expect(sections(adminNavigation('Admin', every))).toEqual([
      'sales',
      'products',
      'subscriptions',
      'users',
      'authors',
      'royalties',
      'tags',
      'vouchers',
    ]);
  });

  it.each(['Editor', 'Publisher'] as const)('lists Products and Subscriptions to a %s', (role) => {
    expect(adminNavigation(role, every)).toEqual([
      { section: 'products', href: '/admin/products' },
      { section: 'subscriptions', href: '/admin/subscriptions' },
    ]);
  });

  it('leaves out the sections whose page the area does not have', () => {
    expect(
      sections(adminNavigation('Admin', [{ section: 'tags' }, { section: 'authors' }])),
    ).toEqual(['authors', 'tags']);
    expect(adminNavigation('Editor', [{ section: 'authors' }])).toEqual([]);
  });

  it('lists no section for its inner pages alone (a product page before the products list)', () => {
    const inner = [{ section: 'products', inner: true }] as const;
    expect(adminNavigation('Editor', inner)).toEqual([]);
    expect(adminLandingRedirect('Editor', inner)).toBeUndefined();
    expect(sections(adminNavigation('Editor', [...inner, { section: 'products' }]))).toEqual([
      'products',
    ]);
  });
});

describe('where /admin goes (admin.md §2)', () => {
  it.each(['Editor', 'Publisher'] as const)(
    'sends a %s to products once that page exists',
    (role) => {
      expect(adminLandingRedirect(role, every)).toBe('/admin/products');
      expect(adminLandingRedirect(role, [{ section: 'authors' }])).toBeUndefined();
    },
  );

  it.each(['Editor', 'Publisher'] as const)(
    'sends a %s to the products page of the area',
    (role) => {
      expect(adminLandingRedirect(role)).toBe('/admin/products');
    },
  );

  it('keeps an Admin on the landing', () => {
    expect(adminLandingRedirect('Admin', every)).toBeUndefined();
  });
});
