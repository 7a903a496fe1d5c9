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

interface LanguageCopy {
  greeting: (name: string) => string;
  signature: string;
  resetCode: ResetCodeCopy;
  passwordChanged: PasswordChangedCopy;
  emailChanged: EmailChangedCopy;
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
