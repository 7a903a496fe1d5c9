import type { ProviderName } from '../../server/modules/payment/providers/provider.js';

/**
 * The payment simulator's test numbers: the last digit of the shopper's number decides what the simulated phone
 * does, for MTN (078/079) and Airtel (072/073) numbers alike. Digits 0 to 5 follow MTN's published sandbox numbers
 * 46733123450 to 46733123455, which the simulator also accepts as they are:
 *
 * | last digit | outcome               | MTN status, reason                    | Airtel status, response code      |
 * |------------|-----------------------|---------------------------------------|-----------------------------------|
 * | 0          | failed                | FAILED, INTERNAL_PROCESSING_ERROR     | TF, DP00800001007 (not enough)    |
 * | 1          | declined by the payer | FAILED, APPROVAL_REJECTED             | TF, DP00800001008 (refused)       |
 * | 2          | timed out             | FAILED, EXPIRED after expireAfterMs   | TF, DP00800001024 (timed out)     |
 * | 3          | stays pending         | PENDING for good                      | TIP for good                      |
 * | 4          | approved, late        | SUCCESSFUL after delayedApprovalMs    | TS after delayedApprovalMs        |
 * | 5          | no account            | FAILED, PAYER_NOT_FOUND               | TF, DP00800001010 (not permitted) |
 * | 6 to 9     | approved              | SUCCESSFUL after approveAfterMs       | TS after approveAfterMs           |
 *
 * A number that is not the provider's (an Airtel number sent to MTN) settles as "no account". Outcomes other
 * than "stays pending" settle after approveAfterMs unless the table says otherwise.
 */

export type SimulatedOutcome = 'failed' | 'declined' | 'timed-out' | 'pending-forever' | 'approved-late' | 'no-account' | 'approved';

export interface TestNumberRule {
  lastDigit: string;
  outcome: SimulatedOutcome;
  mtn: { status: 'SUCCESSFUL' | 'FAILED' | 'PENDING'; reason: string | null; sandboxNumber: string | null };
  airtel: { status: 'TS' | 'TF' | 'TIP'; responseCode: string };
}

const approved: Omit<TestNumberRule, 'lastDigit'> = {
  outcome: 'approved',
  mtn: { status: 'SUCCESSFUL', reason: null, sandboxNumber: null },
  airtel: { status: 'TS', responseCode: 'DP00800001001' },
};

export const testNumberRules: readonly TestNumberRule[] = [
  {
    lastDigit: '0',
    outcome: 'failed',
    mtn: { status: 'FAILED', reason: 'INTERNAL_PROCESSING_ERROR', sandboxNumber: '46733123450' },
    airtel: { status: 'TF', responseCode: 'DP00800001007' },
  },
  {
    lastDigit: '1',
    outcome: 'declined',
    mtn: { status: 'FAILED', reason: 'APPROVAL_REJECTED', sandboxNumber: '46733123451' },
    airtel: { status: 'TF', responseCode: 'DP00800001008' },
  },
  {
    lastDigit: '2',
    outcome: 'timed-out',
    mtn: { status: 'FAILED', reason: 'EXPIRED', sandboxNumber: '46733123452' },
    airtel: { status: 'TF', responseCode: 'DP00800001024' },
  },
  {
    lastDigit: '3',
    outcome: 'pending-forever',
    mtn: { status: 'PENDING', reason: null, sandboxNumber: '46733123453' },
    airtel: { status: 'TIP', responseCode: 'DP00800001006' },
  },
  {
    lastDigit: '4',
    outcome: 'approved-late',
    mtn: { status: 'SUCCESSFUL', reason: null, sandboxNumber: '46733123454' },
    airtel: { status: 'TS', responseCode: 'DP00800001001' },
  },
  {
    lastDigit: '5',
    outcome: 'no-account',
    mtn: { status: 'FAILED', reason: 'PAYER_NOT_FOUND', sandboxNumber: '46733123455' },
    airtel: { status: 'TF', responseCode: 'DP00800001010' },
  },
  { lastDigit: '6', ...approved },
  { lastDigit: '7', ...approved },
  { lastDigit: '8', ...approved },
  { lastDigit: '9', ...approved },
];

/** The rule for a number as the provider received it (MTN '2507XXXXXXXX', Airtel '7XXXXXXXX'). */
export function ruleForNumber(provider: ProviderName, number: string): TestNumberRule {
  const own = provider === 'mtn-momo' ? /^(?:2507[89]\d{7}|4673312345\d)$/ : /^7[23]\d{7}$/;
  const outcome: SimulatedOutcome = own.test(number) ? ruleByDigit(number.slice(-1)).outcome : 'no-account';
  return testNumberRules.find((rule) => rule.outcome === outcome)!;
}

function ruleByDigit(digit: string): TestNumberRule {
  return testNumberRules.find((rule) => rule.lastDigit === digit) ?? testNumberRules[testNumberRules.length - 1]!;
}

/** A number, as a shopper types it (07XXXXXXXX), that makes the simulated provider answer with `outcome`. */
export function simulatorTestNumber(provider: ProviderName, outcome: SimulatedOutcome): string {
  const rule = testNumberRules.find((candidate) => candidate.outcome === outcome)!;
  return `${provider === 'mtn-momo' ? '078' : '073'}000000${rule.lastDigit}`;
}
