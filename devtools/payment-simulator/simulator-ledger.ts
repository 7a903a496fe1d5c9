import { randomBytes, randomInt } from 'node:crypto';
import { type ProviderName, rwandanMsisdn } from '../../server/modules/payment/providers/provider.js';
import type { TestNumberRule } from './test-numbers.js';

/**
 * The simulator's memory: access tokens, payments and refunds (bounded, oldest dropped), each payment's
 * settlement timer, the switches tests and developers flip, and the one callback per settled payment.
 */

export type TokenProduct = 'mtn-collection' | 'mtn-disbursement' | 'airtel';
export type SettlementStatus = 'pending' | 'successful' | 'failed';

export interface SimulatedPayment {
  provider: ProviderName;
  /** MTN's X-Reference-Id, Airtel's transaction.id. */
  reference: string;
  externalId: string;
  amount: number;
  currency: string;
  /** The payer's number as the provider received it. */
  party: string;
  payerMessage: string;
  payeeNote: string;
  rule: TestNumberRule;
  status: SettlementStatus;
  /** MTN's reason code or Airtel's response code once failed. */
  reason: string | null;
  /** MTN's financialTransactionId or Airtel's airtel_money_id once paid. */
  transactionId: string | null;
  /** Where MTN sends this payment's outcome (X-Callback-Url); Airtel uses the simulator-wide address. */
  callbackUrl: string | null;
  refundedAmount: number;
  createdAt: number;
}

export interface SimulatedRefund {
  reference: string;
  externalId: string;
  referenceIdToRefund: string;
  amount: number;
  currency: string;
  payerMessage: string;
  payeeNote: string;
  party: string | null;
  status: SettlementStatus;
  reason: string | null;
  transactionId: string | null;
}

export interface SimulatorTimings {
  /** How long the simulated shopper takes to answer the prompt (approve, decline, fail). */
  approveAfterMs: number;
  /** For numbers ending in 4: approved, but late. */
  delayedApprovalMs: number;
  /** For numbers ending in 2: how long before the request expires unanswered. */
  expireAfterMs: number;
  tokenLifetimeSeconds: number;
}

export interface CallbackSwitches {
  /** Settled payments send no callback at all. */
  drop: boolean;
  /** How long after settling the callback goes out. */
  delayMs: number;
  /** The callback goes out twice. */
  duplicate: boolean;
}

export interface SimulatorSwitches {
  /** Every provider path answers 503. */
  down: boolean;
  /** Every provider answer waits this long first. */
  responseDelayMs: number;
  /** What becomes of MTN refunds (accepted with 202 either way): made at once, failed, or left pending until this is switched to made or failed. */
  refundOutcome: SettlementStatus;
  /** Requests to pay are refused at once, as for a payer without enough money (MTN's 500 NOT_ENOUGH_FUNDS, Airtel's DP00800001007). */
  refuseRequests: boolean;
  callbacks: CallbackSwitches;
  /** Where Airtel callbacks go (Airtel's address is registered once, not sent per request). */
  airtelCallbackUrl: string | null;
}

export interface SimulatorStats {
  tokensIssued: Record<TokenProduct, number>;
  payments: number;
  refunds: number;
  callbacks: { sent: number; dropped: number; failed: number };
}

/** What tests and the simulator's control route can do. */
export interface PaymentSimulatorControl {
  setDown(down: boolean): void;
  setResponseDelay(ms: number): void;
  setRefuseRequests(refuse: boolean): void;
  setRefundOutcome(outcome: SettlementStatus): void;
  setCallbacks(switches: Partial<CallbackSwitches>): void;
  setAirtelCallbackUrl(url: string | null): void;
  /** Every token issued so far stops working, as if it had expired. */
  expireTokens(): void;
  /** Settles a pending payment now; false when there is no such pending payment. */
  settle(provider: ProviderName, reference: string, outcome: 'approved' | 'failed'): boolean;
  payment(provider: ProviderName, reference: string): Readonly<SimulatedPayment> | null;
  /** Every payment asked of this number (any usual spelling), oldest first: how a test finds a prompt it did not send itself. */
  paymentsTo(number: string): Readonly<SimulatedPayment>[];
  switches(): SimulatorSwitches;
  stats(): SimulatorStats;
  /** Forgets payments, refunds, tokens and counts, and sets every switch back. */
  reset(): void;
}

/** How a settled payment is announced: the address, the method and the body. */
export type CallbackFor = (payment: SimulatedPayment) => { url: string | null; method: 'PUT' | 'POST'; body: unknown };

const MAX_TOKENS = 1000;
const CALLBACK_TIMEOUT_MS = 5000;

export class SimulatorLedger implements PaymentSimulatorControl {
  private readonly payments = new Map<string, SimulatedPayment>();
  private readonly settlementTimers = new Map<string, NodeJS.Timeout>();
  private readonly airtelIds = new Map<string, string>();
  private readonly refunds = new Map<string, SimulatedRefund>();
  private readonly tokens = new Map<string, { product: TokenProduct; expiresAt: number }>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly closing = new AbortController();
  private current: SimulatorSwitches;
  private counts: SimulatorStats;

  constructor(
    private readonly timings: SimulatorTimings,
    private readonly maxPayments: number,
    private readonly initialAirtelCallbackUrl: string | null,
    private readonly callbackFor: CallbackFor,
    private readonly onCallbackFailure: (url: string, error: unknown) => void,
  ) {
    this.current = this.defaultSwitches();
    this.counts = this.zeroStats();
  }

  issueToken(product: TokenProduct): { token: string; expiresInSeconds: number } {
    const now = Date.now();
    for (const [token, entry] of this.tokens) if (entry.expiresAt <= now || this.tokens.size >= MAX_TOKENS) this.tokens.delete(token);
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, { product, expiresAt: now + this.timings.tokenLifetimeSeconds * 1000 });
    this.counts.tokensIssued[product] += 1;
    return { token, expiresInSeconds: this.timings.tokenLifetimeSeconds };
  }

  /** Whether an Authorization header carries a live token of this product. */
  authorises(product: TokenProduct, authorization: string | undefined): boolean {
    const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    const entry = token ? this.tokens.get(token) : undefined;
    return entry !== undefined && entry.product === product && entry.expiresAt > Date.now();
  }

  /** Records a new payment and starts its settlement; false when the reference is taken. */
  addPayment(payment: Omit<SimulatedPayment, 'status' | 'reason' | 'transactionId' | 'refundedAmount' | 'createdAt'>): boolean {
    const key = keyOf(payment.provider, payment.reference);
    if (this.payments.has(key)) return false;
    const record: SimulatedPayment = { ...payment, status: 'pending', reason: null, transactionId: null, refundedAmount: 0, createdAt: Date.now() };
    this.payments.set(key, record);
    if (this.payments.size > this.maxPayments) this.dropOldestPayment();
    this.scheduleSettlement(key, record);
    return true;
  }

  findPayment(provider: ProviderName, reference: string): SimulatedPayment | null {
    return this.payments.get(keyOf(provider, reference)) ?? null;
  }

  findAirtelPayment(airtelMoneyId: string): SimulatedPayment | null {
    const key = this.airtelIds.get(airtelMoneyId);
    return key ? (this.payments.get(key) ?? null) : null;
  }

  /** Records an MTN refund and settles it at once; false when the reference is taken. */
  addRefund(refund: Omit<SimulatedRefund, 'status' | 'reason' | 'transactionId' | 'party'>): boolean {
    if (this.refunds.has(refund.reference)) return false;
    const payment = this.findPayment('mtn-momo', refund.referenceIdToRefund);
    const refundable = payment !== null && payment.status === 'successful' && refund.amount <= payment.amount - payment.refundedAmount;
    const status: SettlementStatus = refundable ? this.current.refundOutcome : 'failed';
    if (payment && status !== 'failed') payment.refundedAmount += refund.amount;
    this.refunds.set(refund.reference, {
      ...refund,
      party: payment?.party ?? null,
      status,
      reason: status === 'failed' ? (refundable ? 'INTERNAL_PROCESSING_ERROR' : 'NOT_ALLOWED') : null,
      transactionId: status === 'successful' ? String(randomInt(1_000_000_000, 9_999_999_999)) : null,
    });
    if (this.refunds.size > this.maxPayments) this.refunds.delete(this.refunds.keys().next().value!);
    return true;
  }

  findRefund(reference: string): SimulatedRefund | null {
    return this.refunds.get(reference) ?? null;
  }

  /** Waits before answering (the response-delay switch); never resolves once the simulator closes. */
  pause(ms: number): Promise<void> {
    return new Promise((resolve) => this.later(ms, resolve));
  }

  close(): void {
    this.closing.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.settlementTimers.clear();
  }

  setDown(down: boolean): void {
    this.current.down = down;
  }

  setRefundOutcome(outcome: SettlementStatus): void {
    this.current.refundOutcome = outcome;
    if (outcome === 'pending') return;
    // Refunds kept pending are let go the new way: made, or failed (their money no longer on its way back).
    for (const refund of this.refunds.values()) {
      if (refund.status !== 'pending') continue;
      refund.status = outcome;
      if (outcome === 'successful') refund.transactionId = String(randomInt(1_000_000_000, 9_999_999_999));
      else {
        refund.reason = 'INTERNAL_PROCESSING_ERROR';
        const payment = this.findPayment('mtn-momo', refund.referenceIdToRefund);
        if (payment) payment.refundedAmount -= refund.amount;
      }
    }
  }

  setRefuseRequests(refuse: boolean): void {
    this.current.refuseRequests = refuse;
  }

  setResponseDelay(ms: number): void {
    this.current.responseDelayMs = Math.max(0, ms);
  }

  setCallbacks(switches: Partial<CallbackSwitches>): void {
    // A switch left out (or undefined) keeps its setting.
    const { drop = this.current.callbacks.drop, delayMs = this.current.callbacks.delayMs, duplicate = this.current.callbacks.duplicate } = switches;
    this.current.callbacks = { drop, delayMs: Math.max(0, delayMs), duplicate };
  }

  setAirtelCallbackUrl(url: string | null): void {
    this.current.airtelCallbackUrl = url;
  }

  expireTokens(): void {
    this.tokens.clear();
  }

  settle(provider: ProviderName, reference: string, outcome: 'approved' | 'failed'): boolean {
    const key = keyOf(provider, reference);
    const payment = this.payments.get(key);
    if (!payment || payment.status !== 'pending') return false;
    const timer = this.settlementTimers.get(key);
    if (timer) this.cancel(timer);
    this.settlementTimers.delete(key);
    if (outcome === 'approved') this.finish(key, payment, 'successful', null);
    else this.finish(key, payment, 'failed', failureReason(payment));
    return true;
  }

  payment(provider: ProviderName, reference: string): Readonly<SimulatedPayment> | null {
    const payment = this.findPayment(provider, reference);
    return payment ? { ...payment } : null;
  }

  paymentsTo(number: string): Readonly<SimulatedPayment>[] {
    const wanted = rwandanMsisdn(number);
    if (!wanted) return [];
    return [...this.payments.values()]
      .filter((payment) => payment.party === wanted.international || payment.party === wanted.national)
      .map((payment) => ({ ...payment }));
  }

  switches(): SimulatorSwitches {
    return { ...this.current, callbacks: { ...this.current.callbacks } };
  }

  stats(): SimulatorStats {
    return {
      ...this.counts,
      tokensIssued: { ...this.counts.tokensIssued },
      callbacks: { ...this.counts.callbacks },
      payments: this.payments.size,
      refunds: this.refunds.size,
    };
  }

  reset(): void {
    for (const timer of this.settlementTimers.values()) this.cancel(timer);
    this.settlementTimers.clear();
    this.payments.clear();
    this.airtelIds.clear();
    this.refunds.clear();
    this.tokens.clear();
    this.current = this.defaultSwitches();
    this.counts = this.zeroStats();
  }

  private scheduleSettlement(key: string, payment: SimulatedPayment): void {
    const { rule } = payment;
    if (rule.outcome === 'pending-forever') return;
    const delay =
      rule.outcome === 'approved-late' ? this.timings.delayedApprovalMs : rule.outcome === 'timed-out' ? this.timings.expireAfterMs : this.timings.approveAfterMs;
    const timer = this.later(delay, () => {
      this.settlementTimers.delete(key);
      if (rule.mtn.status === 'SUCCESSFUL') this.finish(key, payment, 'successful', null);
      else this.finish(key, payment, 'failed', failureReason(payment));
    });
    this.settlementTimers.set(key, timer);
  }

  private finish(key: string, payment: SimulatedPayment, status: 'successful' | 'failed', reason: string | null): void {
    payment.status = status;
    payment.reason = reason;
    if (status === 'successful') {
      payment.transactionId = payment.provider === 'mtn-momo' ? String(randomInt(1_000_000_000, 9_999_999_999)) : airtelMoneyId();
      if (payment.provider === 'airtel-money') this.airtelIds.set(payment.transactionId, key);
    }
    this.announce(payment);
  }

  /** Sends the payment's callback once (the providers never retry), unless the switches say otherwise. */
  private announce(payment: SimulatedPayment): void {
    const { url, method, body } = this.callbackFor(payment);
    if (!url) return;
    const { drop, delayMs, duplicate } = this.current.callbacks;
    if (drop) {
      this.counts.callbacks.dropped += 1;
      return;
    }
    const send = async () => {
      for (let copy = 0; copy < (duplicate ? 2 : 1); copy += 1) await this.post(url, method, body);
    };
    if (delayMs > 0) this.later(delayMs, () => void send());
    else void send();
  }

  private async post(url: string, method: 'PUT' | 'POST', body: unknown): Promise<void> {
    if (this.closing.signal.aborted) return;
    try {
      const response = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.any([this.closing.signal, AbortSignal.timeout(CALLBACK_TIMEOUT_MS)]),
      });
      await response.body?.cancel();
      this.counts.callbacks.sent += 1;
    } catch (error) {
      if (this.closing.signal.aborted) return;
      this.counts.callbacks.failed += 1;
      this.onCallbackFailure(url, error);
    }
  }

  private dropOldestPayment(): void {
    const [key, payment] = this.payments.entries().next().value!;
    this.payments.delete(key);
    const timer = this.settlementTimers.get(key);
    if (timer) this.cancel(timer);
    this.settlementTimers.delete(key);
    if (payment.provider === 'airtel-money' && payment.transactionId) this.airtelIds.delete(payment.transactionId);
  }

  private later(ms: number, run: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    this.timers.add(timer);
    return timer;
  }

  private cancel(timer: NodeJS.Timeout): void {
    clearTimeout(timer);
    this.timers.delete(timer);
  }

  private defaultSwitches(): SimulatorSwitches {
    return { down: false, responseDelayMs: 0, refuseRequests: false, refundOutcome: 'successful', callbacks: { drop: false, delayMs: 0, duplicate: false }, airtelCallbackUrl: this.initialAirtelCallbackUrl };
  }

  private zeroStats(): SimulatorStats {
    return { tokensIssued: { 'mtn-collection': 0, 'mtn-disbursement': 0, airtel: 0 }, payments: 0, refunds: 0, callbacks: { sent: 0, dropped: 0, failed: 0 } };
  }
}

/** The number's own failure, or a decline for a number that would have paid. */
function failureReason(payment: SimulatedPayment): string {
  const { rule, provider } = payment;
  if (rule.mtn.status === 'FAILED') return provider === 'mtn-momo' ? rule.mtn.reason! : rule.airtel.responseCode;
  return provider === 'mtn-momo' ? 'APPROVAL_REJECTED' : 'DP00800001008';
}

function keyOf(provider: ProviderName, reference: string): string {
  return `${provider}:${reference}`;
}

/** An id in the shape Airtel's look: letters, the date and a serial. */
function airtelMoneyId(): string {
  const date = new Date().toISOString().slice(2, 10).replaceAll('-', '');
  return `MP${date}.${randomInt(1000, 9999)}.${randomBytes(3).toString('hex').toUpperCase()}`;
}
