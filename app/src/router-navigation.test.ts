import { describe, expect, it } from 'vitest';
import { RouterNavigation } from './router-navigation.js';

describe('RouterNavigation (storefront.md §4: a 401 redirects to /login)', () => {
  it('navigates at once once the router has attached', () => {
    const navigation = new RouterNavigation();
    const visited: string[] = [];
    navigation.attach((path) => visited.push(path));
    navigation.go('/login');
    expect(visited).toEqual(['/login']);
  });

  it('keeps a navigation asked for before the router exists and makes it on attaching, once', () => {
    const navigation = new RouterNavigation();
    navigation.go('/login');
    const visited: string[] = [];
    const detach = navigation.attach((path) => visited.push(path));
    expect(visited).toEqual(['/login']);
    detach();
    navigation.attach((path) => visited.push(path));
    expect(visited).toEqual(['/login']);
  });

  it('keeps a navigation asked for between a detach and the next attach (a re-render)', () => {
    const navigation = new RouterNavigation();
    const first: string[] = [];
    const second: string[] = [];
    const detach = navigation.attach((path) => first.push(path));
    detach();
    navigation.go('/login');
    navigation.attach((path) => second.push(path));
    expect(first).toEqual([]);
    expect(second).toEqual(['/login']);
  });

  it('leaves a newer navigate attached when an older one detaches late', () => {
    const navigation = new RouterNavigation();
    const visited: string[] = [];
    const detachOld = navigation.attach(() => visited.push('old'));
    navigation.attach(() => visited.push('new'));
    detachOld();
    navigation.go('/login');
    expect(visited).toEqual(['new']);
  });
});
