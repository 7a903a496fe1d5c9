/** How an order is paid, as the server names it. */
export type PaymentMethod = 'CASH_ON_DELIVERY' | 'MTN_MOMO' | 'AIRTEL_MONEY';

/** The two ways the checkout offers: at the door, or a prompt on a mobile-money phone. */
export type PaymentChoice = 'cash' | 'mobileMoney';

/** What a typed mobile-money number says: the method its network takes, or why it cannot pay. */
export type PayerNumber =
  | { kind: 'ok'; method: 'MTN_MOMO' | 'AIRTEL_MONEY'; provider: 'MTN MoMo' | 'Airtel Money'; local: string }
  | { kind: 'empty' }
  /** Not a Rwandan mobile number (too short, letters, another country). */
  | { kind: 'invalid' }
  /** A Rwandan number of a network without mobile money here (neither MTN nor Airtel). */
  | { kind: 'otherNetwork' }
  /** A number of a provider this shop does not take. */
  | { kind: 'notOffered'; provider: 'MTN MoMo' | 'Airtel Money' };

/** Every way to pay: what a shop offers unless it says otherwise. */
export const ALL_PAYMENT_METHODS: readonly PaymentMethod[] = ['CASH_ON_DELIVERY', 'MTN_MOMO', 'AIRTEL_MONEY'];


/**
 * Reads a number as shoppers type it (0788 123 456, +250 788 123 456, 250788123456, 788123456) and names the
 * provider from its prefix: 078/079 MTN MoMo, 072/073 Airtel Money; a provider the shop does not offer is said so.
 */
export function payerNumber(typed: string, offered: readonly string[] = ALL_PAYMENT_METHODS): PayerNumber {
  const payer = numberOf(typed);
  return payer.kind === 'ok' && !offered.includes(payer.method) ? { kind: 'notOffered', provider: payer.provider } : payer;
}

function numberOf(typed: string): PayerNumber {
  const digits = typed.replace(/[\s\-().]/g, '');
  if (digits === '') return { kind: 'empty' };
  const match = /^(?:\+?250|0)?(7\d{8})$/.exec(digits);
  if (!match) return { kind: 'invalid' };
  const local = `0${match[1]}`;
  const prefix = local.slice(0, 3);
  if (prefix === '078' || prefix === '079') return { kind: 'ok', method: 'MTN_MOMO', provider: 'MTN MoMo', local };
  if (prefix === '072' || prefix === '073') return { kind: 'ok', method: 'AIRTEL_MONEY', provider: 'Airtel Money', local };
  return { kind: 'otherNetwork' };
}

/** A stored number (+2507XXXXXXXX) as the phone field starts with it: 07XXXXXXXX; anything else as stored. */
export function localNumber(mobile: string | null | undefined): string {
  if (!mobile) return '';
  const match = /^\+250(7\d{8})$/.exec(mobile);
  return match ? `0${match[1]}` : mobile;
}

/** What placeOrder is sent for a choice, or null while the number cannot pay. */
export function paymentFields(
  choice: PaymentChoice,
  phone: string,
  offered: readonly string[] = ALL_PAYMENT_METHODS,
): { paymentMethod: PaymentMethod; payerPhone: string | null } | null {
  if (choice === 'cash') return { paymentMethod: 'CASH_ON_DELIVERY', payerPhone: null };
  const payer = payerNumber(phone, offered);
  return payer.kind === 'ok' ? { paymentMethod: payer.method, payerPhone: payer.local } : null;
}
