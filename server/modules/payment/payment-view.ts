import { type ProviderName, providerLabels } from './providers/provider.js';

/** A stored +2507XXXXXXXX payer number with its middle hidden: 078* *** 456. Anything else fully hidden but its end. */
export function maskedPhone(phone: string): string {
  const match = /^\+250(7\d)\d(\d{3})(\d{3})$/.exec(phone);
  return match ? `0${match[1]}* *** ${match[3]}` : `*** ${phone.slice(-3)}`;
}

/** A provider's name as shoppers know it. */
export function providerLabel(provider: string): string {
  return providerLabels[provider as ProviderName] ?? provider;
}
