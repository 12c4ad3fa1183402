/** The header tab of a path: the tab whose route the path is, or lies under. */
export function currentTab<Tab extends string>(
  pathname: string,
  tabPaths: Readonly<Record<Tab, string>>,
): Tab | undefined {
  return (Object.keys(tabPaths) as Tab[]).find((tab) => {
    const path = tabPaths[tab];
    return pathname === path || pathname.startsWith(`${path}/`);
  });
}
