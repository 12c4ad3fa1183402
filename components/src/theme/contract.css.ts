/**
 * The theme contract: every colour, space, type, radius and motion value the components use.
 * Styles read these variables only; a theme fills them in (see `theme.css.ts`). The variables
 * have stable names, `--tenace-` and the token's path in kebab case (`vars.color.textMuted` is
 * `--tenace-color-text-muted`), so that the app's plain CSS reads the same tokens: the theme has
 * one home, shared by the kit and the app.
 */
import { createGlobalThemeContract } from '@vanilla-extract/css';
import { tokenName } from './token-name.js';

export const vars = createGlobalThemeContract(
  {
    color: {
      /** The page behind everything. */
      surface: null,
      /** Panels, popups and cards raised above the surface. */
      surfaceRaised: null,
      text: null,
      textMuted: null,
      border: null,
      accent: null,
      /** Text drawn on the accent colour. */
      onAccent: null,
      focus: null,
      disabled: null,
      /** The bridge table's felt, behind hands and the trick area. */
      felt: null,
      onFelt: null,
      cardFace: null,
      cardEdge: null,
      cardBack: null,
      cardBackPattern: null,
      /** A vulnerable pair, on the compass and in the auction table. */
      vulnerable: null,
      onVulnerable: null,
      notVulnerable: null,
      onNotVulnerable: null,
      /** The card that won a trick. */
      winner: null,
      link: null,
      /** Errors and warnings: the red alert, the in-the-red banner (storefront.md §2, §8). */
      danger: null,
      onDanger: null,
      /** A field's or a panel's error text on the surface. */
      dangerText: null,
      /** Something done or gained: a subscription that runs, a saving. */
      success: null,
      onSuccess: null,
      /** Loading placeholders (storefront.md §2 /skeletons). */
      skeleton: null,
      suit: { S: null, H: null, D: null, C: null },
      /** The four-colour deck: every suit its own colour. */
      suitFourColour: { S: null, H: null, D: null, C: null },
    },
    space: { xs: null, s: null, m: null, l: null, xl: null, xxl: null },
    font: {
      body: null,
      /** Headings and the store's display type: a book face, as bridge columns are set. */
      display: null,
      /** Card indices and compass letters. */
      card: null,
      size: { s: null, m: null, l: null, xl: null },
      weight: { regular: null, bold: null },
      lineHeight: null,
    },
    radius: { s: null, m: null, l: null, round: null },
    motion: {
      /** How long a card takes to move to the trick area (hands.md §9). */
      cardAnimation: null,
      /** The pause before a card starts to move (hands.md §9). */
      animationStartDelay: null,
      /** Hover and focus feedback. */
      quick: null,
      easing: null,
    },
    size: {
      /** Card widths per face style (hands.md §9: the styles have different card sizes). */
      cardNormal: null,
      cardSimplified: null,
      cardDutch: null,
      /** Smallest comfortable touch target. */
      target: null,
      /** The store's side drawer (storefront.md §9: "Drawer width 375 px"). */
      drawer: null,
    },
  },
  (_value, path) => tokenName(path),
);
