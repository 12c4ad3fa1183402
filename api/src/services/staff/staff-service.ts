import type { ExternalLink } from '../../staff/external-links.js';

/** What the staff header reads from the server about the installation. */
export interface StaffService {
  /** The External links menu's dashboards; the operation table lets only an Admin ask. */
  externalLinks(): readonly ExternalLink[];
}

export function createStaffService(externalLinks: readonly ExternalLink[]): StaffService {
  return { externalLinks: () => externalLinks };
}
