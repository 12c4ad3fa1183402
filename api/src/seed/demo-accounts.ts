import type { UserType } from '@tenace/model';

/**
 * One account per user type (issue 3 §2), with the passwords the README lists. They exist only
 * where the demo seed runs (not in production unless DEMO_SEED=true).
 */
export const DEMO_ACCOUNTS = [
  {
    type: 'Admin',
    email: 'admin@tenace.example',
    password: 'tenace-admin',
    firstName: 'Ada',
    lastName: 'Admin',
  },
  {
    type: 'Publisher',
    email: 'publisher@tenace.example',
    password: 'tenace-publisher',
    firstName: 'Margaret',
    lastName: 'Hale',
  },
  {
    type: 'Editor',
    email: 'editor@tenace.example',
    password: 'tenace-editor',
    firstName: 'Ed',
    lastName: 'Editor',
  },
  {
    type: 'Customer',
    email: 'customer@tenace.example',
    password: 'tenace-customer',
    firstName: 'Chris',
    lastName: 'Customer',
  },
] as const satisfies readonly {
  type: UserType;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}[];
