/**
 * Stories render the store's links inside react-aria's RouterProvider with a spy, as an app with
 * a router does, so pressing a link records where it goes instead of leaving the story.
 */
import type { Decorator } from '@storybook/react-vite';
import { createElement } from 'react';
import { RouterProvider } from 'react-aria-components';
import { fn } from 'storybook/test';

/** The spy every story's links navigate through; stories check its calls. */
export const navigate = fn();

/** A decorator that routes the story's links through `navigate`. */
export const withRouter: Decorator = (Story) => {
  navigate.mockClear();
  // A .ts testkit (the test config includes *.testkit.ts) has no JSX: RouterProvider's props type
  // requires children among the props.
  // biome-ignore lint/correctness/noChildrenProp: see above
  return createElement(RouterProvider, { navigate, children: createElement(Story) });
};
