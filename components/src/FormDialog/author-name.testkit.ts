/**
 * A small Standard Schema for the FormDialog's stories, written by hand: valibot's schemas
 * implement the same interface, so the shared schemas plug into `standardSchemaResolver` alike.
 */
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';

export interface AuthorName {
  firstName: string;
  lastName: string;
}

type Issue = { message: string; path: [keyof AuthorName] };

/** admin.md §5: first and last name required, text fields at most 100. */
const authorNameSchema = {
  '~standard': {
    version: 1,
    vendor: 'tenace-stories',
    validate(value: unknown) {
      const { firstName = '', lastName = '' } = (value ?? {}) as Partial<AuthorName>;
      const issues: Issue[] = [];
      if (firstName.trim() === '')
        issues.push({ message: 'First name is required', path: ['firstName'] });
      if (lastName.trim() === '')
        issues.push({ message: 'Last name is required', path: ['lastName'] });
      return issues.length > 0 ? { issues } : { value: { firstName, lastName } };
    },
  },
} as const;

export const authorNameResolver = standardSchemaResolver<AuthorName, unknown, AuthorName>(
  authorNameSchema,
);
