// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localNumber, type PaymentChoice, payerNumber, paymentFields } from '../../../client/src/features/checkout/mobileMoney';
import { PaymentMethodForm } from '../../../client/src/features/checkout/PaymentMethodForm';

describe('the mobile-money provider from the number', () => {
  it('names MTN MoMo for 078 and 079 numbers and Airtel Money for 072 and 073, however the number is typed', () => {
    expect(payerNumber('0788 123 456')).toEqual({ kind: 'ok', method: 'MTN_MOMO', provider: 'MTN MoMo', local: '0788123456' });
    expect(payerNumber('+250 791-234-567')).toMatchObject({ kind: 'ok', method: 'MTN_MOMO', local: '0791234567' });
    expect(payerNumber('250722123456')).toMatchObject({ kind: 'ok', method: 'AIRTEL_MONEY', provider: 'Airtel Money', local: '0722123456' });
    expect(payerNumber('733123456')).toMatchObject({ kind: 'ok', method: 'AIRTEL_MONEY', local: '0733123456' });
  });

  it('refuses a Rwandan number of another network, a number that is not Rwandan mobile, and nothing', () => {
    expect(payerNumber('0751234567')).toEqual({ kind: 'otherNetwork' });
    expect(payerNumber('078812345')).toEqual({ kind: 'invalid' });
    expect(payerNumber('+254712345678')).toEqual({ kind: 'invalid' });
    expect(payerNumber('078812345a')).toEqual({ kind: 'invalid' });
    expect(payerNumber('   ')).toEqual({ kind: 'empty' });
  });

  it('sends cash with no number, mobile money with the provider and the local number, and nothing for a bad number', () => {
    expect(paymentFields('cash', '')).toEqual({ paymentMethod: 'CASH_ON_DELIVERY', payerPhone: null });
    expect(paymentFields('mobileMoney', '0731 234 567')).toEqual({ paymentMethod: 'AIRTEL_MONEY', payerPhone: '0731234567' });
    expect(paymentFields('mobileMoney', '0751234567')).toBeNull();
    expect(paymentFields('mobileMoney', '0788123456', ['CASH_ON_DELIVERY', 'AIRTEL_MONEY'])).toBeNull();
    expect(payerNumber('0788123456', ['CASH_ON_DELIVERY', 'AIRTEL_MONEY'])).toEqual({ kind: 'notOffered', provider: 'MTN MoMo' });
  });

  it("starts the field from the address's stored number", () => {
    expect(localNumber('+250788123456')).toBe('0788123456');
    expect(localNumber(null)).toBe('');
  });
});

function Form({ phone: initialPhone, offered = ['CASH_ON_DELIVERY', 'MTN_MOMO', 'AIRTEL_MONEY'] }: { phone: string; offered?: string[] }) {
  const [choice, setChoice] = useState<PaymentChoice>('cash');
  const [phone, setPhone] = useState(initialPhone);
  return <PaymentMethodForm offered={offered} choice={choice} phone={phone} disabled={false} onChoice={setChoice} onPhone={setPhone} />;
}

describe('the payment method form', () => {
  beforeEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  afterEach(cleanup);

  it('offers cash on delivery first, and the number (prefilled) with its provider once Mobile Money is chosen', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Form phone="0788123456" />
      </I18nProvider>,
    );
    const group = screen.getByRole('group', { name: 'Payment method' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toHaveProperty('checked', true);
    expect(screen.queryByLabelText('Mobile money number')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /Mobile Money/ }));
    const field = screen.getByLabelText('Mobile money number');
    expect(field).toHaveProperty('value', '0788123456');
    expect(screen.getByText('Pays with MTN MoMo')).toBeTruthy();
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText('Pays with MTN MoMo').id);

    fireEvent.change(field, { target: { value: '0732 000 111' } });
    expect(screen.getByText('Pays with Airtel Money')).toBeTruthy();
  });

  it('explains a number no provider takes under the field, tied to it and marked invalid', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Form phone="" />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: /Mobile Money/ }));
    const field = screen.getByLabelText('Mobile money number');

    fireEvent.change(field, { target: { value: '0751234567' } });
    const otherNetwork = screen.getByText(/Mobile money works with MTN \(078, 079\) and Airtel \(072, 073\) numbers/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(otherNetwork.id);

    fireEvent.change(field, { target: { value: '07881' } });
    expect(screen.getByText('Enter a Rwandan mobile number, e.g. 078 123 4567.')).toBeTruthy();

    fireEvent.change(field, { target: { value: '' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(field);
    expect(screen.getByText('Enter the mobile money number to pay with.')).toBeTruthy();
  });

  it('offers only cash on delivery when the shop takes no mobile money', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Form phone="0788123456" offered={['CASH_ON_DELIVERY']} />
      </I18nProvider>,
    );
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: /Mobile Money/ })).toBeNull();
  });

  it('names the one provider the shop takes, and explains a number of the other', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Form phone="0788123456" offered={['CASH_ON_DELIVERY', 'AIRTEL_MONEY']} />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: /Airtel Money: approve the payment on your phone/ }));
    const field = screen.getByLabelText('Mobile money number');
    expect(screen.getByText('This shop does not take MTN MoMo payments. Use another number, or pay cash on delivery.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: '0731 234 567' } });
    expect(screen.getByText('Pays with Airtel Money')).toBeTruthy();
  });
});
