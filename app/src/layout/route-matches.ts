/**
 * The routes the location matches, outermost first, each with its `handle` (routes.tsx): the
 * layout reads the innermost one's (the gift banner), the breadcrumbs every one's crumb. The
 * router's declarative mode has no `useMatches`, so AppRoutes provides them.
 */
import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router';

export const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

export function useRouteMatches(): readonly RouteMatch[] {
  return useContext(RouteMatchesContext);
}
