import { describe, expect, it } from 'vitest';
import {
  MAIL_LANGUAGES,
  emailChangedMail,
  escapeHtml,
  mailLanguage,
  orderCancelledMail,
  orderPlacedMail,
  passwordChangedMail,
  passwordResetCodeMail,
  refundMadeMail,
} from '../../server/mail/templates.js';

const expected = {
  en: { subject: 'Your Isoko password reset code', greeting: 'Hello', validity: 'The code is valid for 10 minutes and works only once.' },
  rw: { subject: "Kode yo guhindura ijambo ry'ibanga kuri Isoko", greeting: 'Muraho', validity: 'Iyi kode imara iminota 10 kandi ikoreshwa inshuro imwe gusa.' },
  fr: {
    subject: 'Votre code de réinitialisation du mot de passe Isoko',
    greeting: 'Bonjour',
    validity: "Ce code est valable 10 minutes et ne peut servir qu'une seule fois.",
  },
} as const;

describe('password reset code mail', () => {
  it.each(MAIL_LANGUAGES)('is written in %s with the code in the text and the HTML', (language) => {
    const mail = passwordResetCodeMail({ name: 'Aline', code: '042917', validMinutes: 10, language });
    expect(mail.subject).toBe(expected[language].subject);
    expect(mail.text.startsWith(`${expected[language].greeting} Aline,\n`)).toBe(true);
    // The code is alone on its line in the text part, leading zero kept.
    expect(mail.text).toMatch(/^042917$/m);
    expect(mail.text).toContain(expected[language].validity);
    expect(mail.html).toContain('>042917</p>');
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain(`<title>${escapeHtml(expected[language].subject)}</title>`);
  });

  it("escapes the user's name in the HTML and keeps it as typed in the text", () => {
    const name = '<script>alert("x")</script> & O\'Brien';
    const mail = passwordResetCodeMail({ name, code: '123456', validMinutes: 10, language: 'en' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<p>Hello &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; O&#39;Brien,</p>');
    expect(mail.text).toContain(`Hello ${name},`);
  });
});

describe('password changed mail', () => {
  it.each([
    ['en', 'Your Isoko password was changed', 'every device that was signed in has been signed out'],
    ['rw', "Ijambo ry'ibanga rya Isoko ryahinduwe", 'konti yawe yasohowe ku bikoresho byose'],
    ['fr', 'Le mot de passe de votre compte Isoko a été modifié', 'tous les appareils connectés à ce compte ont été déconnectés'],
  ] as const)('is written in %s and carries no code', (language, subject, signedOut) => {
    const mail = passwordChangedMail({ name: 'Jean <b>', language });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(signedOut);
    expect(mail.html).toContain(escapeHtml(signedOut));
    expect(mail.html).toContain('Jean &#60;b&#62;');
    expect(mail.text).not.toMatch(/\d{6}/);
  });
});

describe('mailLanguage', () => {
  it("uses the user's language when the shop speaks it, English otherwise", () => {
    expect(mailLanguage('rw')).toBe('rw');
    expect(mailLanguage('fr')).toBe('fr');
    expect(mailLanguage('en')).toBe('en');
    expect(mailLanguage('de')).toBe('en');
    expect(mailLanguage('')).toBe('en');
    expect(mailLanguage(null)).toBe('en');
    expect(mailLanguage(undefined)).toBe('en');
  });
});

describe('e-mail changed mail (sent to the old address)', () => {
  it.each([
    ['en', 'The e-mail address of your Isoko account was changed', 'has just been changed to new&co@example.rw'],
    ['rw', 'Imeyili ya konti yawe ya Isoko yahinduwe', 'imaze guhindurwa ikaba new&co@example.rw'],
    ['fr', "L'adresse e-mail de votre compte Isoko a été modifiée", "vient d'être remplacée par new&co@example.rw"],
  ] as const)('is written in %s and names the new address, escaped in the HTML', (language, subject, sentence) => {
    const mail = emailChangedMail({ name: 'Aline', newEmail: 'new&co@example.rw', language });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(sentence);
    expect(mail.html).toContain('new&#38;co@example.rw');
    expect(mail.html).not.toContain('new&co@');
  });
});

describe('order confirmation mail', () => {
  const order = {
    orderNumber: 'ISK-000042',
    lines: [{ name: 'Ibishyimbo 1 kg', quantity: 2, lineTotal: 3600 }],
    subtotal: 3600,
    promoCode: null,
    discountTotal: 0,
    deliveryCharge: 1000,
    total: 4600,
    address: 'Gatare, Niboye, Kicukiro',
    mobile: '0781 234 567',
    estimatedDeliveryDate: new Date('2026-12-03T10:00:00Z'),
  };

  it.each([
    ['en', 'You pay in cash when it is delivered.', 'Total to pay on delivery: RWF 4,600', 'It is paid with MTN MoMo.', 'Total paid: RWF 4,600'],
    ['rw', 'Uzishyura amafaranga mu ntoki', 'Igiteranyo uzishyura uyigejejweho', 'Yishyuwe na MTN MoMo.', 'Igiteranyo cyishyuwe'],
    ['fr', 'Vous payez en espèces à la livraison.', 'Total à payer à la livraison', 'Elle est payée par MTN MoMo.', 'Total payé'],
  ] as const)('in %s, says cash is paid at the door, or that mobile money has paid it', (language, cash, cashTotal, paid, paidTotal) => {
    const cashMail = orderPlacedMail({ name: 'Aline', order: { ...order, paidWith: null }, language });
    expect(cashMail.text).toContain(cash);
    expect(cashMail.text).toContain(cashTotal);
    const paidMail = orderPlacedMail({ name: 'Aline', order: { ...order, paidWith: 'MTN MoMo' }, language });
    expect(paidMail.text).toContain(paid);
    expect(paidMail.text).toContain(paidTotal);
    expect(paidMail.text).not.toContain(cash);
    expect(paidMail.html).toContain(paid);
  });
});

describe('order cancelled mail', () => {
  const order = { orderNumber: 'ISK-000042', lines: [{ name: 'Miel du Kivu 500 g', quantity: 1, lineTotal: 1200 }], provider: 'MTN MoMo' };

  it.each([
    ['en', 'Your Isoko order ISK-000042 is cancelled', 'is cancelled, as you asked', 'The RWF 1,200 you paid will be sent back to you.', 'its MTN MoMo payment was not approved in time'],
    ['rw', 'Komande yawe ISK-000042 kuri Isoko yahagaritswe', "yahagaritswe nk'uko wabisabye", 'Amafaranga RWF 1,200 wishyuye azagusubizwa.', 'kwishyura na MTN MoMo bitemejwe ku gihe'],
    ['fr', 'Votre commande Isoko ISK-000042 est annulée', "est annulée, comme vous l'avez demandé", 'Les 1 200 RWF que vous avez payés vous seront remboursés.', "son paiement MTN MoMo n'a pas été approuvé à temps"],
  ] as const)('in %s, says who cancelled it, lists what it held and what becomes of the money', (language, subject, byShopper, refund, unpaid) => {
    const paid = orderCancelledMail({ name: 'Aline', order: { ...order, cancelledBy: 'shopper', refundAmount: 1200 }, language });
    expect(paid.subject).toBe(subject);
    expect(paid.text).toContain(byShopper);
    expect(paid.text).toContain('1 x Miel du Kivu 500 g');
    expect(paid.text).toContain(refund);
    const late = orderCancelledMail({ name: 'Aline', order: { ...order, cancelledBy: 'deadline', refundAmount: null }, language });
    expect(late.text).toContain(unpaid);
    expect(late.text).not.toContain(refund);
  });
});

describe('refund made mail', () => {
  it.each([
    ['en', 'RWF 1,200 was sent back to your MTN MoMo (0788 *** 458) for your cancelled order ISK-000042.', 'has given back by hand the RWF 1,200'],
    ['rw', 'Amafaranga RWF 1,200 ya komande yawe ISK-000042 yahagaritswe yagusubijwe kuri MTN MoMo yawe (0788 *** 458).', 'yagusubije ubwayo amafaranga RWF 1,200'],
    ['fr', '1 200 RWF vous ont été renvoyés sur votre compte MTN MoMo (0788 *** 458) pour votre commande annulée ISK-000042.', 'vous a remboursé elle-même les 1 200 RWF'],
  ] as const)('in %s, names the amount and the number it went back to, or that the shop gave it back by hand', (language, sent, byHand) => {
    const refund = { orderNumber: 'ISK-000042', amount: 1200 };
    expect(refundMadeMail({ name: 'Aline', refund: { ...refund, provider: 'MTN MoMo', phone: '0788 *** 458' }, language }).text).toContain(sent);
    const handMail = refundMadeMail({ name: 'Aline', refund: { ...refund, provider: null, phone: null }, language });
    expect(handMail.text).toContain(byHand);
    expect(handMail.text).not.toContain('***');
  });
});
