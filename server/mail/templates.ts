/**
 * Every e-mail the shop sends, in English, Kinyarwanda and French, as plain text and HTML. The copy lives here
 * and nowhere else; services pick a template and a language and hand the result to the Mailer.
 */

export const MAIL_LANGUAGES = ['en', 'rw', 'fr'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const PRODUCT_NAME = 'Isoko';

/** The language a user's mail is written in: theirs when the shop speaks it, English otherwise. */
export function mailLanguage(value: string | null | undefined): MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as MailLanguage) : 'en';
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

interface ResetCodeCopy {
  subject: string;
  intro: string;
  validity: (minutes: number) => string;
  notYou: string;
  neverShare: string;
}

interface PasswordChangedCopy {
  subject: string;
  changed: string;
  whatNext: string;
}

interface EmailChangedCopy {
  subject: string;
  changed: (newEmail: string) => string;
  whatNext: string;
}

interface OrderPlacedCopy {
  subject: (orderNumber: string) => string;
  thanks: (orderNumber: string) => string;
  /** For an order already paid by mobile money. */
  thanksPaid: (orderNumber: string, provider: string) => string;
  items: string;
  promoCode: (code: string) => string;
  delivery: string;
  free: string;
  total: string;
  totalPaid: string;
  deliverTo: (address: string) => string;
  expected: (date: string) => string;
  call: (mobile: string) => string;
}

interface OrderCancelledCopy {
  subject: (orderNumber: string) => string;
  byShopper: (orderNumber: string) => string;
  byShop: (orderNumber: string) => string;
  /** A mobile-money order whose payment was not approved before its deadline. */
  unpaid: (orderNumber: string, provider: string) => string;
  items: string;
  /** A paid order: its money is on its way back, and another message says when it has arrived. */
  refundComing: (amount: string) => string;
  nothingToPay: string;
}

interface RefundMadeCopy {
  subject: (orderNumber: string) => string;
  /** Sent back by the provider to the number that paid. */
  sent: (amount: string, orderNumber: string, provider: string, phone: string) => string;
  /** Given back by the shop itself, outside the provider's refund. */
  byHand: (amount: string, orderNumber: string) => string;
  notReceived: string;
}

interface LanguageCopy {
  greeting: (name: string) => string;
  signature: string;
  resetCode: ResetCodeCopy;
  passwordChanged: PasswordChangedCopy;
  emailChanged: EmailChangedCopy;
  orderPlaced: OrderPlacedCopy;
  orderCancelled: OrderCancelledCopy;
  refundMade: RefundMadeCopy;
}

const copy: Record<MailLanguage, LanguageCopy> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    signature: `The ${PRODUCT_NAME} team`,
    resetCode: {
      subject: `Your ${PRODUCT_NAME} password reset code`,
      intro: `Use this code to reset the password of your ${PRODUCT_NAME} account:`,
      validity: (minutes) => `The code is valid for ${minutes} minutes and works only once.`,
      notYou: 'If you did not ask to reset your password, ignore this e-mail: your password stays the same.',
      neverShare: `${PRODUCT_NAME} will never ask you for this code by phone or by message.`,
    },
    passwordChanged: {
      subject: `Your ${PRODUCT_NAME} password was changed`,
      changed: `The password of your ${PRODUCT_NAME} account has just been changed, and every device that was signed in has been signed out.`,
      whatNext: 'If this was you, there is nothing more to do. If it was not, reset your password straight away from the "Forgot password" page.',
    },
    emailChanged: {
      subject: `The e-mail address of your ${PRODUCT_NAME} account was changed`,
      changed: (newEmail) => `The e-mail address of your ${PRODUCT_NAME} account has just been changed to ${newEmail}. Every other device that was signed in has been signed out, and this address will no longer receive messages about the account.`,
      whatNext: `If this was you, there is nothing more to do. If it was not, contact ${PRODUCT_NAME} support straight away by replying to this e-mail.`,
    },
    orderPlaced: {
      subject: (number) => `Your ${PRODUCT_NAME} order ${number}`,
      thanks: (number) => `Thank you for your order ${number}. You pay in cash when it is delivered.`,
      thanksPaid: (number, provider) => `Thank you for your order ${number}. It is paid with ${provider}.`,
      items: 'Items',
      promoCode: (code) => `Promo code ${code}`,
      delivery: 'Delivery',
      free: 'Free',
      total: 'Total to pay on delivery',
      totalPaid: 'Total paid',
      deliverTo: (address) => `Delivery to: ${address}.`,
      expected: (date) => `Expected delivery: ${date}.`,
      call: (mobile) => `Our delivery team will call you on ${mobile} to confirm the time.`,
    },
    orderCancelled: {
      subject: (number) => `Your ${PRODUCT_NAME} order ${number} is cancelled`,
      byShopper: (number) => `Your order ${number} is cancelled, as you asked. It will not be delivered.`,
      byShop: (number) => `We had to cancel your order ${number}. It will not be delivered. We are sorry for the trouble.`,
      unpaid: (number, provider) => `Your order ${number} is cancelled: its ${provider} payment was not approved in time. It will not be delivered.`,
      items: 'The order held',
      refundComing: (amount) => `The ${amount} you paid will be sent back to you. We will write to you again once it has been.`,
      nothingToPay: 'You have nothing to pay for it.',
    },
    refundMade: {
      subject: (number) => `Your refund for ${PRODUCT_NAME} order ${number}`,
      sent: (amount, number, provider, phone) => `${amount} was sent back to your ${provider} (${phone}) for your cancelled order ${number}.`,
      byHand: (amount, number) => `The ${PRODUCT_NAME} team has given back by hand the ${amount} you paid for your cancelled order ${number}.`,
      notReceived: 'If you have not received it, reply to this e-mail and we will look into it.',
    },
  },
  rw: {
    greeting: (name) => `Muraho ${name},`,
    signature: `Ikipe ya ${PRODUCT_NAME}`,
    resetCode: {
      subject: `Kode yo guhindura ijambo ry'ibanga kuri ${PRODUCT_NAME}`,
      intro: `Koresha iyi kode kugira ngo uhindure ijambo ry'ibanga rya konti yawe ya ${PRODUCT_NAME}:`,
      validity: (minutes) => `Iyi kode imara iminota ${minutes} kandi ikoreshwa inshuro imwe gusa.`,
      notYou: "Niba atari wowe wasabye guhindura ijambo ry'ibanga, wirengagize iyi imeyili: ijambo ry'ibanga ryawe ntirihinduka.",
      neverShare: `${PRODUCT_NAME} ntizigera igusaba iyi kode kuri telefoni cyangwa mu butumwa.`,
    },
    passwordChanged: {
      subject: `Ijambo ry'ibanga rya ${PRODUCT_NAME} ryahinduwe`,
      changed: `Ijambo ry'ibanga rya konti yawe ya ${PRODUCT_NAME} rimaze guhindurwa, kandi konti yawe yasohowe ku bikoresho byose yari ifunguyeho.`,
      whatNext: `Niba ari wowe wabikoze, nta kindi usabwa gukora. Niba atari wowe, hita uhindura ijambo ry'ibanga unyuze ku ipaji "Wibagiwe ijambo ry'ibanga".`,
    },
    emailChanged: {
      subject: `Imeyili ya konti yawe ya ${PRODUCT_NAME} yahinduwe`,
      changed: (newEmail) => `Imeyili ya konti yawe ya ${PRODUCT_NAME} imaze guhindurwa ikaba ${newEmail}. Konti yasohowe ku bindi bikoresho byose yari ifunguyeho, kandi iyi imeyili ntizongera kwakira ubutumwa bwerekeye iyi konti.`,
      whatNext: `Niba ari wowe wabikoze, nta kindi usabwa gukora. Niba atari wowe, hita umenyesha ${PRODUCT_NAME} usubiza iyi imeyili.`,
    },
    orderPlaced: {
      subject: (number) => `Komande yawe ${number} kuri ${PRODUCT_NAME}`,
      thanks: (number) => `Urakoze gutumiza komande ${number}. Uzishyura amafaranga mu ntoki igihe uyigejejweho.`,
      thanksPaid: (number, provider) => `Urakoze gutumiza komande ${number}. Yishyuwe na ${provider}.`,
      items: 'Ibicuruzwa',
      promoCode: (code) => `Kode ya poromosiyo ${code}`,
      delivery: 'Kugeza ku muguzi',
      free: 'Ubuntu',
      total: 'Igiteranyo uzishyura uyigejejweho',
      totalPaid: 'Igiteranyo cyishyuwe',
      deliverTo: (address) => `Izagezwa: ${address}.`,
      expected: (date) => `Biteganyijwe kugera: ${date}.`,
      call: (mobile) => `Abatugereza ibicuruzwa bazaguhamagara kuri ${mobile} kugira ngo mwemeranye isaha.`,
    },
    orderCancelled: {
      subject: (number) => `Komande yawe ${number} kuri ${PRODUCT_NAME} yahagaritswe`,
      byShopper: (number) => `Komande yawe ${number} yahagaritswe nk'uko wabisabye. Ntizakugezwaho.`,
      byShop: (number) => `Byabaye ngombwa ko duhagarika komande yawe ${number}, ntizakugezwaho. Tubisabiye imbabazi.`,
      unpaid: (number, provider) => `Komande yawe ${number} yahagaritswe kubera ko kwishyura na ${provider} bitemejwe ku gihe. Ntizakugezwaho.`,
      items: 'Komande yari irimo',
      refundComing: (amount) => `Amafaranga ${amount} wishyuye azagusubizwa. Tuzongera tukwandikire amaze kugusubizwa.`,
      nothingToPay: 'Nta kintu usabwa kwishyura kuri yo.',
    },
    refundMade: {
      subject: (number) => `Wasubijwe amafaranga ya komande ${number} (${PRODUCT_NAME})`,
      sent: (amount, number, provider, phone) => `Amafaranga ${amount} ya komande yawe ${number} yahagaritswe yagusubijwe kuri ${provider} yawe (${phone}).`,
      byHand: (amount, number) => `Ikipe ya ${PRODUCT_NAME} yagusubije ubwayo amafaranga ${amount} wishyuye komande yawe ${number} yahagaritswe.`,
      notReceived: 'Niba utarayabona, subiza iyi imeyili tubikurikirane.',
    },
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    signature: `L'équipe ${PRODUCT_NAME}`,
    resetCode: {
      subject: `Votre code de réinitialisation du mot de passe ${PRODUCT_NAME}`,
      intro: `Utilisez ce code pour réinitialiser le mot de passe de votre compte ${PRODUCT_NAME} :`,
      validity: (minutes) => `Ce code est valable ${minutes} minutes et ne peut servir qu'une seule fois.`,
      notYou: "Si vous n'avez pas demandé à réinitialiser votre mot de passe, ignorez cet e-mail : votre mot de passe reste inchangé.",
      neverShare: `${PRODUCT_NAME} ne vous demandera jamais ce code par téléphone ni par message.`,
    },
    passwordChanged: {
      subject: `Le mot de passe de votre compte ${PRODUCT_NAME} a été modifié`,
      changed: `Le mot de passe de votre compte ${PRODUCT_NAME} vient d'être modifié, et tous les appareils connectés à ce compte ont été déconnectés.`,
      whatNext: "Si c'est bien vous, vous n'avez rien d'autre à faire. Sinon, réinitialisez tout de suite votre mot de passe depuis la page « Mot de passe oublié ».",
    },
    emailChanged: {
      subject: `L'adresse e-mail de votre compte ${PRODUCT_NAME} a été modifiée`,
      changed: (newEmail) => `L'adresse e-mail de votre compte ${PRODUCT_NAME} vient d'être remplacée par ${newEmail}. Tous les autres appareils connectés ont été déconnectés, et cette adresse ne recevra plus de messages concernant le compte.`,
      whatNext: `Si c'est bien vous, vous n'avez rien d'autre à faire. Sinon, prévenez tout de suite le support ${PRODUCT_NAME} en répondant à cet e-mail.`,
    },
    orderPlaced: {
      subject: (number) => `Votre commande ${PRODUCT_NAME} ${number}`,
      thanks: (number) => `Merci pour votre commande ${number}. Vous payez en espèces à la livraison.`,
      thanksPaid: (number, provider) => `Merci pour votre commande ${number}. Elle est payée par ${provider}.`,
      items: 'Articles',
      promoCode: (code) => `Code promo ${code}`,
      delivery: 'Livraison',
      free: 'Gratuite',
      total: 'Total à payer à la livraison',
      totalPaid: 'Total payé',
      deliverTo: (address) => `Livraison à : ${address}.`,
      expected: (date) => `Livraison prévue : ${date}.`,
      call: (mobile) => `Notre équipe de livraison vous appellera au ${mobile} pour convenir de l'heure.`,
    },
    orderCancelled: {
      subject: (number) => `Votre commande ${PRODUCT_NAME} ${number} est annulée`,
      byShopper: (number) => `Votre commande ${number} est annulée, comme vous l'avez demandé. Elle ne sera pas livrée.`,
      byShop: (number) => `Nous avons dû annuler votre commande ${number}. Elle ne sera pas livrée. Veuillez nous en excuser.`,
      unpaid: (number, provider) => `Votre commande ${number} est annulée : son paiement ${provider} n'a pas été approuvé à temps. Elle ne sera pas livrée.`,
      items: 'La commande comprenait',
      refundComing: (amount) => `Les ${amount} que vous avez payés vous seront remboursés. Nous vous écrirons de nouveau une fois le remboursement effectué.`,
      nothingToPay: "Vous n'avez rien à payer pour cette commande.",
    },
    refundMade: {
      subject: (number) => `Le remboursement de votre commande ${PRODUCT_NAME} ${number}`,
      sent: (amount, number, provider, phone) => `${amount} vous ont été renvoyés sur votre compte ${provider} (${phone}) pour votre commande annulée ${number}.`,
      byHand: (amount, number) => `L'équipe ${PRODUCT_NAME} vous a remboursé elle-même les ${amount} payés pour votre commande annulée ${number}.`,
      notReceived: "Si vous ne l'avez pas reçu, répondez à cet e-mail et nous vérifierons.",
    },
  },
};

/** One block of a message: a paragraph, or a code shown large on a line of its own. */
type Block = { paragraph: string } | { code: string };

function render(language: MailLanguage, subject: string, name: string, blocks: Block[]): RenderedMail {
  const words = copy[language];
  const all: Block[] = [{ paragraph: words.greeting(name) }, ...blocks, { paragraph: words.signature }];
  // The code sits alone on its line in the text part, so it is easy to read, copy and find.
  const text = `${all.map((block) => ('code' in block ? block.code : block.paragraph)).join('\n\n')}\n`;
  const body = all
    .map((block) =>
      'code' in block
        ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:24px 0">${escapeHtml(block.code)}</p>`
        : `<p>${escapeHtml(block.paragraph)}</p>`,
    )
    .join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { subject, text, html };
}

/** The password-recovery mail carrying a one-time code. */
export function passwordResetCodeMail(options: { name: string; code: string; validMinutes: number; language: MailLanguage }): RenderedMail {
  const words = copy[options.language].resetCode;
  return render(options.language, words.subject, options.name, [
    { paragraph: words.intro },
    { code: options.code },
    { paragraph: words.validity(options.validMinutes) },
    { paragraph: words.notYou },
    { paragraph: words.neverShare },
  ]);
}

/** The notice sent after a password reset: the change happened and every device was signed out. */
export function passwordChangedMail(options: { name: string; language: MailLanguage }): RenderedMail {
  const words = copy[options.language].passwordChanged;
  return render(options.language, words.subject, options.name, [{ paragraph: words.changed }, { paragraph: words.whatNext }]);
}

/** The notice sent to the OLD address after an e-mail change: the new address, and the other devices signed out. */
export function emailChangedMail(options: { name: string; newEmail: string; language: MailLanguage }): RenderedMail {
  const words = copy[options.language].emailChanged;
  return render(options.language, words.subject, options.name, [{ paragraph: words.changed(options.newEmail) }, { paragraph: words.whatNext }]);
}

const MONEY_LOCALE: Record<MailLanguage, string> = { en: 'en-US', rw: 'en-US', fr: 'fr-FR' };
const RW_MONTHS = ['Mutarama', 'Gashyantare', 'Werurwe', 'Mata', 'Gicurasi', 'Kamena', 'Nyakanga', 'Kanama', 'Nzeri', 'Ukwakira', 'Ugushyingo', 'Ukuboza'];
const RW_WEEKDAYS = ['Ku cyumweru', 'Kuwa mbere', 'Kuwa kabiri', 'Kuwa gatatu', 'Kuwa kane', 'Kuwa gatanu', 'Kuwa gatandatu'];

/** One formatter per language, made at first use: making an Intl formatter costs far more than formatting with one. */
function perLanguage<T>(make: (language: MailLanguage) => T): (language: MailLanguage) => T {
  const made = new Map<MailLanguage, T>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = make(language)));
    return formatter;
  };
}

const moneyFormat = perLanguage(
  (language) => new Intl.NumberFormat(MONEY_LOCALE[language], { style: 'currency', currency: 'RWF', currencyDisplay: 'code', maximumFractionDigits: 0 }),
);
const dayFormat = perLanguage((language) => new Intl.DateTimeFormat(MONEY_LOCALE[language], { dateStyle: 'full', timeZone: 'Africa/Kigali' }));

/** Francs as the language writes prices: "RWF 2,430" (English, and Kinyarwanda as Rwandan receipts do), "2 430 RWF". */
function money(amount: number, language: MailLanguage): string {
  return moneyFormat(language).format(amount).replace(/[\u00a0\u202f]/g, ' ');
}

/** A delivery day in Kigali with its weekday ("Thursday, December 3, 2026"; Kinyarwanda from its own names). */
function deliveryDay(date: Date, language: MailLanguage): string {
  if (language !== 'rw') return dayFormat(language).format(date);
  const kigali = new Date(date.getTime() + 2 * 60 * 60 * 1000);
  return `${RW_WEEKDAYS[kigali.getUTCDay()]}, ${kigali.getUTCDate()} ${RW_MONTHS[kigali.getUTCMonth()]} ${kigali.getUTCFullYear()}`;
}

/** What the order confirmation shows of an order. */
export interface PlacedOrderSummary {
  orderNumber: string;
  lines: MailOrderLine[];
  subtotal: number;
  promoCode: string | null;
  discountTotal: number;
  deliveryCharge: number;
  total: number;
  /** The mobile-money provider that took the money (MTN MoMo, Airtel Money); null for cash on delivery. */
  paidWith: string | null;
  address: string;
  mobile: string;
  estimatedDeliveryDate: Date;
}

/** The confirmation of a placed order: what was ordered, the bill with the delivery charge, where and when it arrives. */
export function orderPlacedMail(options: { name: string; order: PlacedOrderSummary; language: MailLanguage }): RenderedMail {
  const { order, language } = options;
  const words = copy[language].orderPlaced;
  const amount = (value: number) => money(value, language);
  const bill = [
    `${words.items}: ${amount(order.subtotal)}`,
    ...(order.promoCode && order.discountTotal > 0 ? [`${words.promoCode(order.promoCode)}: -${amount(order.discountTotal)}`] : []),
    `${words.delivery}: ${order.deliveryCharge === 0 ? words.free : amount(order.deliveryCharge)}`,
    `${order.paidWith ? words.totalPaid : words.total}: ${amount(order.total)}`,
  ];
  return render(language, words.subject(order.orderNumber), options.name, [
    { paragraph: order.paidWith ? words.thanksPaid(order.orderNumber, order.paidWith) : words.thanks(order.orderNumber) },
    ...order.lines.map((line) => ({ paragraph: `${line.quantity} x ${line.name}: ${amount(line.lineTotal)}` })),
    ...bill.map((paragraph) => ({ paragraph })),
    { paragraph: words.deliverTo(order.address) },
    { paragraph: words.expected(deliveryDay(order.estimatedDeliveryDate, language)) },
    { paragraph: words.call(order.mobile) },
  ]);
}

/** One line of an order as a message lists it: the product in the reader's language. */
export interface MailOrderLine {
  name: string;
  quantity: number;
  lineTotal: number;
}

/** What the cancellation notice says of an order. */
export interface CancelledOrderSummary {
  orderNumber: string;
  lines: MailOrderLine[];
  /** Who cancelled it: the shopper, the shop (an admin), or the payment deadline. */
  cancelledBy: 'shopper' | 'shop' | 'deadline';
  /** The mobile-money provider the order was (to be) paid with; null for cash on delivery. */
  provider: string | null;
  /** What the shopper had paid and is owed back; null when nothing was paid. */
  refundAmount: number | null;
}

/** The notice of a cancelled order: who cancelled it, what it held, and what becomes of the money. */
export function orderCancelledMail(options: { name: string; order: CancelledOrderSummary; language: MailLanguage }): RenderedMail {
  const { order, language } = options;
  const words = copy[language].orderCancelled;
  const amount = (value: number) => money(value, language);
  const why =
    order.cancelledBy === 'deadline'
      ? words.unpaid(order.orderNumber, order.provider ?? 'Mobile Money')
      : order.cancelledBy === 'shop'
        ? words.byShop(order.orderNumber)
        : words.byShopper(order.orderNumber);
  return render(language, words.subject(order.orderNumber), options.name, [
    { paragraph: why },
    { paragraph: `${words.items}:` },
    ...order.lines.map((line) => ({ paragraph: `${line.quantity} x ${line.name}: ${amount(line.lineTotal)}` })),
    { paragraph: order.refundAmount ? words.refundComing(amount(order.refundAmount)) : words.nothingToPay },
  ]);
}

/** What the refund notice says: the amount, and where it went (a provider and the number it paid from) or that the shop gave it back itself. */
export interface RefundSummary {
  orderNumber: string;
  amount: number;
  /** MTN MoMo, Airtel Money; null for a refund the shop made by hand. */
  provider: string | null;
  /** The number the money went back to, its middle hidden (0788 *** 458); null for a refund by hand. */
  phone: string | null;
}

/** The notice of a refund made: how much went back, and where. */
export function refundMadeMail(options: { name: string; refund: RefundSummary; language: MailLanguage }): RenderedMail {
  const { refund, language } = options;
  const words = copy[language].refundMade;
  const amount = money(refund.amount, language);
  const what =
    refund.provider && refund.phone ? words.sent(amount, refund.orderNumber, refund.provider, refund.phone) : words.byHand(amount, refund.orderNumber);
  return render(language, words.subject(refund.orderNumber), options.name, [{ paragraph: what }, { paragraph: words.notReceived }]);
}
