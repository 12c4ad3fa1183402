import { fail, invalid, type Outcome, succeed } from '../../failure.js';
import type { PurchaseItemRow, PurchaseRow } from '../../repositories/purchases.js';
import type { UserRow } from '../../repositories/users.js';
import { type Caller, requireUser } from '../accounts/session-service.js';
import { toUserView, type UserView } from '../accounts/user-view.js';
import type { Fulfilment } from './fulfilment.js';
import { throttleGiftMails } from './gift-limits.js';
import { checkGiftMessage } from './gift-rules.js';
import { SALES_MESSAGES } from './messages.js';
import type { SalesDeps } from './sales-deps.js';
import {
  type PurchaseItemView,
  type PurchaseView,
  presentItem,
  presentPurchase,
} from './sales-views.js';

/**
 * Gifts after checkout (storefront.md §7 createGift, createGiftRecipient, createGiftPurchaser,
 * resendGiftEmail; the purchases tab's "resend gift e-mail"). The buyer (or an Admin) acts on
 * their own purchase's gift items; completion already linked and e-mailed each gift once, so
 * these repair or repeat that on request.
 */
export function createGiftService(deps: SalesDeps, fulfilment: Fulfilment) {
  const ownPurchase = async (
    caller: Caller,
    purchaseId: number,
  ): Promise<Outcome<{ purchase: PurchaseRow; buyer: UserRow }>> => {
    const signedIn = await requireUser(caller);
    if (!signedIn.ok) return signedIn;
    const { user } = signedIn.value;
    const purchase = await deps.purchases.byId(purchaseId);
    if (purchase === undefined || (purchase.userId !== user.id && user.type !== 'Admin'))
      return fail('NOT_FOUND', SALES_MESSAGES.purchaseNotFound);
    const buyer = purchase.userId === user.id ? user : await deps.users.byId(purchase.userId);
    if (buyer === undefined) return fail('NOT_FOUND', SALES_MESSAGES.purchaseNotFound);
    return succeed({ purchase, buyer });
  };

  /** A gift item of a paid purchase of the caller's. */
  const ownGift = async (
    caller: Caller,
    purchaseItemId: number,
  ): Promise<Outcome<{ item: PurchaseItemRow; purchase: PurchaseRow; buyer: UserRow }>> => {
    const item = await deps.purchases.item(purchaseItemId);
    if (item === undefined) return fail('NOT_FOUND', SALES_MESSAGES.purchaseItemNotFound);
    const own = await ownPurchase(caller, item.purchaseId);
    if (!own.ok)
      return own.failure.code === 'NOT_FOUND'
        ? fail('NOT_FOUND', SALES_MESSAGES.purchaseItemNotFound)
        : own;
    if (item.giftToEmail === null) return fail('BAD_USER_INPUT', SALES_MESSAGES.notAGift);
    if (own.value.purchase.status !== 'Succeeded')
      return fail('BAD_USER_INPUT', SALES_MESSAGES.purchaseNotSucceeded);
    return succeed({ item, ...own.value });
  };

  const titleOf = async (item: PurchaseItemRow) => (await fulfilment.titles([item])).of(item);

  return {
    /** Sets the message of the purchase's gifts while it is not yet paid (at most 500 characters). */
    async createGift(
      caller: Caller,
      args: { purchaseId: number; message?: string | null },
    ): Promise<Outcome<PurchaseView>> {
      const own = await ownPurchase(caller, args.purchaseId);
      if (!own.ok) return own;
      const message = args.message?.trim() ?? '';
      const rejected = invalid([checkGiftMessage(message)]);
      if (rejected) return rejected;
      const items = await deps.purchases.items([own.value.purchase.id]);
      const gifts = items.filter((item) => item.giftToEmail !== null);
      if (gifts.length === 0) return fail('BAD_USER_INPUT', SALES_MESSAGES.notAGift);
      if (own.value.purchase.status === 'Pending' || own.value.purchase.status === 'RequiresAction')
        for (const item of gifts)
          await deps.purchases.updateItem(item.id, {
            giftMessage: message === '' ? null : message,
          });
      return succeed(
        presentPurchase(own.value.purchase, await deps.purchases.items([own.value.purchase.id])),
      );
    },

    /**
     * Makes sure the recipient has the gift: links it to their account, creating one to complete
     * (e-mailed) for a new address; e-mails the recipient when it was linked just now.
     */
    async createGiftRecipient(
      caller: Caller,
      args: { purchaseItemId: number },
    ): Promise<Outcome<PurchaseItemView>> {
      const gift = await ownGift(caller, args.purchaseItemId);
      if (!gift.ok) return gift;
      const linked = await fulfilment.linkRecipient(gift.value.item, gift.value.buyer);
      if (linked?.linkedNow)
        await fulfilment.mailRecipient(
          gift.value.item,
          linked.recipient,
          gift.value.buyer,
          await titleOf(gift.value.item),
        );
      const item = (await deps.purchases.item(gift.value.item.id)) ?? gift.value.item;
      return succeed(presentItem(item));
    },

    /** E-mails the purchaser the confirmation of a gift sent; answers the purchaser. */
    async createGiftPurchaser(
      caller: Caller,
      args: { purchaseItemId: number },
    ): Promise<Outcome<UserView>> {
      const gift = await ownGift(caller, args.purchaseItemId);
      if (!gift.ok) return gift;
      await fulfilment.mailPurchaser(
        gift.value.item,
        gift.value.buyer,
        await titleOf(gift.value.item),
      );
      return succeed(toUserView(gift.value.buyer, null));
    },

    /**
     * The purchases tab's "resend gift e-mail" ('gift email successfully sent'), within the gift
     * e-mail limits (gift-limits.ts), counted against the buyer even when an Admin resends.
     */
    async resendGiftEmail(
      caller: Caller,
      args: { purchaseItemId: number },
    ): Promise<Outcome<boolean>> {
      const gift = await ownGift(caller, args.purchaseItemId);
      if (!gift.ok) return gift;
      const tooMany = throttleGiftMails(deps.limiter, gift.value.buyer.id, [
        gift.value.item.giftToEmail ?? '',
      ]);
      if (tooMany) return tooMany;
      const linked = await fulfilment.linkRecipient(gift.value.item, gift.value.buyer);
      if (linked === undefined) return fail('NOT_FOUND', SALES_MESSAGES.purchaseItemNotFound);
      await fulfilment.mailRecipient(
        gift.value.item,
        linked.recipient,
        gift.value.buyer,
        await titleOf(gift.value.item),
      );
      return succeed(true);
    },
  };
}
