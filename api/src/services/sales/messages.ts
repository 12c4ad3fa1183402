import { PROMO_CODE_MAX, tooLongText } from '@tenace/model';

/**
 * The sales operations' failures. Only the voucher's cart message and the card warning are the
 * spec's (storefront.md §8); the rest are ours (docs/decisions.md "Payments").
 */
export const SALES_MESSAGES = {
  voucherNotValidForCart: 'This voucher is not valid for the items in your cart',
  voucherCodeNotValid: 'This voucher code is not valid',
  voucherNotActive: 'This voucher is not active yet',
  voucherExpired: 'This voucher has expired',
  voucherUsedUp: 'This voucher has been used up',
  voucherWrongCurrency: 'This voucher cannot be used in this currency',
  voucherHeldByAnother: 'This voucher has already been redeemed by another account',
  promoCodeTooLong: tooLongText('Promo code', PROMO_CODE_MAX),
  cartEmpty: 'Your cart is empty',
  itemNotForSale: 'An item in your cart is no longer for sale',
  /** A checkout that raced another purchase of the same item, which settled first. */
  alreadyOwned: 'You already own an item in your cart',
  /** An item the buyer owns, named: remove it, or give it as a gift instead. */
  ownedItem: 'You already own “{{title}}”: remove it from your cart or give it as a gift',
  alreadyBeingBought:
    'An item in your cart is already being paid for: complete or cancel that payment first',
  duplicateCartItem: 'Your cart holds the same item more than once',
  paymentNotCompleted: 'The payment was not completed',
  pricesChanged: 'The prices in your cart have changed: please review your cart',
  orderNotFree: 'This order is not free',
  idealEurOnly: 'iDEAL is only available for payments in EUR',
  subscriptionByCard: 'A subscription can only be paid by card',
  paymentMethodRequired: 'Please choose a payment method',
  wrongUser: 'You can only buy for your own account',
  purchaseNotFound: 'Purchase not found',
  purchaseItemNotFound: 'Purchase item not found',
  notAGift: 'This item is not a gift',
  freeGift: 'A free product cannot be given as a gift',
  purchaseNotSucceeded: 'This purchase has not been paid',
  cardNotFound: 'Card not found',
  defaultCardInUse:
    'You cannot delete your default card as you have an active subscription that is using it. To delete this card please make another card default first',
  planNotFound: 'Subscription plan not found',
  planEnded: 'This subscription has ended',
  planNotCancelled: 'This subscription is not being cancelled',
  planGifted: 'A gifted subscription ends after its term',
  planPaidByVoucher: 'A subscription paid with a voucher ends after its term',
  planNotMonthly: 'Only a running monthly plan without an end date can be changed to yearly',
  giftRecipientMissing: 'Recipient first name is required',
} as const;
